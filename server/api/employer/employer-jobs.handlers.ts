import { requestMeta } from "../../../core/accounts";
import { createJob, deleteJob, setJobOpen, updateJob, listMyPostings } from "../../../core/jobs";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import {
  createJobRoute,
  deleteJobRoute,
  listMyJobsRoute,
  setJobStatusRoute,
  updateJobRoute,
} from "./employer-jobs.routes";

export const JOB_CREATED = "Job created successfully";
export const JOB_UPDATED = "Job updated successfully";

/** The job writes of SPEC §7: each one calls core, which checks role and company. */
export function registerEmployerJobRoutes(api: ApiApp): void {
  api.openapi(createJobRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const result = await createJob(
      session.user,
      c.req.valid("json"),
      c.req.valid("header")["idempotency-key"],
      requestMeta(c.req.raw),
    );
    const status = result.held.length ? ("pending" as const) : ("open" as const);
    return result.created
      ? c.json({ message: JOB_CREATED, id: result.id, created: true as const, status }, 201)
      : c.json({ message: JOB_CREATED, id: result.id, created: false as const, status }, 200);
  });

  api.openapi(updateJobRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { id } = c.req.valid("param");
    await updateJob(session.user, id, c.req.valid("json"));
    return c.json({ message: JOB_UPDATED, id }, 200);
  });

  api.openapi(deleteJobRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { id } = c.req.valid("param");
    await deleteJob(session.user, id);
    return c.json({ message: "Job deleted", id }, 200);
  });

  api.openapi(setJobStatusRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    await setJobOpen(session.user, id, status === "open");
    return c.json({ message: status === "open" ? "Job reopened" : "Job closed", id }, 200);
  });

  api.openapi(listMyJobsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    return c.json({ data: await listMyPostings(session.user) }, 200);
  });
}
