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
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * The answer to a request for a page the rendered-page cache holds, before the security headers and the request id: its
 * stored headers with the shared lifetimes and validator, a 304 when If-None-Match matches, gzipped when the client
 * takes it. One function for both ways a cached page is served (the Hono middleware and the cached-page lane), so that
 * they cannot differ.
 */
export function cachedPageAnswer(page: CachedPage, request: CachedPageRequest, cacheControl: string): CachedPageAnswer {
  const validators = { "cache-control": cacheControl, etag: page.etag, vary: PUBLIC_PAGE_VARY };
  // No Content-Security-Policy on a 304 (security-headers.ts): the cache that asked keeps the one stored with its copy,
  // whose nonce is that copy's (another process renders the same page with another nonce, and the same ETag).
  if (etagMatches(request.ifNoneMatch, page.etag)) return { status: 304, headers: validators, body: null };
  const headers: Record<string, string> = { ...Object.fromEntries(page.headers), ...validators };
  const gzip = acceptsGzip(request.acceptEncoding);
  const body = gzip ? gzipOf(page) : page.body;
  if (gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = String(body.length);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
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
