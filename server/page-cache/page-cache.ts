import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { gzipPage } from "./page-gzip";

/**
 * The rendered-page cache of one process (issue 31, docs/decisions/120): anonymous visitors' copies of the
 * public pages, keyed by URL and the request facts that change the page, bounded in bytes (least recently
 * used out first). The change log (change-watch.ts) empties it; a render that was under way when it was
 * emptied is not stored (the generation check), so that nothing read before a change outlives it.
 */
export interface CachedPage {
  status: number;
  /** The response's own headers (content type, links), without those the cache sets per answer. */
  headers: [string, string][];
  /** Over an ArrayBuffer of its own (never a SharedArrayBuffer), so a Response takes it as it is. */
  body: Buffer<ArrayBuffer>;
  /** The body gzipped, made on the first answer that takes gzip (a client that takes none never pays for it). */
  gzip: Buffer<ArrayBuffer> | null;
  /** A weak validator over the body with its CSP nonce masked: the same page rendered by another process has the same one. */
  etag: string;
  /** The nonce the page's scripts carry; the answer's Content-Security-Policy names it. */
  nonce: string;
}

export interface PageCacheCounts {
  hits: number;
  misses: number;
  stores: number;
  invalidations: number;
  entries: number;
  bytes: number;
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  /** Bumped by every clear: a render begun under an older generation is not stored. */
  generation = 0;
  readonly counts = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, maxBytes),
      // The gzip is counted before it exists (HTML compresses to a fifth or less).
      sizeCalculation: (page, key) => Math.ceil(page.body.length * 1.25) + key.length * 2 + 512,
    });
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) this.counts.hits++;
    else this.counts.misses++;
    return page;
  }

  /** The page when held, counted as a hit; a miss is not counted (the caller that renders the page counts it by get). */
  hit(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) this.counts.hits++;
    return page;
  }

  /** Stores a page rendered under `generation`; nothing when the cache was emptied since. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.generation) return false;
    this.entries.set(key, page);
    this.counts.stores++;
    return this.entries.has(key);
  }

  clear(): void {
    this.generation++;
    this.counts.invalidations++;
    this.entries.clear();
  }

  stats(): PageCacheCounts {
    return { ...this.counts, entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

/**
 * The key of a page: its URL (the host included: a page names its own origin when PUBLIC_URL is unset) and whether it
 * links the stylesheet or carries it (lib/public-pages.ts), the only request facts that change an anonymous visitor's page.
 */
export function pageCacheKey(url: string, linksStylesheet: boolean): string {
  return `${linksStylesheet ? "linked" : "inline"} ${url}`;
}

/**
 * The cached form of a rendered page: its body, gzipped once, and its validator. The validator leaves out what differs
 * between two renders of the same page: the nonce and the moment it tells relative times from (its root data holds it),
 * so that every server gives the page one ETag.
 */
export function cachedPage(
  status: number,
  headers: [string, string][],
  body: Buffer<ArrayBuffer>,
  nonce: string,
  renderedAt?: number,
): CachedPage {
  const etag = `W/"${hashWithout(body, [nonce, renderedAt === undefined ? "" : String(renderedAt)]).slice(0, 27)}"`;
  return { status, headers, body, gzip: null, etag, nonce };
}

/**
 * SHA-256 of the body with every occurrence of each `masked` string (empty ones aside) left out, hashed piece by piece
 * from the bytes: turning a page into a string to cut the nonce out took 1.7-4.5 ms of a cache miss under load, the hash
 * of the bytes 0.1-0.4 ms (decision 145).
 */
export function hashWithout(body: Buffer, masked: readonly string[]): string {
  const hash = createHash("sha256");
  const needles = masked.filter(Boolean).map((text) => Buffer.from(text, "latin1"));
  // Each needle's next occurrence, searched again only once the hash has passed it (-1: none left), so that the page
  // is read once per needle however many times the others occur.
  const next = needles.map((needle) => body.indexOf(needle));
  let from = 0;
  for (;;) {
    let nearest = -1;
    for (let index = 0; index < needles.length; index++) {
      if (next[index] !== -1 && next[index] < from) next[index] = body.indexOf(needles[index], from);
      if (next[index] !== -1 && (nearest === -1 || next[index] < next[nearest])) nearest = index;
    }
    if (nearest === -1) break;
    hash.update(body.subarray(from, next[nearest]));
    from = next[nearest] + needles[nearest].length;
  }
  return hash.update(body.subarray(from)).digest("base64url");
}

/** The page's gzip, made once. */
export function gzipOf(page: CachedPage): Buffer<ArrayBuffer> {
  page.gzip ??= gzipPage(page.body);
  return page.gzip;
}

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison; "*" matches any current representation. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}
