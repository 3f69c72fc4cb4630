import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/saved-jobs";
import { safeReturnUrl } from "../../core/accounts/browser";
import { listSavedJobs, saveJob, unsaveJob } from "../../core/saved-jobs";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { SavedJobsList, savedJobsPageParam } from "../components/saved-jobs-list";
import { saveLoginMessage } from "../components/save-job-button";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { getCurrentUser, requireUser } from "../lib/session.server";
import { readForm } from "../lib/form.server";

export const JOB_SAVED = "Job saved successfully!";
export const JOB_REMOVED = "Job removed";
export const SAVE_FAILED = "Failed to save job. Please try again.";

/**
 * /saved-jobs: the page listing the user's saved jobs (GET), and the Save toggle's form target (POST). With JavaScript the button posts through a fetcher
 * and gets JSON back; without it the browser posts and is sent back to the page it
 * came from (a same-site path only).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeReturnUrl(form.get("returnTo"), "/");
  const viaScript = form.get("fetch") === "1";
  const user = await getCurrentUser(request);
  if (!user) {
    throw redirect(`/login?returnUrl=${encodeURIComponent(back)}&message=${encodeURIComponent(saveLoginMessage)}`);
  }
  if (!isCsrfValid(request, form))
    return data({ ok: false, saved: null, message: CSRF_FAILED_MESSAGE }, { status: 403 });

  const jobId = Number(form.get("jobId"));
  if (!Number.isInteger(jobId) || jobId <= 0 || jobId > 2_147_483_647)
    return data({ ok: false, saved: null, message: SAVE_FAILED }, { status: 400 });
  const saving = form.get("intent") !== "remove";
  try {
    if (saving) await saveJob(user.id, jobId);
    else await unsaveJob(user.id, jobId);
  } catch (error) {
    return answerAppError(error, (refusal) => ({ ok: false, saved: null, message: refusal.message }));
  }
  if (!viaScript) throw redirect(back);
  return { ok: true, saved: saving, message: saving ? JOB_SAVED : JOB_REMOVED };
}

export const meta: Route.MetaFunction = () => [
  { title: `Saved Jobs | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** GET /saved-jobs: the signed-in user's saved jobs (guests go to /login and come back). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return listSavedJobs(user.id, { page: savedJobsPageParam(request) });
}

export default function SavedJobs() {
  const saved = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">Saved Jobs</h1>
      <SavedJobsList
        saved={saved}
        headingLevel="h2"
        hrefFor={(page) => (page > 1 ? `/saved-jobs?page=${page}` : "/saved-jobs")}
      />
    </div>
  );
}
