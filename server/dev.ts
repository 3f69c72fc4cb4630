import "./dev-mode";
import "./check-env";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { runWithBoard } from "../config/board";
import { loadEnvOrExit } from "../config/env";
import { connectDatabase } from "../db/connect";
import { isCatalogEmpty, loadDemoData } from "../db/seed/load";
import { searchIndex } from "../core/search";
import { createApp } from "./app";
import { closeBoard, createBoard } from "./board";
import { logger } from "./logger";
import { createPageHandler } from "./react-router-handler";

/** `npm run dev`: the same server, with pages served by Vite (hot reload) instead of the build. */
const settings = loadEnvOrExit();
// The board this process runs (decision 135), as server/index.ts makes it.
const board = createBoard(settings);
const connection = await runWithBoard(board, () =>
  connectDatabase({ log: (message) => logger.debug({ postgres: message }) }),
);
if (!settings.DATABASE_URL && (await isCatalogEmpty(connection.handle.sql))) await loadDemoData(connection.handle.sql);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  board,
  pageHandler: createPageHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  ),
});
// Warm the search index in the start sequence, as server/http-server.ts does.
runWithBoard(board, () => searchIndex()).catch((error: Error) =>
  logger.error(`the search index could not be built yet: ${error.message}`),
);
const listener = getRequestListener(app.fetch);
const server = createServer((request, response) =>
  vite.middlewares(request, response, () => listener(request, response)),
);
server.listen(settings.PORT, settings.HOST, () => logger.info(`dev server on http://localhost:${settings.PORT}`));

async function stop() {
  server.close();
  await vite.close();
  await closeBoard(board);
  await connection.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
