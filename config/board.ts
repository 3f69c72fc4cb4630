import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One running job board's state (decision 135): its settings, database handle, search index, caches.
 * Each layer keeps its own parts here (config/env.ts the settings, db/client.ts the database,
 * core/search the index...), so this file knows none of them and every layer may import it.
 *
 * The part a piece of code gets is the one of the board it runs for: the board whose scope it
 * runs in (runWithBoard: a request, a worker, a schedule, the start sequence), else the module's
 * default board, which tests and command-line tools fill. Two boards in one process each keep
 * their own, and nothing is kept on globalThis.
 *
 * Parts are found by name, not by a key object: in development Vite's module runner loads its own
 * copy of every module (this one included), and both copies, given the same board, must find the
 * same database pool and the same search index. (The production build imports the server's files, decision 210.)
 */
export class Board {
  readonly #parts = new Map<string, unknown>();

  /** The board's part, made on first use. */
  part<T>(part: BoardPart<T>): T {
    let value = this.#parts.get(part.name) as T | undefined;
    if (value === undefined) {
      value = part.make();
      this.#parts.set(part.name, value);
    }
    return value;
  }
}

/** A named piece of a board's state, and how to make it the first time it is asked for. */
export interface BoardPart<T> {
  readonly name: string;
  readonly make: () => T;
}

export function boardPart<T>(name: string, make: () => T): BoardPart<T> {
  return { name, make };
}

const scope = new AsyncLocalStorage<Board>();
let defaultBoard: Board | undefined;

/** The board the calling code runs for: its scope's, else this module copy's default board. */
export function currentBoard(): Board {
  return scope.getStore() ?? (defaultBoard ??= new Board());
}

/**
 * Starts this module copy's default board afresh. For test files that share one process (Vitest without isolation,
 * decision 204): each file begins with no index, caches or stopped work left by the file before it.
 */
export function resetDefaultBoard(): void {
  defaultBoard = undefined;
}

/**
 * Runs `work` for `board`: everything it calls, and every callback and promise it starts (timers,
 * queries, a stream's events), sees that board as the current one.
 */
export function runWithBoard<T>(board: Board, work: () => T): T {
  return scope.run(board, work);
}

/** `part` of the current board: the usual way in for the code that owns the part. */
export function currentPart<T>(part: BoardPart<T>): T {
  return currentBoard().part(part);
}
