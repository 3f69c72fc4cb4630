import { z as openApiZod } from "@hono/zod-openapi";
import { z } from "zod";

/**
 * Pieces every feature's route file uses: the error body of server/api/errors.ts (one `ApiError` component in the
 * document), JSON responses, the sign-in security and the error answers an operation declares. Statuses that every
 * operation can answer because of a middleware (404 unknown endpoint, 503 database away, 403 CSRF and 413 on writes)
 * are added to every operation by openapi-document.ts.
 */
export const errorBody = openApiZod
  .object({
    message: z.string(),
    requestId: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .openapi("ApiError", { description: "Error: `message` says what went wrong; `errors` names each bad field" });
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const signedIn: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

const defaultDescriptions = {
  400: "Invalid input: `message` says what is wrong and `errors` names each bad field",
  401: "Not signed in",
  403: "Signed in, but not allowed (wrong role, another company's job, or a cookie write without its CSRF header)",
  404: "Not found",
  409: "Conflicts with what exists",
  413: "Body too large",
  415: "The body is not of the documented content type",
  429: "Too many requests: wait for Retry-After",
  503: "The service is briefly unavailable (its database restarts): try again after Retry-After",
} as const;
export type ErrorStatus = keyof typeof defaultDescriptions;

export const errorResponses = Object.fromEntries(
  Object.entries(defaultDescriptions).map(([status, description]) => [status, json(errorBody, description)]),
) as { [S in ErrorStatus]: ReturnType<typeof json<typeof errorBody>> };

/** A rate-limited call's 429: the error body plus retryAfter (also sent as the Retry-After header). */
export const tooManyRequests = json(
  errorBody.extend({ retryAfter: z.number() }),
  "Too many requests: `retryAfter` (and the Retry-After header) says how many seconds to wait",
);

/**
 * The error answers of one operation with the shared body: a status alone takes the default description, a
 * [status, description] pair says what that status means for this operation.
 */
export function errors(...statuses: (ErrorStatus | [ErrorStatus, string])[]) {
  const responses: Partial<Record<ErrorStatus, ReturnType<typeof json<typeof errorBody>>>> = {};
  for (const entry of statuses) {
    const [status, description] = Array.isArray(entry) ? entry : [entry, defaultDescriptions[entry]];
    responses[status] = json(errorBody, description);
  }
  return responses;
}

export const idParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a number`)
    .transform(Number)
    .describe(`Numeric ${name}`);
/** The path parameters of a call on one numbered thing: `{ id }`. */
export const idParams = (name: string) => z.object({ id: idParam(name) });

/** The `request.body` of a call that takes one required JSON object, declared by its Zod schema. */
export const jsonBodyOf = <T extends z.ZodType>(schema: T) => ({
  required: true as const,
  content: { "application/json": { schema } },
});
