import { readCookie, CSRF_COOKIE, CSRF_FIELD, CSRF_REQUEST_HEADER, csrfTokensMatch } from "../../core/accounts";

export const CSRF_FAILED_MESSAGE = "Your form expired. Please reload the page and try again.";

/** The token the page's forms carry: the cookie's, or the one the middleware issued with this response. */
export function csrfTokenFor(request: Request): string {
  return request.headers.get(CSRF_REQUEST_HEADER) ?? readCookie(request.headers.get("cookie"), CSRF_COOKIE) ?? "";
}

/** True when a form post carries the hidden CSRF field matching the XSRF-TOKEN cookie. */
export function isCsrfValid(request: Request, form: FormData): boolean {
  const submitted = form.get(CSRF_FIELD);
  return csrfTokensMatch(
    readCookie(request.headers.get("cookie"), CSRF_COOKIE),
    typeof submitted === "string" ? submitted : null,
  );
}
