import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { SiteLink } from "../lib/site-links";
import { BANNER_ERROR_MS, BANNER_SUCCESS_MS } from "../../core/shared/constants";
import { CsrfField } from "../lib/csrf";
import { useHydrated } from "./auth/use-zod-form";

export const saveLoginMessage = "Please log in to save jobs.";

type SaveResult = { ok: boolean; saved: boolean | null; message: string };

/**
 * The Save toggle. Guests are sent to /login with a returnUrl back here and the
 * SPEC §4 message; signed-in users toggle the saved state on the server (the
 * button flips at once and a short message says what happened).
 */
export function SaveJobButton({ jobId, saved, signedIn }: { jobId: number; saved: boolean; signedIn: boolean }) {
  const location = useLocation();
  const fetcher = useFetcher<SaveResult>();
  const returnTo = location.pathname + location.search;
  const pendingIntent = fetcher.formData?.get("intent");
  const isSaved = pendingIntent ? pendingIntent === "save" : (fetcher.data?.saved ?? saved);
  const message = useTransientMessage(fetcher.state === "idle" ? fetcher.data : undefined);
  // Before the page's scripts run, the form is a plain post answered by a redirect back.
  const hydrated = useHydrated();

  const className =
    "inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium transition " +
    (isSaved
      ? "border-brand-600 bg-brand-50 text-brand-700"
      : "border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700");
  if (!signedIn) {
    return (
      <SiteLink
        to={`/login?returnUrl=${encodeURIComponent(returnTo)}&message=${encodeURIComponent(saveLoginMessage)}`}
        className={className}
        aria-label="Save job"
      >
        <BookmarkIcon filled={false} /> Save
      </SiteLink>
    );
  }
  return (
    <fetcher.Form method="post" action="/saved-jobs" className="relative inline-flex items-center">
      <CsrfField />
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={isSaved ? "remove" : "save"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="fetch" value="1" /> : null}
      <button type="submit" className={className} aria-pressed={isSaved}>
        <BookmarkIcon filled={isSaved} /> {isSaved ? "Saved" : "Save"}
      </button>
      <span
        role="status"
        className={
          message
            ? `absolute left-0 top-full z-10 mt-1 whitespace-nowrap ` +
              `rounded px-2 py-1 text-xs shadow ${message.ok ? "bg-emerald-600 text-white" : "bg-rose-600 text-white"}`
            : "sr-only"
        }
      >
        {message?.message ?? ""}
      </span>
    </fetcher.Form>
  );
}

/** SPEC §9 banners: a success message for 3 s, an error for 5 s. */
function useTransientMessage(result: SaveResult | undefined): SaveResult | undefined {
  const [expired, setExpired] = useState<SaveResult | undefined>(undefined);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setExpired(result), result.ok ? BANNER_SUCCESS_MS : BANNER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return result && result !== expired ? result : undefined;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}
