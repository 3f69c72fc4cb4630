import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { permissionDenied, setRoleFromAdminPage, setUserDisabled } from "../../../core/accounts";
import {
  addSource,
  listSourceStatus,
  removeSourceByAdmin,
  runSourceNow,
  setSourcePausedByAdmin,
  mergeCompanies,
} from "../../../core/admin";
import { listAudit } from "../../../core/audit";
import { restoreJob } from "../../../core/jobs";
import { unauthenticated } from "../../../core/shared/app-error";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import type { AppEnv } from "../../context";
import {
  addSourceRoute,
  auditLogRoute,
  listSourcesRoute,
  mergeCompaniesRoute,
  removeSourceRoute,
  restoreJobRoute,
  setUserDisabledRoute,
  setUserRoleRoute,
  sourceActionRoute,
} from "./admin.routes";

/** The signed-in admin; a guest is refused 401 and everyone else 403 (server/app.ts's onError answers both). */
async function adminOf(c: Context) {
  const session = await apiSession(c);
  if (!session) throw unauthenticated(NOT_SIGNED_IN);
  if (session.user.role !== "admin") throw permissionDenied();
  return session.user;
}

export const listSources: RouteHandler<typeof listSourcesRoute, AppEnv> = async (c) => {
  await adminOf(c);
  return c.json({ data: await listSourceStatus() }, 200);
};

export const addSourceHandler: RouteHandler<typeof addSourceRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  const source = await addSource(admin, c.req.valid("json"));
  return c.json({ message: `Source ${source.id} added`, id: source.id }, 201);
};

export const sourceAction: RouteHandler<typeof sourceActionRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  const { id, action } = c.req.valid("param");
  if (action === "run") {
    const summary = await runSourceNow(admin, id);
    return c.json(
      {
        message: `Run ${summary.status}: ${summary.found} found, ${summary.added} added, ${summary.updated} updated, ${summary.closed} closed`,
      },
      200,
    );
  }
  await setSourcePausedByAdmin(admin, id, action === "pause");
  return c.json({ message: action === "pause" ? "Source paused" : "Source resumed" }, 200);
};

export const removeSource: RouteHandler<typeof removeSourceRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  const { closedJobs } = await removeSourceByAdmin(admin, c.req.valid("param").id);
  return c.json({ message: `Source removed; ${closedJobs} job(s) closed` }, 200);
};

export const setUserRole: RouteHandler<typeof setUserRoleRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  await setRoleFromAdminPage(admin, c.req.valid("param").id, c.req.valid("json").role);
  return c.json({ message: "Role changed" }, 200);
};

export const setUserDisabledHandler: RouteHandler<typeof setUserDisabledRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  const { disabled } = c.req.valid("json");
  await setUserDisabled(admin, c.req.valid("param").id, disabled);
  return c.json({ message: disabled ? "User disabled; their sessions ended" : "User enabled" }, 200);
};

export const restoreJobHandler: RouteHandler<typeof restoreJobRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  await restoreJob(admin, c.req.valid("param").id);
  return c.json({ message: "Job restored (closed)" }, 200);
};

export const mergeCompaniesHandler: RouteHandler<typeof mergeCompaniesRoute, AppEnv> = async (c) => {
  const admin = await adminOf(c);
  const { jobs, from, into } = await mergeCompanies(admin, c.req.valid("json"));
  return c.json({ message: `${from} merged into ${into}`, jobs }, 200);
};

export const auditLog: RouteHandler<typeof auditLogRoute, AppEnv> = async (c) => {
  await adminOf(c);
  const { target, limit } = c.req.valid("query");
  return c.json({ data: await listAudit({ targetType: target, limit }) }, 200);
};

export function registerAdminRoutes(api: ApiApp): void {
  api.openapi(listSourcesRoute, listSources);
  api.openapi(addSourceRoute, addSourceHandler);
  api.openapi(sourceActionRoute, sourceAction);
  api.openapi(removeSourceRoute, removeSource);
  api.openapi(setUserRoleRoute, setUserRole);
  api.openapi(setUserDisabledRoute, setUserDisabledHandler);
  api.openapi(restoreJobRoute, restoreJobHandler);
  api.openapi(mergeCompaniesRoute, mergeCompaniesHandler);
  api.openapi(auditLogRoute, auditLog);
}
