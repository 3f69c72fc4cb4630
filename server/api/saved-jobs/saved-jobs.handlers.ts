import { listSavedJobs, saveJob, unsaveJob } from "../../../core/saved-jobs";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import { listSavedJobsRoute, saveJobRoute, unsaveJobRoute } from "./saved-jobs.routes";

export const JOB_SAVED = "Job saved successfully!";
export const JOB_REMOVED = "Job removed";

export function registerSavedJobRoutes(api: ApiApp): void {
  api.openapi(saveJobRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { job } = c.req.valid("json");
    await saveJob(session.user.id, job);
    return c.json({ message: JOB_SAVED, saved: true, job }, 200);
  });

  api.openapi(unsaveJobRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { job } = c.req.valid("param");
    await unsaveJob(session.user.id, job);
    return c.json({ message: JOB_REMOVED, saved: false, job }, 200);
  });

  api.openapi(listSavedJobsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { page, limit } = c.req.valid("query");
    const result = await listSavedJobs(session.user.id, { page, limit });
    return c.json(
      { data: result.jobs, total: result.total, page: result.page, limit: result.limit, totalPages: result.totalPages },
      200,
    );
  });
}
