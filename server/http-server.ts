import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { AddressInfo, ListenOptions } from "node:net";
import { isMainThread } from "node:worker_threads";
import path from "node:path";
import { runWithBoard, type Board } from "../config/board";
import type { Env } from "../config/env";
import { searchIndex } from "../core/search";
import { createServerApp } from "./app";
import { logger } from "./logger";
import { pagePatterns } from "./metrics/page-patterns";
import { registerSearchMetrics } from "./metrics/state-metrics";
import { createPageHandler, loadServerBuild } from "./react-router-handler";

export interface HttpServer {
  port: number;
  /** Stops accepting connections and waits for in-flight requests (closes idle keep-alive connections at once). */
  close(): Promise<void>;
}

/** How long an idle keep-alive connection stays open: above the 60 s idle timeout of common load balancers. */
export const KEEP_ALIVE_MS = 65_000;

/** The board's HTTP server on PORT/HOST: pages from build/, the API, static files; every request runs for `board`. */
export async function startHttpServer(board: Board, settings: Env, projectDir: string): Promise<HttpServer> {
  const buildDir = path.join(projectDir, "build");
  const build = await loadServerBuild(buildDir);
  const { app, cachedPageLane } = createServerApp({
    board,
    pageHandler: createPageHandler(build, "production"),
    clientDir: path.join(buildDir, "client"),
    pagePattern: pagePatterns(build.routes),
  });
  runWithBoard(board, () => {
    registerSearchMetrics();
    // The start sequence warms the search index (the database is connected by now), so the first visitor does not
    // wait for it; it builds while the server starts listening. /readyz answers on the database alone, as before.
    searchIndex().catch((error: Error) => logger.error(`the search index could not be built yet: ${error.message}`));
  });
  // As @hono/node-server's serve() builds it, with the cached-page lane first: cached public pages are answered before
  // the adapter makes a Fetch Request of them (decision 144).
  const honoListener = getRequestListener(app.fetch, { hostname: settings.HOST });
  const server = createServer((incoming, outgoing) => {
    if (!cachedPageLane(incoming, outgoing)) void honoListener(incoming, outgoing);
  });
  // An idle connection is kept past the idle timeout of the proxies and load balancers that pool connections to us
  // (60 s at the most common) and past a client's pause between two requests: at Node's 5 s a request sent on a
  // connection the server was closing met a reset (a proxy answers 502; an end-to-end test met ECONNRESET). Shutdown
  // closes idle connections at once (close below), so it does not wait for them (decision 234).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A worker thread shares its port with the others through SO_REUSEPORT (thread-workers.ts); Node's types lack the option yet.
  const listenOptions: ListenOptions & { reusePort?: boolean } = {
    port: settings.PORT,
    host: settings.HOST,
    reusePort: !isMainThread,
  };
  server.listen(listenOptions);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections?.();
      return closed;
    },
  };
}
