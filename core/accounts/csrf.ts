import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "./secret";

/** Double-submit CSRF token: a readable cookie whose value must come back in a header or form field. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_FIELD = "csrf";
/** Carries a freshly issued token from the middleware to the page loaders of the same request. */
export const CSRF_REQUEST_HEADER = "x-jobboard-csrf";

function sign(nonce: string): string {
  return createHmac("sha256", sessionSecret()).update(`csrf:${nonce}`).digest("base64url").slice(0, 32);
}

/** A new token: a random nonce and its HMAC, so a token planted by another site fails. */
export function issueCsrfToken(): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${sign(nonce)}`;
}

export function isWellFormedCsrfToken(token: string | null | undefined): token is string {
  if (!token || token.length > 100) return false;
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** True when the submitted token is the cookie's token and the cookie's token is one of ours. */
export function csrfTokensMatch(cookieToken: string | null | undefined, submitted: string | null | undefined): boolean {
  if (!isWellFormedCsrfToken(cookieToken) || typeof submitted !== "string") return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
