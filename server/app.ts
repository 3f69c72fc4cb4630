import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { currentBoard, runWithBoard, type Board } from "../config/board";
import { env } from "../config/env";
import { companyLogoSvg, generatedLogoName } from "../core/companies";
import {
  checkDatabase,
  databaseDownForMs,
  databaseIsDown,
  reportDatabaseError,
  setAvailabilityLog,
} from "../db/availability";
import { createApiApp } from "./api";
import { isAppError } from "../core/shared/app-error";
import { statusOfAppError } from "../core/shared/app-error-status";
import { apiError, appErrorResponse } from "./api/errors";
import type { AppEnv } from "./context";
import { logger } from "./logger";
import { requestMetrics } from "./metrics/http-metrics";
import { limitRequestBodies } from "./middleware/body-limit";
import { compressResponses } from "./middleware/compress-responses";
import { clientAddress, csrfProtection } from "./middleware/csrf";
import { alertOneClickUnsubscribe, alertUnsubscribeApiGet } from "./alert-unsubscribe-links";
import { databaseOutage, unavailableResponse } from "./middleware/database-outage";
import { pageCaching, publicCacheControl, type PageCachingOptions } from "./middleware/page-caching";
import { cachedPageLane } from "./page-cache/cached-page-lane";
import { jobViewCounter } from "./page-cache/job-view-counter";
import { processPageCache } from "./page-cache/process-page-cache";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { createSeoRoutes } from "./seo/seo.routes";
import { serveClientFile } from "./static-assets";

export interface AppOptions {
  /** Renders every page; React Router in production and tests, Vite's dev build in development. */
  pageHandler: (c: import("hono").Context<AppEnv>) => Response | Promise<Response>;
  /** The client build folder (build/client) holding /assets and public files. */
  clientDir?: string;
  /** Names a page's route pattern for the request metrics (server/metrics/page-patterns.ts); "page" when absent. */
  pagePattern?: (path: string) => string;
  /**
   * The board it serves (decision 135): the server's, built once at start; when absent, the board current where the app
   * is made (tests and benchmarks: the default board, whose database they set).
   */
  board?: Board;
}

export function createApp(options: AppOptions) {
  return createServerApp(options).app;
}

/**
 * The app and, for the HTTP server, the cached-page lane in front of it (page-cache/cached-page-lane.ts), which answers
 * cached public pages as the app's page caching would, sharing its cache and job-view counter.
 */
export function createServerApp(options: AppOptions) {
  const board = options.board ?? currentBoard();
  const caching = {
    pages: processPageCache,
    sharedMaxAgeSeconds: 1,
    staleWhileRevalidateSeconds: 30,
    countJobView: jobViewCounter(),
  };
  // Made for the board: its metrics registry and its database availability are the board's.
  const app = runWithBoard(board, () => appFor(board, options, caching));
  const lane = cachedPageLane({
    ...caching,
    board,
    cacheControl: publicCacheControl(caching),
    pagePattern: options.pagePattern,
    trustProxy: env().TRUST_PROXY,
  });
  return { app, cachedPageLane: lane };
}

function appFor(board: Board, options: AppOptions, caching: PageCachingOptions) {
  const app = new Hono<AppEnv>();
  setAvailabilityLog(logger);
  // Before everything: each request, and all it starts, runs for this app's board.
  app.use((c, next) => {
    c.set("board", board);
    return runWithBoard(board, next);
  });
  // Then, so that every answer is counted, the middlewares' refusals included.
  app.use(requestMetrics(options.pagePattern));
  app.use(requestContext);
  app.use(limitRequestBodies);
  app.use(securityHeaders({ trustProxy: env().TRUST_PROXY }));
  app.use(databaseOutage);
  app.use(clientAddress);
  app.use(csrfProtection);

  // Liveness: the process serves. It fails only when the database has been away longer than
  // DATABASE_OUTAGE_LIMIT_SECONDS, so that a supervisor restarts a process that cannot recover.
  app.get("/healthz", (c) => {
    const downSeconds = Math.round(databaseDownForMs() / 1000);
    if (downSeconds > env().DATABASE_OUTAGE_LIMIT_SECONDS) {
      return c.json({ status: "unhealthy", message: `The database has been unreachable for ${downSeconds} s` }, 503);
    }
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    if (!databaseIsDown() && (await checkDatabase(2_000))) return c.json({ status: "ready" });
    c.header("Retry-After", "5");
    return c.json({ status: "unavailable", message: "The database is not reachable" }, 503);
  });

  app.get("/logos/:file", (c) => {
    const name = generatedLogoName(`/logos/${c.req.param("file")}`);
    if (!name) return c.notFound();
    return c.body(companyLogoSvg(name), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
    });
  });

  app.use("/api/*", compressResponses());
  app.get("/api/alerts/unsubscribe", alertUnsubscribeApiGet);
  app.route("/api", createApiApp());
  // A sub-app's notFound is not consulted once mounted, so unknown API paths end here.
  app.all("/api/*", (c) => apiError(c, 404, "No such API endpoint"));

  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.on(["GET", "HEAD"], "/*", async (c, next) => {
      const path = c.req.path;
      // Pages never have a file extension; only then is it worth looking on disk.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) {
        const response = serveClientFile(c, clientDir, path);
        if (response) return response;
        if (path.startsWith("/assets/")) return c.text("Not found", 404);
      }
      await next();
    });
  }

  // Public pages for anonymous visitors: validators, shared lifetimes, the rendered-page cache (decision 120).
  app.use("*", pageCaching(caching));
  app.use("*", compressResponses());
  // Search engines: robots.txt, the sitemap index and its files, the RSS feed.
  app.route("/", createSeoRoutes());
  app.post("/alerts/unsubscribe", alertOneClickUnsubscribe);
  app.all("*", (c) => options.pageHandler(c));

  app.onError((error, c) => {
    // Hono's own refusals (a validator's malformed body, 400/415) keep their status: the client's fault, not ours.
    if (error instanceof HTTPException) {
      const status = error.getResponse().status as ContentfulStatusCode;
      if (status >= 500) c.get("log")?.error({ err: error }, "unhandled error");
      if (c.req.path.startsWith("/api/"))
        return c.json({ message: error.message || "Invalid request", requestId: c.get("requestId") }, status);
      return c.text(error.message || "Invalid request", status);
    }
    // A refusal from core (not found, forbidden, invalid input...): the API answers it by its kind.
    // Pages catch theirs in their loaders and actions; one that escapes is answered here all the same.
    if (isAppError(error)) {
      if (c.req.path.startsWith("/api/")) return appErrorResponse(c, error);
      return c.text(error.message, statusOfAppError(error));
    }
    // A write that names a row deleted meanwhile (a job saved in one tab while the account is deleted in another): the client's race, a 409.
    if ((error as { code?: string }).code === "23503") {
      const message = "What this refers to was deleted meanwhile. Please reload the page.";
      if (c.req.path.startsWith("/api/")) return apiError(c, 409, message);
      return c.text(message, 409);
    }
    // A client that hung up makes reading its body (or writing the answer) fail: not our error.
    if (c.req.raw.signal?.aborted) return c.body(null, 499 as ContentfulStatusCode);
    // The database is away: a 503 with Retry-After, logged once by the availability state, not per request.
    if (reportDatabaseError(error)) return unavailableResponse(c);
    c.get("log")?.error({ err: error }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "Something went wrong on our side. Please try again.");
    return c.html(
      "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>",
      500,
    );
  });
  return app;
}
