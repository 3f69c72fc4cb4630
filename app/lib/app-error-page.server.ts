import { data } from "react-router";
import { isAppError } from "../../core/shared/app-error";

const STATUS = { unauthenticated: 401, forbidden: 403, not_found: 404, invalid_input: 400, conflict: 409, rate_limited: 429, unavailable: 503 } as const;

/**
 * A page action's answer to an AppError from core (issue 27): the form shows its message (and field
 * errors), with the status its kind means and Retry-After when it has one. Anything else: null.
 */
export function appErrorFormData<T extends Record<string, unknown>>(error: unknown, extra: T = {} as T) {
  if (!isAppError(error)) return null;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
  return data({ ...extra, formError: error.message, errors: error.fieldErrors ?? {} }, { status: STATUS[error.kind], headers });
}
