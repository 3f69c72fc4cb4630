import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Fixture career sites for the collector's tests and benchmark: a real HTTP server
 * on 127.0.0.1 that serves canned feeds and pages, answers conditional requests,
 * and records what it was asked (hits, 304s, concurrency, User-Agent).
 */
export interface FixtureRoute {
  body?: string | (() => string);
  /** Bytes sent as they are (compressed bodies); wins over body. */
  raw?: Buffer;
  /** A function is given the request's method (a server that refuses HEAD, say). */
  status?: number | ((method: string) => number);
  contentType?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Send an ETag and answer If-None-Match with 304 (default true for 200s). */
  etag?: boolean;
}

export interface CareerSite {
  origin: string;
  url(pathWithQuery: string): string;
  setRoute(pathWithQuery: string, route: FixtureRoute): void;
  removeRoute(pathWithQuery: string): void;
  hits(pathWithQuery: string): number;
  totalHits(): number;
  notModifiedCount(): number;
  maxConcurrent(): number;
  userAgents(): Set<string>;
  close(): Promise<void>;
}

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/career-sites");

/** A fixture file's text with {{ORIGIN}} replaced, so pages can link to their own server. */
export function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), "utf8");
}

export async function startCareerSite(routes: Record<string, FixtureRoute> = {}): Promise<CareerSite> {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  const agents = new Set<string>();
  let notModified = 0;
  let active = 0;
  let peak = 0;
  let origin = "";

  const server = http.createServer((request, response) => {
    const key = request.url ?? "/";
    hits.set(key, (hits.get(key) ?? 0) + 1);
    agents.add(String(request.headers["user-agent"] ?? ""));
    active += 1;
    peak = Math.max(peak, active);
    response.on("close", () => {
      active -= 1;
    });
    const route = table.get(key) ?? table.get(key.split("?")[0]);
    const respond = () => {
      if (!route) {
        response.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      const status = typeof route.status === "function" ? route.status(request.method ?? "GET") : (route.status ?? 200);
      const body = (typeof route.body === "function" ? route.body() : (route.body ?? "")).replaceAll(
        "{{ORIGIN}}",
        origin,
      );
      const headers: Record<string, string> = {
        "content-type": route.contentType ?? "application/json; charset=utf-8",
        ...route.headers,
      };
      if (status === 200 && route.etag !== false) {
        const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
        headers.etag = etag;
        if (request.headers["if-none-match"] === etag) {
          notModified += 1;
          response.writeHead(304, { etag }).end();
          return;
        }
      }
      response.writeHead(status, headers).end(route.raw ?? body);
    };
    if (route?.delayMs) {
      const timer = setTimeout(respond, route.delayMs);
      response.on("close", () => clearTimeout(timer));
    } else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    url: (pathWithQuery) => `${origin}${pathWithQuery}`,
    setRoute: (pathWithQuery, route) => void table.set(pathWithQuery, route),
    removeRoute: (pathWithQuery) => void table.delete(pathWithQuery),
    hits: (pathWithQuery) => hits.get(pathWithQuery) ?? 0,
    totalHits: () => [...hits.values()].reduce((sum, count) => sum + count, 0),
    notModifiedCount: () => notModified,
    maxConcurrent: () => peak,
    userAgents: () => agents,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
