import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { env } from "../../../config/env";
import {
  loginSchema,
  registerSchema,
  getUserById,
  logIn,
  signInWithGoogle,
  signUp,
  signUpAccount,
  type SignInResult,
  serializeCookie,
  isSecureRequest,
  requestMeta,
  completePasswordReset,
  requestPasswordReset,
  verifyResetCode,
  safeReturnUrl,
  revokeSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  publicUser,
} from "../../../core/accounts";
import { profileSchema, updateProfile } from "../../../core/profiles";
import { apiSession, NOT_SIGNED_IN } from "../session";
import { approveByVerifiedDomain } from "../../../core/employers";
import { invalidInput, isAppError } from "../../../core/shared/app-error";
import type { AppEnv } from "../../context";
import type { ApiApp } from "../api-app";
import { validationError } from "../errors";
import {
  PASSWORD_NOT_HERE,
  addUserBodyComponents,
  addUserRoute,
  checkAuthenticationRoute,
  createUserRoute,
  getUserRoute,
  loginRoute,
  logoutRoute,
  resetCompleteRoute,
  resetRequestRoute,
  resetVerifyRoute,
  socialAddUserRoute,
} from "./auth.routes";

export const GOOGLE_FAILED = "Google authentication failed. Please try again.";
// The session reader lives in ../session.ts (with requireSession, issue 33); re-exported for the handlers that import it here.
export { NOT_SIGNED_IN, apiSession } from "../session";

function setSessionCookie(c: Context, token: string | null) {
  const secure = isSecureRequest(c.req.raw, env().TRUST_PROXY);
  c.header(
    "Set-Cookie",
    serializeCookie(SESSION_COOKIE, token ?? "", {
      httpOnly: true,
      secure,
      sameSite: "Lax",
      maxAgeSeconds: token ? SESSION_TTL_SECONDS : 0,
    }),
    { append: true },
  );
}

function signedInBody(result: Extract<SignInResult, { ok: true }>, message: string) {
  return { responsecode: 200 as const, accesstoken: result.session.token, message, user: publicUser(result.user) };
}

export const login: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const parsed = loginSchema.safeParse({ username: body.username ?? body.email ?? "", password: body.password ?? "" });
  if (!parsed.success) throw validationError(parsed.error);
  const outcome = await logIn(parsed.data, requestMeta(c.req.raw));
  if (!outcome.ok) return c.json({ responsecode: 401, message: outcome.message, requestId: c.get("requestId") }, 401);
  setSessionCookie(c, outcome.session.token);
  return c.json({ ...signedInBody(outcome, "Login successful"), redirectTo: safeReturnUrl(body.returnUrl) }, 200);
};

export const createUser: RouteHandler<typeof createUserRoute, AppEnv> = async (c) => {
  const outcome = await signUpAccount(c.req.valid("json"), requestMeta(c.req.raw));
  if (!outcome.ok)
    return c.json(
      { responsecode: 409, message: outcome.message, errors: outcome.errors, requestId: c.get("requestId") },
      409,
    );
  setSessionCookie(c, outcome.session.token);
  return c.json(signedInBody(outcome, "Account created"), 200);
};

export const addUser: RouteHandler<typeof addUserRoute, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const session = await apiSession(c);
  if (session) {
    // The document's oneOf: a password belongs to a registration, never to an update, so it is not silently dropped.
    if (body.password !== undefined) throw invalidInput({ password: PASSWORD_NOT_HERE });
    // The same rule as the profile page and /api/updateprofiledata (years 0 to 30).
    const parsed = profileSchema.safeParse({ ...body, industry: body.industry ?? body.prefindustry });
    if (!parsed.success) throw validationError(parsed.error);
    await updateProfile(session.user.id, parsed.data);
    const user = (await getUserById(session.user.id))!;
    return c.json(
      { responsecode: 200 as const, message: "Profile updated successfully!", user: publicUser(user) },
      200,
    );
  }
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const outcome = await signUp(parsed.data, requestMeta(c.req.raw));
  if (!outcome.ok)
    return c.json(
      { responsecode: 409, message: outcome.message, errors: outcome.errors, requestId: c.get("requestId") },
      409,
    );
  setSessionCookie(c, outcome.session.token);
  return c.json(signedInBody(outcome, "Registration successful"), 200);
};

export const socialAddUser: RouteHandler<typeof socialAddUserRoute, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const credential = body.credential ?? body.idToken;
  if (!credential || credential.split(".").length !== 3) {
    return c.json(
      { message: GOOGLE_FAILED, errors: { credential: GOOGLE_FAILED }, requestId: c.get("requestId") },
      400,
    );
  }
  try {
    const outcome = await signInWithGoogle(credential, requestMeta(c.req.raw));
    if (!outcome.ok) return c.json({ responsecode: 401, message: GOOGLE_FAILED }, 401);
    // Google verified the address: a request waiting to join a company on that domain is approved now (decision 063).
    await approveByVerifiedDomain(outcome.user.id);
    setSessionCookie(c, outcome.session.token);
    return c.json({ ...signedInBody(outcome, "Signed in with Google"), created: Boolean(outcome.created) }, 200);
  } catch (error) {
    // Google refused the token: its reason goes to the log, the client gets the one message. Other refusals
    // (rate limited, Google not configured) are answered by their kind in server/app.ts.
    if (isAppError(error) && error.kind === "unauthenticated") {
      c.get("log")?.info({ reason: error.message }, "Google sign-in refused");
      return c.json({ responsecode: 401, message: GOOGLE_FAILED, requestId: c.get("requestId") }, 401);
    }
    throw error;
  }
};

export const getUser: RouteHandler<typeof getUserRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  return c.json(publicUser(session.user), 200);
};

export const checkAuthentication: RouteHandler<typeof checkAuthenticationRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session)
    return c.json({ authenticated: false as const, message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  return c.json({ authenticated: true as const, user: publicUser(session.user) }, 200);
};

export const resetRequest: RouteHandler<typeof resetRequestRoute, AppEnv> = async (c) => {
  const { email } = c.req.valid("json");
  const outcome = await requestPasswordReset(email, requestMeta(c.req.raw));
  return c.json({ message: outcome.message }, 200);
};

export const resetVerify: RouteHandler<typeof resetVerifyRoute, AppEnv> = async (c) => {
  const { email, otp } = c.req.valid("json");
  const outcome = await verifyResetCode(email, otp, requestMeta(c.req.raw));
  return c.json({ message: outcome.message, verified: true as const }, 200);
};

export const resetComplete: RouteHandler<typeof resetCompleteRoute, AppEnv> = async (c) => {
  const { email, otp, newPassword } = c.req.valid("json");
  const outcome = await completePasswordReset(email, otp, newPassword, requestMeta(c.req.raw));
  return c.json({ message: outcome.message }, 200);
};

export const logout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (session) await revokeSession(session.sessionId);
  setSessionCookie(c, null);
  return c.json({ message: "You have been logged out." }, 200);
};

/** Each route of auth.routes.ts with its handler; a spent rate limit (rate_limited) is answered by server/app.ts's onError. */
export function registerAuthRoutes(api: ApiApp): void {
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
  });
  for (const [name, schema] of Object.entries(addUserBodyComponents)) api.openAPIRegistry.register(name, schema);

  api.openapi(loginRoute, login);
  api.openapi(createUserRoute, createUser);
  api.openapi(addUserRoute, addUser);
  api.openapi(socialAddUserRoute, socialAddUser);
  api.openapi(getUserRoute, getUser);
  api.openapi(checkAuthenticationRoute, checkAuthentication);
  api.openapi(resetRequestRoute, resetRequest);
  api.openapi(resetVerifyRoute, resetVerify);
  api.openapi(resetCompleteRoute, resetComplete);
  api.openapi(logoutRoute, logout);
}
