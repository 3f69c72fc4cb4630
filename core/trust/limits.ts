import { consume, type LimitName } from "../accounts";
import { isAppError, rateLimited } from "../shared/app-error";

/** What each limited write is called in the refusal. */
const WHAT: Partial<Record<LimitName, string>> = {
  jobPostAccount: "job posts",
  jobPostIp: "job posts",
  jobEditAccount: "job changes",
  companyEditAccount: "company changes",
  logoUploadAccount: "logo uploads",
  resumeUploadAccount: "resume uploads",
  uploadIp: "uploads",
  reportAccount: "reports",
  reportIp: "reports",
  reportNetworkDay: "reports from your network",
  emailCodeIp: "codes",
  alertConfirmIp: "alert confirmation e-mails from your network",
};

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  if (seconds > 2 * 60 * 60) return `${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes > 120) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Counts one write against each named limit (PostgreSQL-backed, shared by every process; decision 127).
 * A spent limit is AppError rate_limited: the API answers 429 with Retry-After and this message.
 * Keys that are null (a guest has no account) are skipped.
 */
export async function spendLimits(...limits: [LimitName, string | number | null | undefined][]): Promise<void> {
  for (const [name, key] of limits) {
    if (key === null || key === undefined || key === "") continue;
    try {
      await consume(name, String(key));
    } catch (error) {
      if (isAppError(error) && error.kind === "rate_limited") {
        const seconds = error.retryAfterSeconds ?? 60;
        throw rateLimited(`Too many ${WHAT[name] ?? "requests"}. Please try again in ${waitText(seconds)}.`, seconds);
      }
      throw error;
    }
  }
}
