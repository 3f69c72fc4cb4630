import { recommendJobs } from "../../../core/recommendations/recommendations.service";
import { markSaved } from "../../../core/saved-jobs/saved-jobs.service";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import { getRecommendedJobsRoute } from "./recommendations.routes";

export function registerRecommendationRoutes(api: ApiApp): void {
  api.openapi(getRecommendedJobsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { page, limit } = c.req.valid("query");
    const result = await recommendJobs(session.user.id, { page, limit });
    const { jobs, ...paging } = result;
    return c.json({ data: await markSaved(session.user.id, jobs), ...paging }, 200);
  });
}
