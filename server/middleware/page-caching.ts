import type { Context, MiddlewareHandler } from "hono";
import { readCookie, SESSION_COOKIE } from "../../core/accounts";
import { isPublicPagePath, linksStylesheet } from "../../lib/public-pages";
import type { AppEnv } from "../context";
import { cachedPageAnswers } from "../page-cache/cached-answer";
import type { CountJobView } from "../page-cache/job-view-counter";
import { cachedPage, pageCacheKey, type CachedPage } from "../page-cache/page-cache";
import type { ProcessPageCache } from "../page-cache/process-page-cache";
import { setResponseHeaders } from "./response-headers";

export interface PageCachingOptions {
  /** The rendered-page cache and change watch (null cache: validators and 304s only). */
  pages: () => ProcessPageCache;
  /** How long a shared cache (a CDN) may serve a page without asking again. */
  sharedMaxAgeSeconds: number;
  /** And how long after that it may serve the old copy while it asks. */
  staleWhileRevalidateSeconds: number;
  /** Counts a job page's view (job-view-counter.ts): the app's one counter. */
  countJobView: CountJobView;
}

/** `Cache-Control` of a public page for an anonymous visitor. */
export function publicCacheControl(
  options: Pick<PageCachingOptions, "sharedMaxAgeSeconds" | "staleWhileRevalidateSeconds">,
): string {
  return `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;
}

/** The headers each answer of a cached page gets from the cache, not from the stored response. */
const perAnswer = new Set([
  "cache-control",
  "etag",
  "vary",
  "content-length",
  "content-encoding",
  "set-cookie",
  "content-security-policy",
]);

/**
 * HTTP caching of the pages (issue 31, docs/decisions/120).
 *
 * An anonymous request (no session cookie, no Authorization) for a public page (lib/public-pages.ts) is
 * answered from this process's rendered-page cache when it holds the URL, else rendered, and the rendered
 * page is stored when it is a 200 HTML page that sets no cookie. Either way the answer carries a weak ETag
 * (a 304 when If-None-Match matches), `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`
 * and `Vary: Accept-Encoding, Cookie, Sec-Fetch-Site`. Every other page answer (signed in, or a page with forms that need a
 * CSRF token) is `private, no-store`. Cached pages are served only while the change log was read less than
 * 500 ms ago (change-watch.ts).
 */
export function pageCaching(options: PageCachingOptions): MiddlewareHandler<AppEnv> {
  const answers = cachedPageAnswers(publicCacheControl(options));
  // Renders under way, by cache key: asked again meanwhile, a page waits for the one render. Each app's own (its
  // board's, decision 135): two boards in one process render the same URL each from its own data.
  const inFlight = new Map<string, { generation: number; page: Promise<CachedPage | null> }>();

  function answer(c: Context<AppEnv>, page: CachedPage, acceptEncoding: string | undefined): Response {
    // The page's scripts carry the nonce it was rendered with; the CSP (security-headers.ts) names the same one.
    c.set("cspNonce", page.nonce);
    const { status, headers, body } = answers(page, {
      method: c.req.method,
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding,
    });
    return new Response(body, { status, headers });
  }

  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    const anonymous = !readCookie(c.req.header("cookie"), SESSION_COOKIE) && !c.req.header("authorization");
    if (!((method === "GET" || method === "HEAD") && anonymous && isPublicPagePath(path))) {
      await next();
      // Signed-in pages (saved and applied marks), form pages with a CSRF token, data requests: never shared.
      if (!/\.[a-z0-9]{1,8}$/i.test(path) || path.endsWith(".data")) {
        if (!c.res.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "private, no-store" });
      }
      return;
    }

    const { cache, watch } = options.pages();
    const key = pageCacheKey(c.req.url, linksStylesheet(c.req.header("sec-fetch-site")));
    if (cache) {
      if (!watch.isFresh()) await watch.refresh();
      const page = cache.get(key);
      if (page) {
        options.countJobView(path, c.req.header("user-agent"));
        return answer(c, page, c.req.header("accept-encoding"));
      }
    }
    const acceptEncoding = c.req.header("accept-encoding");
    // The same page asked again while it renders waits for that render instead of rendering it too (a crawler's
    // burst, a link shared at once), when that render began in the current generation.
    const rendering = cache ? inFlight.get(key) : undefined;
    if (rendering && rendering.generation === cache!.generation) {
      const page = await rendering.page;
      if (page) {
        options.countJobView(path, c.req.header("user-agent"));
        return answer(c, page, acceptEncoding);
      }
    }
    const generation = cache?.generation ?? 0;
    let settle: (page: CachedPage | null) => void = () => {};
    if (cache && !rendering) inFlight.set(key, { generation, page: new Promise((resolve) => (settle = resolve)) });
    try {
      // Rendered uncompressed: the cache keeps the bytes and their gzip, and answers with either.
      c.req.raw.headers.delete("accept-encoding");
      await next();
      const response = c.res;
      const type = response.headers.get("Content-Type") ?? "";
      if (
        response.status !== 200 ||
        !type.startsWith("text/html") ||
        response.headers.has("Set-Cookie") ||
        !response.body
      ) {
        // Not a page to share (a 404, a redirect, an answer that sets a cookie): nobody keeps it.
        if (!response.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "private, no-store" });
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(([name]) => !perAnswer.has(name.toLowerCase()));
      const page = cachedPage(response.status, headers, body, c.get("cspNonce"), c.get("renderedAt"));
      if (cache && cache.set(key, page, generation)) settle(page);
      // Cleared first: Hono copies the headers of the response it replaces onto the new one.
      c.res = undefined;
      c.res = answer(c, page, acceptEncoding);
    } finally {
      settle(null);
      if (!rendering) inFlight.delete(key);
    }
  };
}
