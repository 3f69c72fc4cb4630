import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  createUserSchema,
  googleSignInSchema,
  registerSchema,
  resetCompleteSchema,
  resetRequestSchema,
  resetVerifySchema,
} from "../../../core/accounts/accounts.schema";
import type { AppEnv } from "../../context";
import { apiError } from "../errors";

/**
 * Answers a body that is not JSON (415) or not well-formed JSON (400) itself,
 * before the validator would throw, so a bad body never becomes a 500.
 */
const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) {
    return apiError(c, 415, "Send the request body as JSON (Content-Type: application/json)");
  }
  try {
    await c.req.json();
  } catch {
    return apiError(c, 400, "Malformed JSON in request body");
  }
  await next();
});

const errorBody = z.object({
  message: z.string(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
const tooMany = {
  description: "Too many attempts; Retry-After says how many seconds to wait",
  content: { "application/json": { schema: errorBody.extend({ retryAfter: z.number() }) } },
};
const badInput = { description: "Invalid input: `errors` maps each field to its message", content: { "application/json": { schema: errorBody } } };
const csrfRefused = { description: "Cookie-authenticated write without the X-XSRF-TOKEN header", content: { "application/json": { schema: errorBody } } };

export const apiUser = z.object({
  id: z.number(),
  username: z.string().nullable(),
  usename: z.string().describe("The user's name (SPEC §3), 'User' when unknown"),
  name: z.string().nullable(),
  email: z.string(),
  emailId: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(["candidate", "employer", "admin"]),
});

const signedIn = z.object({
  responsecode: z.literal(200),
  accesstoken: z.string().describe("Session token: a signed JWT (three dot-separated parts); send as `Authorization: Bearer …`"),
  message: z.string(),
  user: apiUser,
});
const refused = z.object({ responsecode: z.number(), message: z.string(), errors: z.record(z.string(), z.string()).optional(), requestId: z.string().optional() });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const bearer: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

export const loginBody = z.object({
  username: z.string().max(254).optional().describe("Username or e-mail"),
  email: z.string().max(254).optional().describe("Accepted instead of username (SPEC §7 names it email)"),
  password: z.string().max(256).optional(),
  returnUrl: z.string().max(2048).optional().describe("Where the client wants to go next; answered as redirectTo only when a same-site path"),
});

export const loginRoute = createRoute({
  method: "post",
  path: "/auth/",
  tags: ["Accounts"],
  summary: "Log in with a username or e-mail and a password",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: loginBody } } } },
  responses: {
    200: json(signedIn.extend({ redirectTo: z.string() }), "Signed in; the session cookie is set as well"),
    400: badInput,
    401: json(refused, "Wrong username, e-mail or password"),
    429: tooMany,
  },
});

export const createUserRoute = createRoute({
  method: "post",
  path: "/user/create/",
  tags: ["Accounts"],
  summary: "Create an account (username, first and last name, e-mail, password)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: createUserSchema } } } },
  responses: {
    200: json(signedIn, "Account created and signed in"),
    400: badInput,
    409: json(refused, "E-mail or username already taken"),
    429: tooMany,
  },
});

/** Documented shape only; the handler applies registerSchema (no session) or profileUpdateSchema (session). */
export const addUserBody = z.looseObject({
  name: z.string().optional().describe("Full name"),
  email: z.string().optional().describe("Registration only"),
  username: z.string().optional().describe("Registration only; derived from the e-mail when left out"),
  password: z.string().optional().describe(`Registration only; at least 8 characters`),
  phone: z.string().optional(),
  desiredjobtitle: z.string().optional(),
  yoexp: z.union([z.number(), z.string()]).optional().describe("Years of experience, 0-50"),
  industry: z.string().optional().describe("Preferred industry"),
  prefindustry: z.string().optional(),
  skills: z.string().optional().describe("Comma separated"),
});
void registerSchema;

export const addUserRoute = createRoute({
  method: "post",
  path: "/adduser/",
  tags: ["Accounts"],
  summary: "Register a candidate (without a session) or update the signed-in candidate's profile fields",
  security: bearer,
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: addUserBody } } } },
  responses: {
    200: json(
      z.object({ responsecode: z.literal(200), message: z.string(), accesstoken: z.string().optional(), user: apiUser }),
      "Registered and signed in (accesstoken), or profile updated",
    ),
    400: badInput,
    403: csrfRefused,
    409: json(refused, "E-mail or username already taken"),
    429: tooMany,
  },
});

export const socialAddUserBody = z.object({
  credential: z.string().max(8192).optional().describe("Google ID token from the sign-in button or one-tap"),
  idToken: z.string().max(8192).optional().describe("Same as credential (social sign-in result field)"),
});
export { googleSignInSchema };

export const socialAddUserRoute = createRoute({
  method: "post",
  path: "/socialadduser/",
  tags: ["Accounts"],
  summary: "Sign in with Google: the server verifies the ID token (signature, audience, issuer, expiry)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: socialAddUserBody } } } },
  responses: {
    200: json(signedIn.extend({ created: z.boolean() }), "Signed in; created tells whether the account is new"),
    400: badInput,
    401: json(refused, "The ID token was not accepted"),
    429: tooMany,
    503: json(errorBody, "Google sign-in is not configured (GOOGLE_CLIENT_ID unset)"),
  },
});

export const getUserRoute = createRoute({
  method: "get",
  path: "/getuser",
  tags: ["Accounts"],
  summary: "The signed-in user",
  security: bearer,
  responses: { 200: json(apiUser, "The user"), 401: json(errorBody, "Not signed in") },
});

export const checkAuthenticationRoute = createRoute({
  method: "get",
  path: "/checkauthentication",
  tags: ["Accounts"],
  summary: "Whether the token (Bearer) or session cookie names a live session",
  security: bearer,
  responses: {
    200: json(z.object({ authenticated: z.literal(true), user: apiUser }), "Signed in"),
    401: json(z.object({ authenticated: z.literal(false), message: z.string(), requestId: z.string().optional() }), "Not signed in"),
  },
});

export const resetRequestRoute = createRoute({
  method: "post",
  path: "/resetpassword",
  tags: ["Password reset"],
  summary: "E-mail a 6-digit code (same answer whether or not the e-mail is registered)",
  middleware: [jsonBody] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: resetRequestSchema.extend({ password: z.string().max(256).optional().describe("Ignored (SPEC §7 sends it empty)") }) } },
    },
  },
  responses: { 200: json(z.object({ message: z.string() }), "Accepted"), 400: badInput, 429: tooMany },
});

export const resetVerifyRoute = createRoute({
  method: "post",
  path: "/resetpassword/verify",
  tags: ["Password reset"],
  summary: "Check an e-mailed code (a wrong code counts as one of its 5 tries)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: resetVerifySchema } } } },
  responses: {
    200: json(z.object({ message: z.string(), verified: z.literal(true) }), "The code is right"),
    400: badInput,
    429: tooMany,
  },
});

export const resetCompleteRoute = createRoute({
  method: "post",
  path: "/resetpassword/complete",
  tags: ["Password reset"],
  summary: "Set a new password with the code; uses the code up and ends every session of the account",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: resetCompleteSchema } } } },
  responses: { 200: json(z.object({ message: z.string() }), "Password changed"), 400: badInput, 429: tooMany },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/logout",
  tags: ["Accounts"],
  summary: "End the current session (cookie or Bearer token)",
  security: bearer,
  responses: { 200: json(z.object({ message: z.string() }), "Signed out"), 403: csrfRefused },
});
