import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/job-apply";
import { recordApply } from "../../core/applications";
import { recordApplyClick, applyDecision } from "../../core/jobs";
import { LeavingBoard } from "../components/trust/leaving-board";
import { getCurrentUser } from "../lib/session.server";

/**
 * /jobs/{id}/apply: records the click, then sends the visitor to the job's own
 * application page. Only http and https addresses are followed (never
 * javascript: or data:); a closed job, or one without a usable address, goes to
 * its detail page instead, which says why. Only collected jobs and verified
 * companies' jobs redirect; any other shows a page naming the destination
 * (core/jobs/apply-decision.ts, issue 27). The job is read once, by that decision, alongside
 * the session (decision 150); for a signed-in candidate the one statement that records the
 * click also starts their application (issue 30).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data("Job not found", { status: 404 });
  const jobId = Number(params.id);
  const [decision, user] = await Promise.all([applyDecision(jobId), getCurrentUser(request)]);
  if (decision.kind === "missing") throw data("Job not found", { status: 404 });
  if (decision.kind === "none") return redirect(decision.jobPath, 302);
  const referrer = request.headers.get("referer");
  if (user?.role === "candidate") await recordApply({ jobId, userId: user.id, referrer });
  else await recordApplyClick({ jobId, userId: user?.id ?? null, referrer });
  if (decision.kind === "interstitial")
    return data(
      { url: decision.url, domain: decision.domain, jobPath: decision.jobPath },
      { headers: { "Cache-Control": "no-store" } },
    );
  return redirect(decision.url, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "origin" } });
}

export const meta = () => [{ title: "You are leaving the board" }, { name: "robots", content: "noindex" }];

export default function JobApply() {
  const leaving = useLoaderData<typeof loader>();
  return <LeavingBoard url={leaving.url} domain={leaving.domain} jobPath={leaving.jobPath} />;
}
