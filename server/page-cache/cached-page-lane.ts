import type { IncomingMessage, ServerResponse } from "node:http";
import { runWithBoard, type Board } from "../../config/board";
import { readCookie, SESSION_COOKIE } from "../../core/accounts";
import { databaseIsDown } from "../../db/availability";
import { isPublicPagePath, linksStylesheet } from "../../lib/public-pages";
import { logger } from "../logger";
import { methodLabel, requestCounter } from "../metrics/http-metrics";
import { requestIdFrom } from "../middleware/request-context";
import { isHttps, securityHeaderValues } from "../middleware/security-headers";
import { cachedPageAnswers, type CachedPageAnswer } from "./cached-answer";
import type { CountJobView } from "./job-view-counter";
import { pageCacheKey, type CachedPage } from "./page-cache";
import type { ProcessPageCache } from "./process-page-cache";

export interface CachedPageLaneOptions {
  board: Board;
  pages: () => ProcessPageCache;
  /** The public pages' Cache-Control (page-caching.ts's publicCacheControl). */
  cacheControl: string;
  countJobView: CountJobView;
  pagePattern?: (path: string) => string;
  trustProxy: boolean;
}

/** Taken as they are by @hono/node-server too (its buildUrl): the URL Hono would see is the same string. */
const plainTarget = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const dotSegment = /\/\.\.?(?:[/?#]|$)/;
const plainHost = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The cached-page lane (issue 31, decision 144): an anonymous visitor's request for a public page that this process's
 * rendered-page cache holds is answered straight from node:http's request, before the request becomes a Fetch Request
 * and walks Hono's middleware chain. Under load that walk was most of a cached page's CPU (0.39 ms a request against
 * the bare server's 0.08). The answer is the one the chain gives for the same hit: the same cachedPageAnswers, the same
 * security headers (securityHeaderValues, with the page's nonce), a request id, the request metrics and the log line.
 *
 * Everything it is not sure of goes down the chain untouched (returns false): other methods, a session cookie or an
 * Authorization header, a body, a URL or host that Hono's adapter would rewrite (percent-escapes, dot segments, odd
 * hosts), the database away, the change log not read within its interval, a page not held.
 */
export function cachedPageLane(
  options: CachedPageLaneOptions,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const countRequest = runWithBoard(options.board, requestCounter);
  const answers = cachedPageAnswers(options.cacheControl);
  // An answer's headers with the security headers, as one list for writeHead, by the answer's (shared) headers and the
  // scheme: made once per page and kind, like the answer's own.
  const written = new WeakMap<CachedPageAnswer["headers"], [http?: string[], https?: string[]]>();
  const headersToWrite = (page: CachedPage, answer: CachedPageAnswer, https: boolean): string[] => {
    let bySchemes = written.get(answer.headers);
    if (!bySchemes) written.set(answer.headers, (bySchemes = []));
    return (bySchemes[https ? 1 : 0] ??= Object.entries({
      ...answer.headers,
      ...securityHeaderValues(page.nonce, { status: answer.status, hasOwnPolicy: false, https }),
    }).flat());
  };
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const started = performance.now();
    const method = incoming.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const headers = incoming.headers;
    if (headers.authorization || headers["content-length"] || headers["transfer-encoding"]) return false;
    if (headers.cookie && readCookie(headers.cookie, SESSION_COOKIE)) return false;
    const target = incoming.url ?? "";
    const host = headers.host;
    if (!host || !plainHost.test(host) || !plainTarget.test(target) || dotSegment.test(target)) return false;
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    if (!isPublicPagePath(path)) return false;

    return runWithBoard(options.board, () => {
      if (databaseIsDown()) return false;
      const { cache, watch } = options.pages();
      if (!cache || !watch.isFresh()) return false;
      const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
      const page = cache.hit(
        pageCacheKey(`${scheme}://${host}${target}`, linksStylesheet(header(headers["sec-fetch-site"]))),
      );
      if (!page) return false;

      options.countJobView(path, headers["user-agent"]);
      const answer = answers(page, {
        method,
        ifNoneMatch: header(headers["if-none-match"]),
        acceptEncoding: header(headers["accept-encoding"]),
      });
      const requestId = requestIdFrom(header(headers["x-request-id"]));
      const https = isHttps(`${scheme}:`, header(headers["x-forwarded-proto"]), options.trustProxy);
      outgoing.writeHead(answer.status, [...headersToWrite(page, answer, https), "x-request-id", requestId]);
      outgoing.end(answer.body ?? undefined);

      const ms = performance.now() - started;
      countRequest(
        { method: methodLabel(method), route: options.pagePattern?.(path) ?? "page", status: String(answer.status) },
        ms / 1000,
      );
      logger.info({ requestId, method, path, status: answer.status, ms: Math.round(ms * 10) / 10 }, "request");
      return true;
    });
  };
  return (incoming, outgoing) => {
    try {
      return answer(incoming, outgoing);
    } catch (error) {
      // Never a lost request: unanswered, the chain answers it (and reports what fails there too).
      logger.error({ err: error }, "the cached-page lane failed");
      if (!outgoing.headersSent) return false;
      outgoing.destroy();
      return true;
    }
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}
