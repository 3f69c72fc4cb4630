import { data, redirect } from "react-router";
import type { Route } from "./+types/applications-prompt";
import { pendingPrompts } from "../../core/applications";
import { runPromptAction } from "../lib/application-actions.server";
import { getCurrentUser, requireUser } from "../lib/session.server";

/** Where a path from the form may lead back to: a path of this site only, never another origin. */
function backTo(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  // eslint-disable-next-line no-control-regex
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !/[\u0000-\u001f]/.test(path)
    ? path
    : "/";
}

/**
 * Nothing to show here: the prompt lives on every page. Asked with ?list (the prompt's fetcher), the questions to ask
 * now: read apart from the page's own loaders, which a revalidation would run again (a job page would count a view).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("list")) {
    // A session ended meanwhile asks nothing (a redirect to sign in would take the person off their page).
    const user = await getCurrentUser(request);
    return data(
      { prompts: user?.role === "candidate" ? await pendingPrompts(user.id) : [] },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  await requireUser(request);
  return redirect("/dashboard/applications");
}

/**
 * The 'Did you apply?' prompt's answer (issue 30 point 2). With JavaScript the prompt posts here
 * through a fetcher and reads the answer; without it, a plain form post is sent back to its page (303).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const { result, status, form } = await runPromptAction(request, user.id);
  if (form.get("js") === "1") return data(result, { status, headers: { "Cache-Control": "no-store" } });
  const back = backTo(form.get("returnTo"));
  const url = new URL(back, "http://board.invalid");
  url.searchParams.set("prompt", result.ok ? "answered" : "failed");
  return redirect(`${url.pathname}${url.search}${url.hash}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export default function ApplicationsPrompt() {
  return null;
}
