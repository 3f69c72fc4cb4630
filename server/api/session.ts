import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { readCookie, resolveSession, SESSION_COOKIE, type ResolvedSession } from "../../core/accounts";
import type { AppEnv } from "../context";
import { apiError } from "./errors";

export const NOT_SIGNED_IN = "Failed to verify authentication. Please log in again.";

// One session lookup per request, however many steps ask (requireSession, then the handler).
const sessions = new WeakMap<Request, Promise<ResolvedSession | null>>();

/** The session of an API request: `Authorization: Bearer <token>` (or the bare token), else the session cookie. */
export function apiSession(c: Context): Promise<ResolvedSession | null> {
  let session = sessions.get(c.req.raw);
  if (!session) {
    const header = c.req.header("authorization");
    session = resolveSession(header ? header : readCookie(c.req.header("cookie"), SESSION_COOKIE));
    sessions.set(c.req.raw, session);
  }
  return session;
}

/**
 * Authentication before validation: a route's first middleware (before its Zod validators), so a guest gets 401
 * whatever the body, never 400 with field errors (issue 33). Handlers still read the session with apiSession().
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await apiSession(c))) return apiError(c, 401, NOT_SIGNED_IN);
  await next();
});

/** As requireSession, for routes a manage link's `?token=` also opens (the alerts): a guest without one gets 401. */
export const requireSessionOrToken = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.query("token") === undefined && !(await apiSession(c))) return apiError(c, 401, NOT_SIGNED_IN);
  await next();
});
