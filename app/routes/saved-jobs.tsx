import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-jobs";
import { safeReturnUrl } from "../../core/accounts/return-url";
import { saveJob, SavedJobError, unsaveJob } from "../../core/saved-jobs/saved-jobs.service";
import { saveLoginMessage } from "../components/save-job-button";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { getCurrentUser } from "../lib/session.server";

export const JOB_SAVED = "Job saved successfully!";
export const JOB_REMOVED = "Job removed";
export const SAVE_FAILED = "Failed to save job. Please try again.";

/**
 * The Save toggle's form target. With JavaScript the button posts through a fetcher
 * and gets JSON back; without it the browser posts and is sent back to the page it
 * came from (a same-site path only).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeReturnUrl(form.get("returnTo"), "/");
  const viaScript = form.get("fetch") === "1";
  const user = await getCurrentUser(request);
  if (!user) {
    throw redirect(`/login?returnUrl=${encodeURIComponent(back)}&message=${encodeURIComponent(saveLoginMessage)}`);
  }
  if (!isCsrfValid(request, form)) return data({ ok: false, saved: null, message: CSRF_FAILED_MESSAGE }, { status: 403 });

  const jobId = Number(form.get("jobId"));
  if (!Number.isInteger(jobId) || jobId <= 0 || jobId > 2_147_483_647) return data({ ok: false, saved: null, message: SAVE_FAILED }, { status: 400 });
  const saving = form.get("intent") !== "remove";
  try {
    if (saving) await saveJob(user.id, jobId);
    else await unsaveJob(user.id, jobId);
  } catch (error) {
    if (error instanceof SavedJobError) return data({ ok: false, saved: null, message: "Job not found" }, { status: 404 });
    throw error;
  }
  if (!viaScript) throw redirect(back);
  return { ok: true, saved: saving, message: saving ? JOB_SAVED : JOB_REMOVED };
}

export function loader() {
  return redirect("/");
}
