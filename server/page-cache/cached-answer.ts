import { etagMatches, gzipOf, type CachedPage } from "./page-cache";

/** What changes an anonymous visitor's public page besides its URL (lib/public-pages.ts): a shared cache keys by these. */
export const PUBLIC_PAGE_VARY = "Accept-Encoding, Cookie, Sec-Fetch-Site";

export interface CachedPageRequest {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

export interface CachedPageAnswer {
  status: number;
  /** The answer's headers, made once per page and kind of answer: shared, frozen, never to be changed. */
  headers: Readonly<Record<string, string>>;
  body: Buffer<ArrayBuffer> | null;
}

type AnswerKind = "plain" | "gzip" | "not-modified";

/**
 * The answers to requests for pages the rendered-page cache holds, before the security headers and the request id: a
 * page's stored headers with the shared lifetimes and validator, a 304 when If-None-Match matches, gzipped when the
 * client takes it. One function for both ways a cached page is served (the Hono middleware and the cached-page lane),
 * so that they cannot differ. A page's headers are the same every time it is served: each kind (plain, gzip, 304) is
 * made on its first answer and kept beside the page while the page is kept (issue 31: turning the stored entries into
 * an object on every answer was a tenth of a hit's CPU in the lane).
 */
export function cachedPageAnswers(
  cacheControl: string,
): (page: CachedPage, request: CachedPageRequest) => CachedPageAnswer {
  const prepared = new WeakMap<CachedPage, Partial<Record<AnswerKind, Readonly<Record<string, string>>>>>();
  const headersOf = (page: CachedPage, kind: AnswerKind) => {
    let kinds = prepared.get(page);
    if (!kinds) prepared.set(page, (kinds = {}));
    return (kinds[kind] ??= Object.freeze(answerHeaders(page, kind, cacheControl)));
  };
  return (page, request) => {
    if (etagMatches(request.ifNoneMatch, page.etag))
      return { status: 304, headers: headersOf(page, "not-modified"), body: null };
    const kind = acceptsGzip(request.acceptEncoding) ? "gzip" : "plain";
    const body = kind === "gzip" ? gzipOf(page) : page.body;
    return { status: page.status, headers: headersOf(page, kind), body: request.method === "HEAD" ? null : body };
  };
}

function answerHeaders(page: CachedPage, kind: AnswerKind, cacheControl: string): Record<string, string> {
  const validators = { "cache-control": cacheControl, etag: page.etag, vary: PUBLIC_PAGE_VARY };
  // No Content-Security-Policy on a 304 (security-headers.ts): the cache that asked keeps the one stored with its copy,
  // whose nonce is that copy's (another process renders the same page with another nonce, and the same ETag).
  if (kind === "not-modified") return validators;
  const headers: Record<string, string> = { ...Object.fromEntries(page.headers), ...validators };
  if (kind === "gzip") headers["content-encoding"] = "gzip";
  headers["content-length"] = String((kind === "gzip" ? gzipOf(page) : page.body).length);
  return headers;
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
