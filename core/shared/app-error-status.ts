import type { AppError, AppErrorKind } from "./app-error";

/**
 * The one kind→status table (decision 169): the API (server/api/errors.ts) and the pages
 * (app/lib/app-error.server.ts) both answer a refusal from core with its kind's status from here,
 * so a kind can never mean one status to an API client and another to a browser.
 */
export const STATUS_OF_KIND = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** An upload over its size limit. */
  too_large: 413,
  /** An upload whose content is not a type the board takes. */
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<AppErrorKind, number>;

export type AppErrorStatus = (typeof STATUS_OF_KIND)[AppErrorKind];

export function statusOfAppError(error: AppError): AppErrorStatus {
  return STATUS_OF_KIND[error.kind];
}
