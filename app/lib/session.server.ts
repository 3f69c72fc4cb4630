import { redirect } from "react-router";
import { env } from "../../config/env";
import {
  readCookie,
  serializeCookie,
  isSecureRequest,
  resolveSession,
  revokeSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type ResolvedSession,
} from "../../core/accounts";

/** The signed-in user as the pages see it. */
export interface CurrentUser {
  id: number;
  name: string | null;
  email: string;
  username: string | null;
  role: "candidate" | "employer" | "admin";
}

// The root loader and a guarded layout both ask within one request: look the session up once.
const cache = new WeakMap<Request, Promise<ResolvedSession | null>>();

/** The live session named by the request's httpOnly cookie, or null. */
export function getSession(request: Request): Promise<ResolvedSession | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolveSession(readCookie(request.headers.get("cookie"), SESSION_COOKIE)).catch(() => null);
    cache.set(request, pending);
  }
  return pending;
}

/** Reads the session cookie; null for guests, expired or revoked sessions. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const session = await getSession(request);
  if (!session) return null;
  const { id, name, email, username, role } = session.user;
  return { id, name, email, username, role };
}

/** Guarded routes: guests go to /login with a returnUrl back here, before any content is sent. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Set-Cookie for a new session token (httpOnly, SameSite=Lax, Secure behind HTTPS), or for signing out when null. */
export function sessionCookie(request: Request, token: string | null): string {
  return serializeCookie(SESSION_COOKIE, token ?? "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(request, env().TRUST_PROXY),
    maxAgeSeconds: token ? SESSION_TTL_SECONDS : 0,
  });
}

/** Ends the request's session on the server; returns the Set-Cookie that clears it in the browser. */
export async function endSession(request: Request): Promise<string> {
  const session = await getSession(request);
  if (session) await revokeSession(session.sessionId);
  return sessionCookie(request, null);
}
