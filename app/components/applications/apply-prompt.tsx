import { useEffect, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/root-data";
import { useReturnAfterApply } from "./use-return-after-apply";
import { CsrfField } from "../../lib/csrf";
import { useHydrated } from "../auth/use-zod-form";

type Answer = { ok: boolean; message: string };
type Prompts = { prompts: RootData["applyPrompts"] };

/**
 * 'Did you apply?' (issue 30 point 2): on any page, for a signed-in candidate, one small question per
 * job gone to apply for in the last 14 days: Applied, Not yet, Not interested, or close it. Plain forms
 * (no JavaScript needed: the answer posts and comes back to this page); with JavaScript a fetcher keeps
 * the page and a live region reads the question, then the answer, to screen readers. Rendered from the
 * root loader's data, which has prompts for a signed-in candidate only (never in a guest's HTML). A candidate
 * who followed an apply link from this tab is asked again on coming back to it (issue 44): the questions are
 * read afresh then (a fetcher, revalidated with the root's after each answer), without reloading the page.
 */
export function ApplyPrompt() {
  const data = useRouteLoaderData<RootData>("root");
  const fresh = useFetcher<Prompts>();
  useReturnAfterApply(data?.user?.role === "candidate", () => fresh.load("/applications/prompt?list"));
  const prompts = fresh.data?.prompts ?? data?.applyPrompts ?? [];
  const location = useLocation();
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState("");
  const answeredNoJs = new URLSearchParams(location.search).get("prompt");
  const first = prompts[0];
  // Text put into a live region after load is read out; text present at load often is not: the question
  // goes in once the page is hydrated, the answer's confirmation after it.
  const question =
    hydrated && first ? `Did you apply to ${first.jobTitle} at ${first.companyName || "the company"}?` : "";
  const announcement = answer || question;

  if (!prompts.length && !announcement && !answeredNoJs) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {answeredNoJs && !hydrated ? (
        <p className="mb-2 text-sm text-slate-700">
          {answeredNoJs === "answered" ? "Thanks, noted." : "That did not work. Please try again."}
        </p>
      ) : null}
      {prompts.length ? (
        <section aria-labelledby="apply-prompt-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h2 id="apply-prompt-heading" className="text-base font-semibold text-slate-900">
            Did you apply?
          </h2>
          <ul className="mt-2 flex flex-col gap-3">
            {prompts.map((prompt) => (
              <PromptItem
                key={prompt.id}
                prompt={prompt}
                returnTo={`${location.pathname}${location.search}`}
                hydrated={hydrated}
                onAnswer={setAnswer}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PromptItem({
  prompt,
  returnTo,
  hydrated,
  onAnswer,
}: {
  prompt: NonNullable<RootData["applyPrompts"]>[number];
  returnTo: string;
  hydrated: boolean;
  onAnswer: (message: string) => void;
}) {
  const fetcher = useFetcher<Answer>();
  // The answer is handed up as soon as the action's data arrives (the fetcher is then still 'loading',
  // revalidating the root loader). Waiting for 'idle' lost it: the revalidated prompts no longer hold
  // this job, so this item unmounts in the same render and its effect never ran, nothing was announced.
  useEffect(() => {
    if (fetcher.data) onAnswer(fetcher.data.message);
  }, [fetcher.data, onAnswer]);
  const button = "rounded-lg px-3 py-1.5 text-sm font-semibold";
  const label = `${prompt.jobTitle} at ${prompt.companyName || "the company"}`;
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">
        You went to apply to <strong>{prompt.jobTitle}</strong>
        {prompt.companyName ? ` at ${prompt.companyName}` : ""}. Did you apply?
      </p>
      <fetcher.Form method="post" action="/applications/prompt" className="flex flex-wrap gap-2">
        <CsrfField />
        <input type="hidden" name="id" value={prompt.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button
          type="submit"
          name="answer"
          value="applied"
          aria-label={`Applied to ${label}`}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Applied
        </button>
        <button
          type="submit"
          name="answer"
          value="not_yet"
          aria-label={`Not yet applied to ${label}`}
          className={`${button} border border-slate-300 bg-white text-slate-700 hover:border-brand-500`}
        >
          Not yet
        </button>
        <button
          type="submit"
          name="answer"
          value="not_interested"
          aria-label={`Not interested in ${label}`}
          className={`${button} border border-slate-300 bg-white text-slate-700 hover:border-brand-500`}
        >
          Not interested
        </button>
        <button
          type="submit"
          name="answer"
          value="dismiss"
          aria-label={`Close the question about ${label}`}
          className={`${button} text-slate-600 hover:text-slate-900`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
