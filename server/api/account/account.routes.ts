import { createRoute, z as openApiZod } from "@hono/zod-openapi";
import { z } from "zod";
import {
  changePasswordSchema,
  codeSchema,
  deleteAccountSchema,
  emailChangeSchema,
  mailSettingsSchema,
} from "../../../core/accounts";
import { jsonBody } from "../json-body";
import { errorBody, json, jsonBodyOf, signedIn as security, tooManyRequests } from "../shared-schemas";
import { requireSession } from "../session";

/** The settings page's calls (issue 28, decision 110), for cookie sessions (with X-XSRF-TOKEN) and bearer tokens alike. */
const tags = ["Account settings"];
const message = z.object({ message: z.string() });
const notSignedIn = json(errorBody, "Not signed in (or the session was ended)");
const badInput = json(errorBody, "Invalid input: `errors` names the field (a wrong password or code included)");
/** Every call here needs a session; those with a body also need it to be JSON (json-body.ts). */
const signedInOnly = [requireSession];
const withJsonBody = [requireSession, jsonBody];

export const sendAccountCodeRoute = createRoute({
  method: "post",
  path: "/account/code",
  operationId: "sendAccountCode",
  tags,
  summary:
    "E-mail a 6-digit code to the account's address: proves it, and stands in for the password of an account that has none",
  security,
  middleware: signedInOnly,
  responses: {
    200: json(message, "Sent (30 minutes, five tries, the newest only)"),
    401: notSignedIn,
    429: tooManyRequests,
  },
});

export const changePasswordRoute = createRoute({
  method: "post",
  path: "/account/password",
  operationId: "changePassword",
  tags,
  summary:
    "Change the password with the current one (or set one with a code); ends every other session and mails a notice",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(changePasswordSchema) },
  responses: { 200: json(message, "Changed"), 400: badInput, 401: notSignedIn, 429: tooManyRequests },
});

export const requestEmailChangeRoute = createRoute({
  method: "post",
  path: "/account/email",
  operationId: "requestEmailChange",
  tags,
  summary: "Send a code to a new address (the same answer when another account uses it)",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(emailChangeSchema) },
  responses: { 200: json(message, "A code is on its way"), 400: badInput, 401: notSignedIn, 429: tooManyRequests },
});

export const confirmEmailChangeRoute = createRoute({
  method: "post",
  path: "/account/email/confirm",
  operationId: "confirmEmailChange",
  tags,
  summary:
    "Move the account to the new address with its code; the address counts as proved and the old one gets a notice",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(codeSchema) },
  responses: { 200: json(message.extend({ email: z.string() }), "Changed"), 400: badInput, 401: notSignedIn },
});

export const confirmEmailProofRoute = createRoute({
  method: "post",
  path: "/account/email/verify",
  operationId: "verifyAccountEmail",
  tags,
  summary: "Prove the account's current address with the code from POST /account/code",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(codeSchema) },
  responses: { 200: json(message, "Proved"), 400: badInput, 401: notSignedIn },
});

const sessionSchema = z.object({
  id: z.string().uuid(),
  browser: z.string(),
  system: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.string().datetime(),
  lastSeenAt: z.string().datetime(),
  current: z.boolean().describe("The session making this call"),
});

export const listSessionsRoute = createRoute({
  method: "get",
  path: "/account/sessions",
  operationId: "listSessions",
  tags,
  summary: "Every signed-in session of the account (browser and system from the User-Agent)",
  security,
  middleware: signedInOnly,
  responses: {
    200: json(z.object({ sessions: z.array(sessionSchema) }), "The sessions, this one first"),
    401: notSignedIn,
  },
});

export const endSessionRoute = createRoute({
  method: "delete",
  path: "/account/sessions/{sessionId}",
  operationId: "endSession",
  tags,
  summary: "Sign one session out; it is refused at its next request",
  security,
  middleware: signedInOnly,
  request: { params: z.object({ sessionId: z.string().max(64).describe("A session id from GET /account/sessions") }) },
  responses: {
    200: json(message, "Signed out"),
    401: notSignedIn,
    404: json(errorBody, "No such session of this account (also another account's)"),
  },
});

export const endOtherSessionsRoute = createRoute({
  method: "post",
  path: "/account/sessions/end-others",
  operationId: "endOtherSessions",
  tags,
  summary: "Sign out everywhere else: every session of the account but this one",
  security,
  middleware: signedInOnly,
  responses: { 200: json(message.extend({ ended: z.number().int() }), "Signed out"), 401: notSignedIn },
});

export const exportDataRoute = createRoute({
  method: "get",
  path: "/account/export",
  operationId: "exportAccountData",
  tags,
  summary:
    "Download my data: a ZIP with account.json, the resume as uploaded and README.txt (the caller's own account only)",
  security,
  middleware: signedInOnly,
  responses: {
    200: {
      description: "The ZIP, as an attachment",
      content: { "application/zip": { schema: openApiZod.string().openapi({ format: "binary" }) } },
    },
    401: notSignedIn,
  },
});

export const deleteAccountRoute = createRoute({
  method: "post",
  path: "/account/delete",
  operationId: "deleteAccount",
  tags,
  summary: "Delete my account: the password (or a code) and the word DELETE; ends every session at once",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(deleteAccountSchema) },
  responses: {
    200: json(message, "Deleted; the session cookie is cleared"),
    400: badInput,
    401: notSignedIn,
    429: tooManyRequests,
  },
});

export const mailSettingsRoute = createRoute({
  method: "put",
  path: "/account/mail",
  operationId: "setMailSettings",
  tags,
  summary:
    "Switch employer notices (the review outcome, the 'still hiring?' reminder) on or off; security mail has no switch",
  description: "Job alerts and the newsletter keep their own switches (PATCH /alerts/{id}).",
  security,
  middleware: withJsonBody,
  request: { body: jsonBodyOf(mailSettingsSchema) },
  responses: { 200: json(message.extend({ employerNotices: z.boolean() }), "Saved"), 400: badInput, 401: notSignedIn },
});
