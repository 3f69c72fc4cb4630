import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import { env } from "../../config/env";
import {
  readCookie,
  serializeCookie,
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_REQUEST_HEADER,
  csrfTokensMatch,
  isWellFormedCsrfToken,
  issueCsrfToken,
  CLIENT_IP_HEADER,
  isSecureRequest,
  SESSION_COOKIE,
} from "../../core/accounts";
import { isPublicPagePath, pagePath } from "../../lib/public-pages";
import type { AppEnv } from "../context";
import { setResponseHeaders } from "./response-headers";
import { apiError } from "../api/errors";

/**
 * Works out the client address once (the rightmost X-Forwarded-For entry, only with TRUST_PROXY) and
 * pins it on the request for the rate limits of the API and the page actions;
 * a client-sent header of that name is overwritten.
 */
export const clientAddress = createMiddleware<AppEnv>(async (c, next) => {
  let ip: string | undefined;
  // The client writes what it likes on the left; our one trusted proxy appends the address it saw on the right.
  if (env().TRUST_PROXY)
    ip = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket
    }
  }
  c.req.raw.headers.set(CLIENT_IP_HEADER, (ip || "unknown").slice(0, 64));
  await next();
});

/** A public page asked for without a session: the same for every such visitor, and without a token (app/root.tsx). */
function isAnonymousPublicPage(
  path: string,
  cookieHeader: string | undefined,
  authorization: string | undefined,
): boolean {
  return !readCookie(cookieHeader, SESSION_COOKIE) && !authorization && isPublicPagePath(pagePath(path));
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Pages and their React Router data requests (/path.data); not the API, files or the route manifest. */
function rendersPage(path: string): boolean {
  if (path.startsWith("/api/") || path.startsWith("/__manifest")) return false;
  return path.endsWith(".data") || !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * CSRF protection by double-submit token. Every visitor of a page with a form that needs it gets an XSRF-TOKEN
 * cookie (readable by scripts, SameSite=Lax): every page but the public ones seen by an anonymous visitor, which
 * carry no such form and set no cookie, so that a CDN may keep them (lib/public-pages.ts, decision 120). Cookie-authenticated API writes
 * must echo it in the X-XSRF-TOKEN header (SPEC §7); Bearer-token clients and
 * requests without a session cookie carry no ambient authority and pass.
 * Page forms echo it in a hidden field, checked by the action (app/lib/csrf.server.ts).
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  const cookieHeader = c.req.header("cookie");
  const existing = readCookie(cookieHeader, CSRF_COOKIE);
  let fresh: string | null = null;
  if (isWellFormedCsrfToken(existing)) {
    c.req.raw.headers.set(CSRF_REQUEST_HEADER, existing);
  } else if (
    rendersPage(c.req.path) &&
    !isAnonymousPublicPage(c.req.path, cookieHeader, c.req.header("authorization"))
  ) {
    // Only responses that carry a page's data hand out a token: a late answer to a
    // background request (a file, the route manifest) must not replace the token
    // the page's forms already hold.
    fresh = issueCsrfToken();
    c.req.raw.headers.set(CSRF_REQUEST_HEADER, fresh);
  } else {
    c.req.raw.headers.delete(CSRF_REQUEST_HEADER);
  }

  if (c.req.path.startsWith("/api/") && !safeMethods.has(c.req.method)) {
    const cookieAuthenticated = Boolean(readCookie(cookieHeader, SESSION_COOKIE)) && !c.req.header("authorization");
    if (cookieAuthenticated && !csrfTokensMatch(existing, c.req.header(CSRF_HEADER))) {
      return apiError(c, 403, "Missing or invalid CSRF token. Reload the page and try again.");
    }
  }

  await next();
  if (fresh) {
    const secure = isSecureRequest(c.req.raw, env().TRUST_PROXY);
    setResponseHeaders(
      c,
      {},
      {
        "Set-Cookie": serializeCookie(CSRF_COOKIE, fresh, {
          secure,
          sameSite: "Lax",
          maxAgeSeconds: 60 * 60 * 24 * 365,
        }),
      },
    );
  }
});
