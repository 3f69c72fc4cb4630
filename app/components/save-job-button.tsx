import { Link, useLocation } from "react-router";

export const saveLoginMessage = "Please log in to save jobs.";

/**
 * The Save toggle. Guests are sent to /login with a returnUrl back here and the
 * SPEC §4 message; signed-in users toggle the saved state on the server.
 */
export function SaveJobButton({ jobId, saved, signedIn }: { jobId: number; saved: boolean; signedIn: boolean }) {
  const location = useLocation();
  const className =
    "inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium transition " +
    (saved ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700");
  if (!signedIn) {
    const returnUrl = location.pathname + location.search;
    return (
      <Link to={`/login?returnUrl=${encodeURIComponent(returnUrl)}&message=${encodeURIComponent(saveLoginMessage)}`} className={className} aria-label="Save job">
        <BookmarkIcon filled={false} /> Save
      </Link>
    );
  }
  return (
    <form method="post" action="/saved-jobs">
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={saved ? "remove" : "save"} />
      <button type="submit" className={className} aria-pressed={saved}>
        <BookmarkIcon filled={saved} /> {saved ? "Saved" : "Save"}
      </button>
    </form>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}
