import { createRoute, z as openApiZod } from "@hono/zod-openapi";
import { z } from "zod";
import {
  createUserSchema,
  googleSignInSchema,
  registerSchema,
  resetCompleteSchema,
  resetRequestSchema,
  resetVerifySchema,
} from "../../../core/accounts";
import { PROFILE_SKILLS_MAX, SKILL_MAX_LENGTH, profileSchema } from "../../../core/profiles";
import { jsonBody } from "../json-body";
import {
  errorBody,
  errorResponses,
  json,
  signedIn as signedInSecurity,
  tooManyRequests as tooMany,
} from "../shared-schemas";

const notJson = errorResponses[415];
const badInput = {
  description: "Invalid input: `errors` maps each field to its message",
  content: { "application/json": { schema: errorBody } },
};
const csrfRefused = {
  description: "Cookie-authenticated write without the X-XSRF-TOKEN header",
  content: { "application/json": { schema: errorBody } },
};

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
  accesstoken: z
    .string()
    .describe("Session token: a signed JWT (three dot-separated parts); send as `Authorization: Bearer …`"),
  message: z.string(),
  user: apiUser,
});
const refused = z.object({
  responsecode: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
const bearer = signedInSecurity;

export const loginBody = z.object({
  username: z.string().max(254).optional().describe("Username or e-mail"),
  email: z.string().max(254).optional().describe("Accepted instead of username (SPEC §7 names it email)"),
  password: z.string().max(256).optional(),
  returnUrl: z
    .string()
    .max(2048)
    .optional()
    .describe("Where the client wants to go next; answered as redirectTo only when a same-site path"),
});

export const loginRoute = createRoute({
  method: "post",
  path: "/auth/",
  operationId: "login",
  security: [],
  tags: ["Accounts"],
  summary: "Log in with a username or e-mail and a password",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: loginBody } } } },
  responses: {
    200: json(signedIn.extend({ redirectTo: z.string() }), "Signed in; the session cookie is set as well"),
    400: badInput,
    415: notJson,
    401: json(refused, "Wrong username, e-mail or password"),
    429: tooMany,
  },
});

export const createUserRoute = createRoute({
  method: "post",
  path: "/user/create/",
  operationId: "createUser",
  security: [],
  tags: ["Accounts"],
  summary: "Create an account (username, first and last name, e-mail, password)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: createUserSchema } } } },
  responses: {
    200: json(signedIn, "Account created and signed in"),
    400: badInput,
    415: notJson,
    409: json(refused, "E-mail or username already taken"),
    429: tooMany,
  },
});

/**
 * POST /adduser/ does one of two things (SPEC §7), chosen by the session, not by the body: without one it
 * registers a candidate (registerSchema: eight required fields), with one it updates that candidate's profile
 * (core/profiles' profileSchema: only name required). The document names both schemas as components and the body
 * as oneOf them (a password marks a registration: an update carrying one is refused, and ProfileUpdate allows none);
 * the route itself accepts any object, and the handler validates it with the schema the session picks,
 * so each field's message stays the one of its form.
 */
export const addUserBodyComponents = {
  // A copy made here, after @hono/zod-openapi is loaded: zod 4 gives .openapi() (which the registry needs) only to schemas made after that.
  CandidateRegistration: registerSchema.extend({}),
  // skills is a list or a comma-separated string (split by core's preprocess, which the generator cannot see).
  ProfileUpdate: profileSchema
    .extend({
      skills: openApiZod
        .union([
          openApiZod.string().max(PROFILE_SKILLS_MAX * (SKILL_MAX_LENGTH + 2)),
          openApiZod.array(openApiZod.string().max(SKILL_MAX_LENGTH)).max(PROFILE_SKILLS_MAX),
        ])
        .optional()
        .describe(`At most ${PROFILE_SKILLS_MAX} skills, as a list or one comma-separated string`),
      password: openApiZod.unknown().optional().openapi({
        not: {},
        description: "Never sent with an update: a password marks a registration (it is changed by a reset)",
      }),
    })
    .openapi({ description: "The signed-in candidate's profile fields" }),
};
export const PASSWORD_NOT_HERE =
  "You are signed in, so this updates your profile: change your password with a password reset";
export const addUserBody = openApiZod.looseObject({}).openapi({
  description:
    "Without a session: CandidateRegistration (registers and signs in). With a session: ProfileUpdate of the signed-in candidate.",
  oneOf: Object.keys(addUserBodyComponents).map((name) => ({ $ref: `#/components/schemas/${name}` })),
});

export const addUserRoute = createRoute({
  method: "post",
  path: "/adduser/",
  operationId: "addUser",
  tags: ["Accounts"],
  summary: "Register a candidate (without a session) or update the signed-in candidate's profile fields",
  security: bearer,
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: addUserBody } } } },
  responses: {
    200: json(
      z.object({
        responsecode: z.literal(200),
        message: z.string(),
        accesstoken: z.string().optional(),
        user: apiUser,
      }),
      "Registered and signed in (accesstoken), or profile updated",
    ),
    400: badInput,
    415: notJson,
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
  operationId: "socialAddUser",
  security: [],
  tags: ["Accounts"],
  summary: "Sign in with Google: the server verifies the ID token (signature, audience, issuer, expiry)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: socialAddUserBody } } } },
  responses: {
    200: json(signedIn.extend({ created: z.boolean() }), "Signed in; created tells whether the account is new"),
    400: badInput,
    415: notJson,
    401: json(refused, "The ID token was not accepted"),
    429: tooMany,
    503: json(errorBody, "Google sign-in is not configured (GOOGLE_CLIENT_ID unset)"),
  },
});

export const getUserRoute = createRoute({
  method: "get",
  path: "/getuser",
  operationId: "getUser",
  tags: ["Accounts"],
  summary: "The signed-in user",
  security: bearer,
  responses: { 200: json(apiUser, "The user"), 401: json(errorBody, "Not signed in") },
});

export const checkAuthenticationRoute = createRoute({
  method: "get",
  path: "/checkauthentication",
  operationId: "checkAuthentication",
  tags: ["Accounts"],
  summary: "Whether the token (Bearer) or session cookie names a live session",
  security: bearer,
  responses: {
    200: json(z.object({ authenticated: z.literal(true), user: apiUser }), "Signed in"),
    401: json(
      z.object({ authenticated: z.literal(false), message: z.string(), requestId: z.string().optional() }),
      "Not signed in",
    ),
  },
});

export const resetRequestRoute = createRoute({
  method: "post",
  path: "/resetpassword",
  operationId: "requestPasswordReset",
  security: [],
  tags: ["Password reset"],
  summary: "E-mail a 6-digit code (same answer whether or not the e-mail is registered)",
  middleware: [jsonBody] as const,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: resetRequestSchema.extend({
            password: z.string().max(256).optional().describe("Ignored (SPEC §7 sends it empty)"),
          }),
        },
      },
    },
  },
  responses: { 200: json(z.object({ message: z.string() }), "Accepted"), 400: badInput, 415: notJson, 429: tooMany },
});

export const resetVerifyRoute = createRoute({
  method: "post",
  path: "/resetpassword/verify",
  operationId: "verifyResetCode",
  security: [],
  tags: ["Password reset"],
  summary: "Check an e-mailed code (a wrong code counts as one of its 5 tries)",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: resetVerifySchema } } } },
  responses: {
    200: json(z.object({ message: z.string(), verified: z.literal(true) }), "The code is right"),
    400: badInput,
    415: notJson,
    429: tooMany,
  },
});

export const resetCompleteRoute = createRoute({
  method: "post",
  path: "/resetpassword/complete",
  operationId: "completePasswordReset",
  security: [],
  tags: ["Password reset"],
  summary: "Set a new password with the code; uses the code up and ends every session of the account",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: resetCompleteSchema } } } },
  responses: {
    200: json(z.object({ message: z.string() }), "Password changed"),
    400: badInput,
    415: notJson,
    429: tooMany,
  },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/logout",
  operationId: "logout",
  tags: ["Accounts"],
  summary: "End the current session (cookie or Bearer token)",
  security: bearer,
  responses: { 200: json(z.object({ message: z.string() }), "Signed out"), 403: csrfRefused },
});
