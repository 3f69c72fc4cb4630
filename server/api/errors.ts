import type { Context } from "hono";
import type { ZodError } from "zod";

export interface ApiErrorBody {
  message: string;
  requestId?: string;
  /** Field name to its first message, for forms that show errors beside fields. */
  errors?: Record<string, string>;
}

export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The one 400 answer for input that fails its Zod schema. */
export function validationFailed(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  const body: ApiErrorBody = {
    message: Object.values(errors)[0] ?? "Invalid request",
    requestId: c.get("requestId"),
    errors,
  };
  return c.json(body, 400);
}

export function apiError(c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503, message: string) {
  return c.json({ message, requestId: c.get("requestId") } satisfies ApiErrorBody, status);
}
