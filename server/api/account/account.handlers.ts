import type { Context } from "hono";
import { env } from "../../../config/env";
import {
  changePassword,
  confirmEmailChange,
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
  requestEmailChange,
  sendCodeToAccount,
  serializeCookie,
  setEmployerNotices,
  confirmEmailVerificationCode,
  isSecureRequest,
  requestMeta,
  SESSION_COOKIE,
  type ResolvedSession,
} from "../../../core/accounts";
import { deleteAccount, DELETION_MESSAGES, exportAccountData } from "../../../core/privacy";
import { invalidInput, unauthenticated } from "../../../core/shared/app-error";
import { apiSession, NOT_SIGNED_IN } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import {
  changePasswordRoute,
  confirmEmailChangeRoute,
  confirmEmailProofRoute,
  deleteAccountRoute,
  endOtherSessionsRoute,
  endSessionRoute,
  exportDataRoute,
  listSessionsRoute,
  mailSettingsRoute,
  requestEmailChangeRoute,
  sendAccountCodeRoute,
} from "./account.routes";

/** The session of the call (bearer token or cookie; cookie writes passed the CSRF middleware), or a 401 raised as AppError. */
async function session(c: Context): Promise<ResolvedSession> {
  const found = await apiSession(c);
  if (!found) throw unauthenticated(NOT_SIGNED_IN);
  return found;
}

export function registerAccountRoutes(api: ApiApp): void {
  api.openapi(sendAccountCodeRoute, async (c) => {
    const { user } = await session(c);
    return c.json(await sendCodeToAccount(user.id), 200);
  });

  api.openapi(changePasswordRoute, async (c) => {
    const current = await session(c);
    return c.json(
      await changePassword(current.user.id, current.sessionId, c.req.valid("json"), requestMeta(c.req.raw)),
      200,
    );
  });

  api.openapi(requestEmailChangeRoute, async (c) => {
    const { user } = await session(c);
    return c.json(await requestEmailChange(user.id, c.req.valid("json"), requestMeta(c.req.raw)), 200);
  });

  api.openapi(confirmEmailChangeRoute, async (c) => {
    const { user } = await session(c);
    return c.json(await confirmEmailChange(user.id, c.req.valid("json").code, requestMeta(c.req.raw)), 200);
  });

  api.openapi(confirmEmailProofRoute, async (c) => {
    const { user } = await session(c);
    const result = await confirmEmailVerificationCode(user.id, c.req.valid("json").code);
    if (!result.ok) throw invalidInput({ code: result.message });
    return c.json({ message: result.message }, 200);
  });

  api.openapi(listSessionsRoute, async (c) => {
    const current = await session(c);
    return c.json({ sessions: await listAccountSessions(current.user.id, current.sessionId) }, 200);
  });

  api.openapi(endSessionRoute, async (c) => {
    const { user } = await session(c);
    await endAccountSession(user.id, c.req.valid("param").sessionId, requestMeta(c.req.raw));
    return c.json({ message: "That session is signed out." }, 200);
  });

  api.openapi(endOtherSessionsRoute, async (c) => {
    const current = await session(c);
    const { ended } = await endOtherSessions(current.user.id, current.sessionId, requestMeta(c.req.raw));
    return c.json({ message: `Signed out everywhere else (${ended}).`, ended }, 200);
  });

  api.openapi(exportDataRoute, async (c) => {
    const { user } = await session(c);
    const zip = await exportAccountData(user.id);
    return new Response(new Uint8Array(zip.bytes), {
      status: 200,
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(zip.bytes.length),
        "Content-Disposition": `attachment; filename="${zip.fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  api.openapi(mailSettingsRoute, async (c) => {
    const { user } = await session(c);
    return c.json(await setEmployerNotices(user.id, c.req.valid("json")), 200);
  });

  api.openapi(deleteAccountRoute, async (c) => {
    const { user } = await session(c);
    await deleteAccount({ by: "self", userId: user.id, input: c.req.valid("json"), meta: requestMeta(c.req.raw) });
    const secure = isSecureRequest(c.req.raw, env().TRUST_PROXY);
    c.header(
      "Set-Cookie",
      serializeCookie(SESSION_COOKIE, "", { httpOnly: true, secure, sameSite: "Lax", maxAgeSeconds: 0 }),
    );
    return c.json({ message: DELETION_MESSAGES.done }, 200);
  });
}
