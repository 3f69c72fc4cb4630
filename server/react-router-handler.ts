import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Board, runWithBoard } from "../config/board";
import type { AppEnv } from "./context";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The moment the page tells relative times from (lib/page-minute.ts, app/lib/page-clock.tsx). */
    renderedAt: number;
    requestId: string;
    /** The board the request is for (decision 135); loaders and actions find it as the current board too. */
    board: Board;
    /**
     * For a request that writes nothing (GET, HEAD): when it began (performance.now()), the moment its loaders' answers
     * from the search index must be fresh as of, so that they share one read of the change log (decision 146).
     * Undefined for the others: an action's loaders ask the index after the action's writes.
     */
    indexFreshAsOf: number | undefined;
  }
}

/**
 * What app/entry.server.tsx exports besides React Router's own: the page bundle's copy of
 * config/board.ts's runWithBoard. In development Vite's module runner loads its own copy of every module, so the
 * server's board scope is not the pages'; each request enters the pages' scope through it. (The production build
 * imports core/, db/ and config/ from the server's own files, decision 210: there it is the same scope.)
 */
type BoardEntry = ServerBuild["entry"]["module"] & { runWithBoard?: typeof runWithBoard };

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

function boardScopeOf(build: ServerBuild): typeof runWithBoard {
  const entry = build.entry.module as BoardEntry;
  if (!entry.runWithBoard)
    throw new Error(
      "The page build's app/entry.server.tsx does not export runWithBoard: build the app again (npm run build).",
    );
  return entry.runWithBoard;
}

/**
 * Hands a request to React Router's server rendering, with the request's nonce, id and board, and
 * inside the bundle's scope of that board, so that the loaders' and actions' calls to core/ use it.
 */
export function createPageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  const handle = createRequestHandler(build, mode);
  // A built bundle is asked once; Vite's development build may change between requests.
  const fixedScope = typeof build === "function" ? undefined : boardScopeOf(build);
  return async (c: Context<AppEnv>) => {
    const indexFreshAsOf = c.req.method === "GET" || c.req.method === "HEAD" ? performance.now() : undefined;
    const board = c.get("board");
    const inBundleScope = fixedScope ?? boardScopeOf(await (build as () => Promise<ServerBuild>)());
    return inBundleScope(board, () =>
      handle(c.req.raw, {
        cspNonce: c.get("cspNonce"),
        renderedAt: c.get("renderedAt"),
        requestId: c.get("requestId"),
        board,
        indexFreshAsOf,
      }),
    );
  };
}
