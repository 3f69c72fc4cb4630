import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { setResponseHeaders } from "./response-headers";

const googleIdentity = "https://accounts.google.com";

/** The security headers of an answer whose inline scripts carry `nonce`; shared by the middleware and the cached-page lane. */
export function securityHeaderValues(
  nonce: string,
  answer: { status: number; hasOwnPolicy: boolean; https: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  // A response that set a stricter policy of its own (uploaded logos: sandboxed, nothing loads) keeps it. A 304 gets
  // none: the cache that revalidated keeps the policy stored with its copy, whose nonce is that copy's (page-caching.ts).
  if (!answer.hasOwnPolicy && answer.status !== 304) headers["Content-Security-Policy"] = contentSecurityPolicy(nonce);
  if (answer.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${googleIdentity}/gsi/client`,
    // Google's sign-in button injects its own styles.
    `style-src 'self' 'unsafe-inline' ${googleIdentity}/gsi/style`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${googleIdentity}/gsi/`,
    `frame-src ${googleIdentity}/gsi/`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Security headers on every response; the CSP allows inline scripts only with this request's nonce. */
export function securityHeaders(options: { trustProxy: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const https = isHttps(c.req.url, c.req.header("x-forwarded-proto"), options.trustProxy);
    setResponseHeaders(
      c,
      securityHeaderValues(c.get("cspNonce"), {
        status: c.res.status,
        hasOwnPolicy: c.res.headers.has("Content-Security-Policy"),
        https,
      }),
    );
  });
}

export function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.startsWith("https:")) return true;
  return trustProxy && forwardedProto?.split(",")[0]?.trim() === "https";
}
