import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { publicOrigin } from "../../../config/env";
import { requestMeta } from "../../../core/accounts";
import {
  confirmAlerts,
  manageLinkEmail,
  unsubscribe,
  unsubscribeTarget,
  withWeeklyCounts,
  ALERT_MESSAGES,
  createAlert,
  deleteAlert,
  listAlerts,
  updateAlert,
  type AlertOwner,
} from "../../../core/alerts";
import { badRequest, notFound, unauthenticated } from "../../../core/shared/app-error";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import type { AppEnv } from "../../context";
import {
  confirmAlertsRoute,
  createAlertRoute,
  deleteAlertRoute,
  listAlertsRoute,
  unsubscribeAlertRoute,
  updateAlertRoute,
} from "./alerts.routes";

/** The caller's alerts: a session's user, else the address of a valid manage token; refused (400 or 401) when neither. */
async function ownerOf(c: Context, token: string | undefined): Promise<AlertOwner> {
  if (token !== undefined) {
    const email = manageLinkEmail(token);
    if (!email) throw badRequest(ALERT_MESSAGES.invalidLink);
    return { email };
  }
  const session = await apiSession(c);
  if (!session) throw unauthenticated(NOT_SIGNED_IN);
  return { userId: session.user.id };
}

export const createAlertHandler: RouteHandler<typeof createAlertRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  const user = session ? { id: session.user.id, email: session.user.email } : null;
  // A refusal (AppError) rises to server/app.ts's onError, which answers it by its kind.
  const { alert } = await createAlert(c.req.valid("json"), {
    user,
    ip: requestMeta(c.req.raw).ip,
    origin: publicOrigin(),
  });
  return c.json({ message: user ? ALERT_MESSAGES.created : ALERT_MESSAGES.checkInbox, alert }, 201);
};

export const listAlertsHandler: RouteHandler<typeof listAlertsRoute, AppEnv> = async (c) => {
  const owner = await ownerOf(c, c.req.valid("query").token);
  return c.json({ data: await withWeeklyCounts(await listAlerts(owner)) }, 200);
};

export const updateAlertHandler: RouteHandler<typeof updateAlertRoute, AppEnv> = async (c) => {
  const owner = await ownerOf(c, c.req.valid("query").token);
  return c.json({ alert: await updateAlert(owner, c.req.valid("param").id, c.req.valid("json")) }, 200);
};

export const deleteAlertHandler: RouteHandler<typeof deleteAlertRoute, AppEnv> = async (c) => {
  const owner = await ownerOf(c, c.req.valid("query").token);
  const { id } = c.req.valid("param");
  if (!(await deleteAlert(owner, id))) throw notFound(ALERT_MESSAGES.notFound);
  return c.json({ message: "Alert deleted.", id }, 200);
};

export const confirmAlertsHandler: RouteHandler<typeof confirmAlertsRoute, AppEnv> = async (c) => {
  const outcome = await confirmAlerts(c.req.valid("json").token);
  if (!outcome.ok) throw badRequest(ALERT_MESSAGES.invalidConfirmation);
  return c.json({ message: ALERT_MESSAGES.created, email: outcome.email, alerts: outcome.alerts }, 200);
};

export const unsubscribeAlert: RouteHandler<typeof unsubscribeAlertRoute, AppEnv> = async (c) => {
  const target = unsubscribeTarget(c.req.valid("query").token);
  if (!target) throw badRequest(ALERT_MESSAGES.invalidLink);
  const ended = await unsubscribe(target);
  if (ended.length === 0) throw notFound(ALERT_MESSAGES.alreadyEnded);
  return c.json({ message: "Unsubscribed: you will get no more e-mails for these alerts.", ended }, 200);
};

export function registerAlertRoutes(api: ApiApp): void {
  api.openapi(createAlertRoute, createAlertHandler);
  api.openapi(listAlertsRoute, listAlertsHandler);
  api.openapi(updateAlertRoute, updateAlertHandler);
  api.openapi(deleteAlertRoute, deleteAlertHandler);
  api.openapi(confirmAlertsRoute, confirmAlertsHandler);
  api.openapi(unsubscribeAlertRoute, unsubscribeAlert);
}
