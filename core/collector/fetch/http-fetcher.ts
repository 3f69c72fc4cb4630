import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import zlib from "node:zlib";
import type { AddressPolicy } from "./address-policy";
import { BlockedAddressError, FetchError, RobotsDisallowedError } from "./fetch-errors";
import { resolveAllowedAddress, systemResolver, type Resolver } from "./guarded-lookup";
import type { HostLimiter } from "./host-limiter";
import { allowAll, parseRobots, type RobotsRules } from "./robots";

export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

export interface FetcherOptions {
  userAgent: string;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  policy: AddressPolicy;
  limiter: HostLimiter;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
}

export interface FetchRequest {
  /** GET unless said; HEAD reads no body. */
  method?: "GET" | "HEAD";
  accept?: string;
  /** Validators from the last successful read: the server may answer 304. */
  etag?: string | null;
  lastModified?: string | null;
}

export interface FetchResponse {
  /** The address after redirects. */
  url: string;
  status: number;
  notModified: boolean;
  body: string;
  contentType: string;
  etag?: string;
  lastModified?: string;
  /** Retry-After of a 429/503, in milliseconds. */
  retryAfterMs?: number;
}

const MAX_RETRY_AFTER_MS = 30_000;

/** Retry-After as seconds or an HTTP date, capped so one server cannot stall a run. */
function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What a server that does not take HEAD answers to it; the link check asks again with GET. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every request the collector makes goes through here: robots.txt, the per-host
 * limiter, the address check on every hop, a timeout, a size cap, retries with
 * backoff on 429/5xx and conditional requests.
 */
export class Fetcher {
  private readonly robots = new Map<string, Promise<RobotsRules | FetchError>>();
  private readonly maxBytes: number;
  private readonly resolve: Resolver;

  constructor(private readonly options: FetcherOptions) {
    this.maxBytes = options.maxBytes ?? MAX_RESPONSE_BYTES;
    this.resolve = options.resolve ?? systemResolver;
  }

  async fetchText(url: string, request: FetchRequest = {}): Promise<FetchResponse> {
    let attempt = 0;
    for (;;) {
      let waitMs = this.options.retryBaseMs * 2 ** attempt;
      try {
        const response = await this.followRedirects(url, request, true);
        if (response.status !== 429 && response.status < 500) return response;
        if (attempt >= this.options.retries)
          throw new FetchError(`${url} answered HTTP ${response.status}`, url, response.status);
        waitMs = Math.max(waitMs, response.retryAfterMs ?? 0);
      } catch (error) {
        const retryable = error instanceof FetchError && error.retryable;
        if (!retryable || attempt >= this.options.retries) throw error;
      }
      attempt += 1;
      await sleep(waitMs);
    }
  }

  /**
   * The HTTP status a link answers now, after redirects, for the apply-link check: HEAD, or GET when the
   * server refuses HEAD. Goes through robots.txt, the per-host limiter and the address check like every
   * request; asked once, without retries (a link that fails now is asked again at a later run).
   * Throws FetchError when there is no answer (timeout, refused connection, blocked address or robots).
   */
  async linkStatus(url: string): Promise<number> {
    const ask = async (method: "GET" | "HEAD") => {
      try {
        return (await this.followRedirects(url, { method, accept: "text/html,*/*" }, true)).status;
      } catch (error) {
        if (error instanceof FetchError && error.status !== undefined) return error.status;
        throw error;
      }
    };
    const status = await ask("HEAD");
    return HEAD_REFUSED.has(status) ? ask("GET") : status;
  }

  private async followRedirects(startUrl: string, request: FetchRequest, checkRobots: boolean): Promise<FetchResponse> {
    let current = startUrl;
    const maxRedirects = this.options.maxRedirects ?? 5;
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const url = new URL(current);
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new FetchError(`refused ${current}: only http and https are fetched`, current);
      if (checkRobots) await this.checkRobots(url);
      const raw = await this.options.limiter.run(url.host, () => this.requestOnce(url, request));
      const location = raw.headers.location;
      if (raw.status >= 300 && raw.status < 400 && raw.status !== 304 && location) {
        // The next hop goes through the same address check, so a redirect cannot reach a private host.
        current = new URL(location, url).toString();
        continue;
      }
      const header = (name: string) => {
        const value = raw.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      if (raw.status !== 304 && (raw.status < 200 || raw.status >= 300) && raw.status !== 429 && raw.status < 500) {
        throw new FetchError(`${current} answered HTTP ${raw.status}`, current, raw.status);
      }
      return {
        url: current,
        status: raw.status,
        notModified: raw.status === 304,
        body: raw.body,
        contentType: header("content-type") ?? "",
        etag: header("etag"),
        lastModified: header("last-modified"),
        retryAfterMs: parseRetryAfter(header("retry-after")),
      };
    }
    throw new FetchError(`${startUrl} redirected more than ${maxRedirects} times`, startUrl);
  }

  private async checkRobots(url: URL): Promise<void> {
    let rules = this.robots.get(url.origin);
    if (!rules) {
      rules = this.readRobots(url.origin);
      this.robots.set(url.origin, rules);
    }
    const result = await rules;
    if (result instanceof FetchError) throw result;
    if (!result.isAllowed(url.pathname + url.search)) throw new RobotsDisallowedError(url.toString());
  }

  private async readRobots(origin: string): Promise<RobotsRules | FetchError> {
    try {
      const response = await this.followRedirects(`${origin}/robots.txt`, { accept: "text/plain" }, false);
      return parseRobots(response.body, this.options.userAgent);
    } catch (error) {
      if (error instanceof BlockedAddressError) return error;
      // RFC 9309: a missing robots.txt (4xx) allows everything; an unreachable one (5xx, timeout) allows nothing.
      if (error instanceof FetchError && error.status !== undefined && error.status >= 400 && error.status < 500)
        return allowAll;
      return new FetchError(
        `robots.txt of ${origin} could not be read (${(error as Error).message}), so nothing there is fetched`,
        origin,
      );
    }
  }

  private async requestOnce(url: URL, request: FetchRequest): Promise<RawResponse> {
    const target = await resolveAllowedAddress(url, this.options.policy, this.resolve);
    // Connect to the address just checked, never to a fresh DNS answer.
    const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
      if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const headers: Record<string, string> = {
      "user-agent": this.options.userAgent,
      accept: request.accept ?? "*/*",
      "accept-encoding": "gzip, deflate, br",
    };
    if (request.etag) headers["if-none-match"] = request.etag;
    if (request.lastModified) headers["if-modified-since"] = request.lastModified;
    const client = url.protocol === "https:" ? https : http;
    const href = url.toString();

    return new Promise<RawResponse>((resolve, reject) => {
      // Settles once: a refused body must not also resolve when its stream ends.
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.destroy();
        reject(
          error instanceof FetchError
            ? error
            : new FetchError(`${href} could not be read: ${error.message}`, href, undefined, true),
        );
      };
      const tooLarge = () => new FetchError(`${href} is larger than ${this.maxBytes / 1024 / 1024} MB`, href);
      const req = client.request(
        url,
        { method: request.method ?? "GET", headers, lookup: pinnedLookup, agent: false },
        (res) => {
          if (Number(res.headers["content-length"] ?? 0) > this.maxBytes) return fail(tooLarge());
          const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase();
          const stream =
            encoding === "gzip"
              ? res.pipe(zlib.createGunzip())
              : encoding === "br"
                ? res.pipe(zlib.createBrotliDecompress())
                : encoding === "deflate"
                  ? res.pipe(zlib.createInflate())
                  : res;
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            // Counted after decompression, so a small compressed bomb is refused too.
            if (size > this.maxBytes) {
              if (stream !== res) stream.destroy();
              return fail(tooLarge());
            }
            chunks.push(chunk);
          });
          stream.on("error", fail);
          stream.on("end", () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            });
          });
        },
      );
      const timer = setTimeout(
        () =>
          fail(
            new FetchError(`${href} did not answer within ${this.options.timeoutMs / 1000} s`, href, undefined, true),
          ),
        this.options.timeoutMs,
      );
      req.on("error", fail);
      req.end();
    });
  }
}
