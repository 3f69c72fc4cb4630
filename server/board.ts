import { Board, runWithBoard } from "../config/board";
import { setBoardSettings, type Env } from "../config/env";
import { closeMailTransport } from "../core/mail";
import { stopSearchIndex, type SharedBases } from "../core/search";
import { setBoardDatabase, type DatabaseHandle } from "../db/client";
import { configureSearchFromSettings } from "./search-settings";

/**
 * The board a server process runs (decision 135), made once in its start sequence: its settings, its search
 * settings (snapshots in DATA_DIR), and its database when already connected (a cluster worker's; the main process's
 * connectDatabase, run in the board's scope, gives it its own), and its end of the shared search index when the HTTP
 * workers are threads (server/search-sharing.ts). Every other part is made on first use.
 */
export function createBoard(settings: Env, database?: DatabaseHandle, sharedSearch?: SharedBases): Board {
  const board = new Board();
  setBoardSettings(board, settings);
  if (database) setBoardDatabase(board, database);
  runWithBoard(board, () => configureSearchFromSettings(settings, sharedSearch));
  return board;
}

/**
 * Stops what the board's parts keep running, before its database pool closes: a search index build or snapshot write
 * under way stops at once (instead of holding the pool's close), and the SMTP connections close.
 */
export function closeBoard(board: Board): Promise<void> {
  return runWithBoard(board, async () => {
    closeMailTransport();
    await stopSearchIndex();
  });
}
