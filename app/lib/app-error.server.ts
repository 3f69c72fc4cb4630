import { data } from "react-router";
import { isAppError, type AppError } from "../../core/shared/app-error";
import { STATUS_OF_KIND, statusOfAppError } from "../../core/shared/app-error-status";

/**
 * The one page answer to a refusal from core (the API's is appErrorResponse in server/api/errors.ts).
 * Each kind has its status from the one table (core/shared/app-error-status.ts, shared with the API); the body is the
 * page's own action data, so forms show the message
 * and field errors where they always have. Anything that is not an AppError is rethrown (500).
 */
/** The status a page answers an AppError with, for the few actions that return `{ result, status }` to their route. */
export function pageStatusOf(error: AppError): number {
  return statusOfAppError(error);
}

export interface PageErrorOptions {
  /** not_found throws the not-found page instead of answering the action's data. */
  notFoundPage?: boolean;
  /** forbidden is answered as not_found, so a page never reveals that something it refuses exists. */
  hideForbidden?: boolean;
}

/** Turns an error a loader or action caught into its answer: `data(body, { status, Retry-After })`, or the 404 page thrown. */
export function answerAppError<T>(error: unknown, body: (error: AppError) => T, options: PageErrorOptions = {}) {
  if (!isAppError(error)) throw error;
  const kind = options.hideForbidden && error.kind === "forbidden" ? "not_found" : error.kind;
  if (kind === "not_found" && options.notFoundPage) throw data("Not found", { status: 404 });
  const headers =
    error.retryAfterSeconds === undefined
      ? undefined
      : { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return data<T>(body(error), { status: STATUS_OF_KIND[kind], headers });
}

/** The usual form body of a refusal: the message above the form and the field errors beside the fields. */
export function formErrorBody<T extends Record<string, unknown>>(extra: T = {} as T) {
  return (error: AppError) => ({ formError: error.message, errors: error.fieldErrors ?? {}, ...extra });
}
