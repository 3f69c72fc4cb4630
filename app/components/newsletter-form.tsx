import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

export interface NewsletterResult {
  ok: boolean;
  message: string;
}

/**
 * The newsletter sign-up: a real form posting to the /newsletter action, so it
 * works before JavaScript loads; with JavaScript it stays on the page and shows
 * the answer inline. The answer never says whether the address was known.
 */
export function NewsletterForm({
  idPrefix,
  tone = "light",
  result,
  autoFocus,
}: {
  idPrefix: string;
  tone?: "light" | "dark";
  result?: NewsletterResult;
  autoFocus?: boolean;
}) {
  const fetcher = useFetcher<NewsletterResult>({ key: idPrefix });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? result;
  const dark = tone === "dark";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
      <div className="max-w-md">
        <h2 className={`text-lg font-semibold ${dark ? "text-white" : "text-slate-900"}`}>
          Get new startup jobs in your inbox
        </h2>
        <p className={`mt-1 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>
          One e-mail a week with fresh openings. Confirm once, unsubscribe with one click.
        </p>
      </div>
      <div className="w-full md:max-w-md">
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/newsletter"
          className="flex flex-col gap-2 sm:flex-row"
          aria-describedby={answer ? messageId : undefined}
        >
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            autoFocus={autoFocus}
            placeholder="you@example.com"
            aria-invalid={answer && !answer.ok ? true : undefined}
            aria-describedby={answer ? messageId : undefined}
            className={`min-w-0 flex-1 rounded-lg border px-4 py-2.5 text-sm shadow-sm focus:outline-none focus:ring-2 ${
              dark
                ? "border-slate-700 bg-slate-800 text-white placeholder:text-slate-400 focus:border-brand-500 focus:ring-brand-500/40"
                : "border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-brand-100"
            }`}
          />
          {/* A field people never see: bots that fill it are quietly ignored. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
            <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <button
            type="submit"
            disabled={busy}
            className={
              "rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition " +
              "hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
            }
          >
            {busy ? "Subscribing…" : "Subscribe"}
          </button>
        </fetcher.Form>
        <p
          id={messageId}
          role="status"
          aria-live="polite"
          className={`mt-2 min-h-5 text-sm ${answer ? (answer.ok ? (dark ? "text-emerald-300" : "text-emerald-700") : dark ? "text-rose-300" : "text-rose-700") : ""}`}
        >
          {answer?.message ?? ""}
        </p>
      </div>
    </div>
  );
}
