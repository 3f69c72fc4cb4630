/** The admins' companies list filter by verification (issue 44 point 10); no database here, so pages may import it. */
export const VERIFICATION_FILTERS = ["all", "verified", "unverified"] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export const VERIFICATION_FILTER_LABELS: Record<VerificationFilter, string> = {
  all: "All",
  verified: "Verified",
  unverified: "Not verified",
};
