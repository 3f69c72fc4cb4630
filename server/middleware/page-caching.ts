import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { readCookie } from "../../core/accounts/cookies";
import { SESSION_COOKIE } from "../../core/accounts/session.service";
import { recordJobViews } from "../../core/jobs/job-stats.service";
import { isPublicPagePath, linksStylesheet } from "../../lib/public-pages";
import type { AppEnv } from "../context";
import { cachedPage, etagMatches, gzipOf, type CachedPage } from "../page-cache/page-cache";
import type { ProcessPageCache } from "../page-cache/process-page-cache";
import { setResponseHeaders } from "./response-headers";

export interface PageCachingOptions {
  /** The rendered-page cache and change watch (null cache: validators and 304s only). */
  pages: () => ProcessPageCache;
  /** How long a shared cache (a CDN) may serve a page without asking again. */
  sharedMaxAgeSeconds: number;
  /** And how long after that it may serve the old copy while it asks. */
  staleWhileRevalidateSeconds: number;
}

/** The headers each answer of a cached page gets from the cache, not from the stored response. */
const perAnswer = new Set(["cache-control", "etag", "vary", "content-length", "content-encoding", "set-cookie", "content-security-policy"]);

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
  const publicCacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;
  // Renders under way, by cache key: asked again meanwhile, a page waits for the one render. Each app's own (its
  // board's, decision 135): two boards in one process render the same URL each from its own data.
  const inFlight = new Map<string, { generation: number; page: Promise<CachedPage | null> }>();
  const countJobView = jobViewCounter();

  function answer(c: Context<AppEnv>, page: CachedPage, acceptEncoding: string | undefined): Response {
    // The page's scripts carry the nonce it was rendered with; the CSP (security-headers.ts) names the same one.
    c.set("cspNonce", page.nonce);
    const headers = new Headers(page.headers);
    headers.set("Cache-Control", publicCacheControl);
    headers.set("ETag", page.etag);
    headers.set("Vary", "Accept-Encoding, Cookie, Sec-Fetch-Site");
    if (etagMatches(c.req.header("if-none-match"), page.etag)) {
      // No Content-Security-Policy on a 304 (security-headers.ts): the cache that asked keeps the one stored with its copy,
      // whose nonce is that copy's (another process renders the same page with another nonce, and the same ETag).
      for (const name of [...headers.keys()]) if (!["cache-control", "etag", "vary"].includes(name)) headers.delete(name);
      return new Response(null, { status: 304, headers });
    }
    const gzip = acceptsGzip(acceptEncoding);
    const body = gzip ? gzipOf(page) : page.body;
    if (gzip) headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : (body as unknown as BodyInit), { status: page.status, headers });
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
    const key = cacheKey(c);
    if (cache) {
      if (!watch.isFresh()) await watch.refresh();
      const page = cache.get(key);
      if (page) {
        countJobView(c, path);
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
        countJobView(c, path);
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
      if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie") || !response.body) {
        // Not a page to share (a 404, a redirect, an answer that sets a cookie): nobody keeps it.
        if (!response.headers.has("Cache-Control")) setResponseHeaders(c, { "Cache-Control": "private, no-store" });
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(([name]) => !perAnswer.has(name.toLowerCase()));
      const page = cachedPage(response.status, headers, body, c.get("cspNonce"));
      if (cache && cache.set(key, page, generation)) settle(page);
      c.res = undefined as unknown as Response;
      c.res = answer(c, page, acceptEncoding);
    } finally {
      settle(null);
      if (!rendering) inFlight.delete(key);
    }
  };
}

/** True when the client takes gzip (q above 0, named or by "*"). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name.trim() === "gzip") return accepted;
    if (name.trim() === "*") wildcard = accepted;
  }
  return wildcard;
}

/**
 * The page's URL (the host included: a page names its own origin when PUBLIC_URL is unset) and whether it links the
 * stylesheet or carries it (lib/public-pages.ts): the only request facts that change an anonymous visitor's page.
 */
function cacheKey(c: Context<AppEnv>): string {
  return `${linksStylesheet(c.req.header("sec-fetch-site")) ? "linked" : "inline"} ${c.req.url}`;
}

/**
 * Job pages count a view per visitor that is not a crawler (core/jobs/job-stats.service.ts), cached or not: a cached
 * page's views are gathered and written once a second in one statement, not one upsert per answer (under load those
 * took every connection of the pool, and the change log's read waited behind them).
 */
function jobViewCounter(): (c: Context<AppEnv>, path: string) => void {
  // Each app's own, like inFlight: the flush runs in the scope of the request that set its timer, its app's board.
  const pendingViews = new Map<number, number>();
  let viewFlush: ReturnType<typeof setTimeout> | null = null;
  return (c, path) => {
    const id = /^\/job-details\/(\d{1,9})(?:\/|$)/.exec(path)?.[1];
    if (!id || isbot(c.req.header("user-agent") ?? "")) return;
    pendingViews.set(Number(id), (pendingViews.get(Number(id)) ?? 0) + 1);
    viewFlush ??= setTimeout(() => {
      viewFlush = null;
      const counts = new Map(pendingViews);
      pendingViews.clear();
      void recordJobViews(counts).catch(() => {});
    }, 1_000);
    viewFlush.unref?.();
  };
}
