import type { Context } from "hono";
import { invalidInput, type AppError } from "../../core/shared/app-error";
import { statusOfAppError } from "../../core/shared/app-error-status";
import type { ZodError } from "zod";

export interface ApiErrorBody {
  message: string;
  requestId?: string;
  /** Field name to its first message, for forms that show errors beside fields. */
  errors?: Record<string, string>;
  /** For rate_limited: seconds until trying again can work (also in Retry-After). */
  retryAfter?: number;
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

/** The same refusal as validationFailed, to throw from a handler (server/app.ts's onError answers it alike). */
export function validationError(error: ZodError): AppError {
  return invalidInput(fieldErrors(error));
}

export function apiError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
  message: string,
) {
  return c.json({ message, requestId: c.get("requestId") } satisfies ApiErrorBody, status);
}

/** The one API answer to a refusal from core: its kind's status, its message, field errors and Retry-After. */
export function appErrorResponse(c: Context, error: AppError): Response {
  if (error.retryAfterSeconds !== undefined)
    c.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  const body: ApiErrorBody = { message: error.message, requestId: c.get("requestId") };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error.kind === "rate_limited" && error.retryAfterSeconds !== undefined) body.retryAfter = error.retryAfterSeconds;
  return c.json(body, statusOfAppError(error));
}
