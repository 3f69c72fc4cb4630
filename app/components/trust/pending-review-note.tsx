import { Link } from "react-router";

/**
 * Under a held posting in the employer's list (issue 27): why it is not public yet. Only the
 * unverified-company reason is named (the employer can act on it); scam signals are for the admin
 * who reviews, not a guide to getting past them.
 */
export function PendingReviewNote({ heldFor }: { heldFor: string[] }) {
  const unverified = heldFor.includes("unverified_company");
  return (
    <p className="mt-1 text-sm text-amber-800">
      Pending review: this job is not public yet.{" "}
      {unverified ? (
        <>
          It goes live once your company is verified:{" "}
          <Link to="/dashboard/company" className="font-medium underline">
            verify an address at your company's domain
          </Link>
          , or wait for our team.
        </>
      ) : (
        "Our team reviews it shortly; you will get an e-mail with the outcome."
      )}
    </p>
  );
}
