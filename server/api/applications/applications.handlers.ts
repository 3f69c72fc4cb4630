import {
  createApplication,
  deleteApplication,
  listApplications,
  updateApplication,
  exportApplicationsCsv,
  stopReminder,
} from "../../../core/applications";
import { publicOrigin } from "../../../config/env";
import { boardDay } from "../../../core/shared/board-time";
import { badRequest, unauthenticated } from "../../../core/shared/app-error";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import {
  createApplicationRoute,
  deleteApplicationRoute,
  exportApplicationsRoute,
  listApplicationsRoute,
  stopReminderRoute,
  updateApplicationRoute,
} from "./applications.routes";

export const APPLICATION_REMOVED = "Application removed";
export const REMINDER_LINK_INVALID = "This link does not work. Change reminders on your Applications tab.";

/**
 * Issue 30's API: the same core functions as /dashboard/applications. Core answers another
 * candidate's application as not found (404); cookie writes pass the CSRF middleware first.
 */
export function registerApplicationRoutes(api: ApiApp): void {
  api.openapi(listApplicationsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) throw unauthenticated(NOT_SIGNED_IN);
    return c.json(await listApplications(session.user.id, c.req.valid("query")), 200);
  });

  api.openapi(createApplicationRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) throw unauthenticated(NOT_SIGNED_IN);
    return c.json(await createApplication(session.user.id, c.req.valid("json")), 201);
  });

  api.openapi(updateApplicationRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) throw unauthenticated(NOT_SIGNED_IN);
    return c.json(await updateApplication(session.user.id, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  api.openapi(deleteApplicationRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) throw unauthenticated(NOT_SIGNED_IN);
    await deleteApplication(session.user.id, c.req.valid("param").id);
    return c.json({ message: APPLICATION_REMOVED }, 200);
  });

  api.openapi(exportApplicationsRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) throw unauthenticated(NOT_SIGNED_IN);
    const csv = await exportApplicationsCsv(session.user.id, publicOrigin());
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${boardDay()}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  api.openapi(stopReminderRoute, async (c) => {
    const stopped = await stopReminder(c.req.valid("query").token);
    if (!stopped) throw badRequest(REMINDER_LINK_INVALID);
    return c.json({ message: `Reminders stopped for ${stopped.jobTitle} at ${stopped.companyName}.` }, 200);
  });
}
