import { requestMeta } from "../../../core/accounts";
import {
  decideReports,
  decideReview,
  listReportQueue,
  listReviewQueue,
  reportJob,
  confirmStillHiring,
} from "../../../core/trust";
import { apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import { badRequest } from "../../../core/shared/app-error";
import {
  decideReportsRoute,
  decideReviewRoute,
  listReportsRoute,
  listReviewRoute,
  reportJobRoute,
  stillHiringRoute,
} from "./trust.routes";

export const STILL_HIRING_INVALID = "This link does not work: it was used already, or the job is no longer open.";

/** Issue 27's API: the same core functions as the job page's report form and the /admin/review page; permissions are checked in core. */
export function registerTrustRoutes(api: ApiApp): void {
  api.openapi(reportJobRoute, async (c) => {
    const session = await apiSession(c);
    const { hidden } = await reportJob(c.req.valid("param").id, c.req.valid("json"), {
      userId: session?.user.id ?? null,
      ip: requestMeta(c.req.raw).ip,
    });
    return c.json({ message: "Thank you: an admin will look at this job.", hidden }, 201);
  });

  api.openapi(listReportsRoute, async (c) => {
    const session = await apiSession(c);
    return c.json({ data: await listReportQueue(session?.user ?? null) }, 200);
  });

  api.openapi(decideReportsRoute, async (c) => {
    const session = await apiSession(c);
    await decideReports(session?.user ?? null, c.req.valid("param").id, c.req.valid("json").action);
    return c.json({ message: "Reports settled" }, 200);
  });

  api.openapi(listReviewRoute, async (c) => {
    const session = await apiSession(c);
    return c.json({ data: await listReviewQueue(session?.user ?? null) }, 200);
  });

  api.openapi(decideReviewRoute, async (c) => {
    const session = await apiSession(c);
    const body = c.req.valid("json");
    await decideReview(session?.user ?? null, c.req.valid("param").id, body);
    return c.json({ message: body.decision === "approve" ? "Approved: the job is live" : "Rejected" }, 200);
  });

  api.openapi(stillHiringRoute, async (c) => {
    const kept = await confirmStillHiring(c.req.valid("query").token);
    if (!kept) throw badRequest(STILL_HIRING_INVALID);
    return c.json({ message: `“${kept.title}” stays open.`, openUntil: kept.openUntil }, 200);
  });
}
