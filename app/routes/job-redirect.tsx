import { data, redirect } from "react-router";
import type { Route } from "./+types/job-redirect";
import { jobDetailsPath, JOB_GONE_MESSAGE } from "../../core/jobs/browser";
import { GONE, lookUpJob } from "../../core/jobs";

/** /job/{id} (links of the recommended list): a permanent redirect to the job's canonical page. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data("Job not found", { status: 404 });
  const job = await lookUpJob(Number(params.id));
  if (!job) throw data("Job not found", { status: 404 });
  if (job === GONE) throw data(JOB_GONE_MESSAGE, { status: 410 });
  return redirect(jobDetailsPath(job), 301);
}

export default function JobRedirect() {
  return null;
}
