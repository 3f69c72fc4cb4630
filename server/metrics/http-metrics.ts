import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Histogram } from "prom-client";
import type { AppEnv } from "../context";
import { processRegistry } from "./registry";

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const labelNames = ["method", "route", "status"] as const;

/**
 * The label a request is counted under: the pattern of the route that answers it, never the
 * raw path, so that the number of series stays bounded whatever URLs clients make up.
 * - an API or other Hono route: its pattern ("/api/jobs/:id"); unknown API paths "/api/*";
 * - a file of the client build: "static";
 * - a page: its React Router pattern (pagePattern), or "page" when none is given.
 * A request refused by a middleware (413, 403, 503) still counts under the route it asked for.
 */
export function routeLabel(c: Context, pagePattern?: (path: string) => string): string {
  const routes = matchedRoutes(c);
  // Middlewares (app.use) are "ALL /*" too; the static-file handler is the only GET one there.
  const responder = routes[c.req.routeIndex];
  if (responder && responder.method !== "ALL" && responder.path === "/*") return "static";
  const specific = routes.find((route) => route.method !== "ALL" && route.path !== "/*" && route.path !== "*");
  if (specific) return specific.path;
  if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return "/api/*";
  return pagePattern ? pagePattern(c.req.path) : "page";
}

export function methodLabel(method: string): string {
  return knownMethods.has(method) ? method : "OTHER";
}

type RequestLabels = Record<(typeof labelNames)[number], string>;

/** Counts a request answered in `seconds` (the current board's registry): the middleware's and the cached-page lane's. */
export function requestCounter(): (labels: RequestLabels, seconds: number) => void {
  const registry = processRegistry();
  const requests =
    (registry.getSingleMetric("http_requests_total") as Counter<(typeof labelNames)[number]> | undefined) ??
    new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames,
      registers: [registry],
    });
  const duration =
    (registry.getSingleMetric("http_request_duration_seconds") as Histogram<(typeof labelNames)[number]> | undefined) ??
    new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its response's headers, by method, route pattern and status",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  return (labels, seconds) => {
    requests.inc(labels);
    duration.observe(labels, seconds);
  };
}

/** Counts every request and its time to the response's headers, by method, route pattern and status. */
export function requestMetrics(pagePattern?: (path: string) => string): MiddlewareHandler<AppEnv> {
  const count = requestCounter();
  return async (c, next) => {
    const started = performance.now();
    await next();
    count(
      { method: methodLabel(c.req.method), route: routeLabel(c, pagePattern), status: String(c.res.status) },
      (performance.now() - started) / 1000,
    );
  };
}
