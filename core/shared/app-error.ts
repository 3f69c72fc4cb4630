/**
 * The one error vocabulary of core: a refusal a caller can act on, by kind, never by HTTP status.
 * The API (server/api/errors.ts) and the pages (app/lib/app-error.server.ts) each turn a kind into their answer,
 * once, with its status from the one table in app-error-status.ts.
 * Anything that is not an AppError is our fault and answers 500.
 */
export type AppErrorKind =
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "invalid_input"
  /** An upload over its size limit (the API answers 413). */
  | "too_large"
  /** An upload whose content is not a type the board takes (the API answers 415). */
  | "unsupported_type"
  | "conflict"
  | "rate_limited"
  | "unavailable";

export interface AppErrorDetails {
  /** For invalid_input: field name to its first message, for forms that show errors beside fields. */
  fieldErrors?: Record<string, string>;
  /** For rate_limited and unavailable: when trying again can work. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(kind: AppErrorKind, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = "AppError";
    this.kind = kind;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const unauthenticated = (message = "Please sign in.") => new AppError("unauthenticated", message);
export const forbidden = (message: string) => new AppError("forbidden", message);
export const notFound = (message: string) => new AppError("not_found", message);
/** A request refused as a whole (a link that does not work, a spent token): invalid_input with no field to point at. */
export const badRequest = (message: string) => new AppError("invalid_input", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const tooLarge = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("too_large", message, { fieldErrors });
export const unsupportedType = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("unsupported_type", message, { fieldErrors });
export const unavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError("unavailable", message, { retryAfterSeconds });
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError("rate_limited", message, { retryAfterSeconds });

/** Invalid input; the message defaults to the first field's. */
export function invalidInput(fieldErrors: Record<string, string>, message?: string): AppError {
  return new AppError("invalid_input", message ?? Object.values(fieldErrors)[0] ?? "Invalid input", { fieldErrors });
}
