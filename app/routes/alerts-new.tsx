import { Link, data } from "react-router";
import type { Route } from "./+types/alerts-new";
import { readForm } from "../lib/form.server";
import { publicOrigin } from "../../config/env";
import { requestMeta } from "../../core/accounts/browser";
import { ALERT_MESSAGES, createAlertSchema, searchRecord } from "../../core/alerts/browser";
import { createAlert } from "../../core/alerts";
import { answerAppError } from "../lib/app-error.server";
import { PRODUCT_NAME } from "../../core/shared/constants";
import type { AlertSignupResult } from "../components/alerts/alert-signup-form";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { getCurrentUser } from "../lib/session.server";

/** A GET shows where the form is (after a form post without JavaScript, the page renders the action's answer). */
export function loader() {
  return null;
}

/**
 * 'Email me new jobs like these' posts here (with JavaScript through a fetcher, without it as a
 * plain form post that renders this page). Signed-in users' forms carry the CSRF field.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const answer = (result: AlertSignupResult & { signedIn: boolean; search: string }, status = 200) =>
    data(result, { status });
  const user = await getCurrentUser(request);
  const search = String(form.get("search") ?? "").slice(0, 20_000);
  if (user && !isCsrfValid(request, form))
    return answer({ ok: false, message: CSRF_FAILED_MESSAGE, signedIn: true, search }, 403);
  const parsed = createAlertSchema.safeParse({
    query: searchRecord(search),
    frequency: form.get("frequency") || undefined,
    email: user ? undefined : String(form.get("email") ?? ""),
  });
  if (!parsed.success)
    return answer({ ok: false, message: parsed.error.issues[0].message, signedIn: Boolean(user), search }, 400);
  try {
    await createAlert(parsed.data, { user, ip: requestMeta(request).ip, origin: publicOrigin() });
  } catch (error) {
    return answerAppError(
      error,
      (refusal) =>
        ({ ok: false, message: refusal.message, signedIn: Boolean(user), search }) as AlertSignupResult & {
          signedIn: boolean;
          search: string;
        },
    );
  }
  return answer({
    ok: true,
    message: user ? ALERT_MESSAGES.created : ALERT_MESSAGES.checkInbox,
    signedIn: Boolean(user),
    search,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: `Job alert | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsNew({ actionData }: Route.ComponentProps) {
  const back = actionData?.search ? `/search/job?${actionData.search}` : "/jobs";
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {actionData ? (actionData.ok ? "Job alert saved" : "The alert was not saved") : "Job alerts"}
      </h1>
      <p role={actionData && !actionData.ok ? "alert" : "status"} className="mt-3 text-lg text-slate-600">
        {actionData?.message ?? "Search for jobs, then use ‘Email me new jobs like these’ below the results."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actionData?.signedIn ? (
          <Link
            to="/dashboard/alerts"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            My alerts
          </Link>
        ) : null}
        <Link to={back} className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-700">
          Back to the jobs
        </Link>
      </div>
    </section>
  );
}
