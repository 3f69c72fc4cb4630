import { recommendJobs } from "../../../core/recommendations";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import { getRecommendedJobsRoute } from "./recommendations.routes";

export function registerRecommendationRoutes(api: ApiApp): void {
  api.openapi(getRecommendedJobsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { page, limit } = c.req.valid("query");
    // Recommended jobs leave out every job the candidate had saved when their profile was read, so each
    // says isSaved: false as read (no second read of the saved jobs, decision 095).
    const { jobs, ...paging } = await recommendJobs(session.user.id, { page, limit });
    return c.json({ data: jobs, ...paging }, 200);
  });
}
