import { data, redirect } from "react-router";
import type { Route } from "./+types/job-apply";
import { recordApply } from "../../core/applications/applications.service";
import { recordApplyClick, safeJobUrl } from "../../core/jobs/job-links.service";
import { jobDetailsPath } from "../../core/jobs/job-read-shape";
import { getJob } from "../../core/jobs/jobs.service";
import { getCurrentUser } from "../lib/session.server";

/**
 * /jobs/{id}/apply: records the click, then sends the visitor to the job's own
 * application page. Only http and https addresses are followed (never
 * javascript: or data:); a closed job, or one without a usable address, goes to
 * its detail page instead, which says why. For a signed-in candidate the same one statement also
 * starts their application (issue 30): one round trip, as before.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data("Job not found", { status: 404 });
  const job = await getJob(Number(params.id));
  if (!job) throw data("Job not found", { status: 404 });
  const open = job.status === "open" && (!job.validThrough || new Date(job.validThrough).getTime() > Date.now());
  const target = open ? safeJobUrl(job.joburl) : null;
  if (!target) return redirect(jobDetailsPath(job), 302);
  const user = await getCurrentUser(request);
  const referrer = request.headers.get("referer");
  if (user?.role === "candidate") await recordApply({ jobId: job.id, userId: user.id, referrer });
  else await recordApplyClick({ jobId: job.id, userId: user?.id ?? null, referrer });
  return redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "origin" } });
}

export default function JobApply() {
  return null;
}
