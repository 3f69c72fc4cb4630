import { useFetcher } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { FieldLabel } from "../auth/fields";
import { FrequencyField } from "./frequency-field";

export interface AlertSignupResult {
  ok: boolean;
  message: string;
}

/**
 * 'Email me new jobs like these': saves the page's search (its query string) as an alert.
 * A real form posting to /alerts/new, so it works before JavaScript loads; with JavaScript the
 * answer shows in place. Guests give an address and confirm from their inbox.
 */
export function AlertSignupForm({
  idPrefix,
  search,
  signedIn,
  description,
}: {
  idPrefix: string;
  search: string;
  signedIn: boolean;
  description: string;
}) {
  const fetcher = useFetcher<AlertSignupResult>({ key: idPrefix });
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const messageId = `${idPrefix}-message`;
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={`${idPrefix}-heading`} className="text-lg font-semibold text-slate-900">
        Email me new jobs like these
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <fetcher.Form
        method="post"
        action="/alerts/new"
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <input type="hidden" name="search" value={search} />
        {signedIn ? <CsrfField /> : null}
        {signedIn ? null : (
          <div className="flex min-w-0 flex-1 flex-col">
            <FieldLabel htmlFor={`${idPrefix}-email`} label="Email address" required />
            <input
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder="you@example.com"
              aria-describedby={answer ? messageId : undefined}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </div>
        )}
        <FrequencyField
          id={`${idPrefix}-frequency`}
          defaultValue="daily"
          className="flex flex-col"
          selectClassName="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy ? "Saving…" : "Create alert"}
        </button>
      </fetcher.Form>
      <p
        id={messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${answer ? (answer.ok ? "text-emerald-700" : "text-rose-700") : ""}`}
      >
        {answer?.message ?? ""}
      </p>
    </section>
  );
}
