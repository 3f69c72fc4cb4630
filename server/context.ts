import type { Board } from "../config/board";
import type { Logger } from "./logger";

/** What each request carries through the Hono middleware chain. */
export interface AppVariables {
  requestId: string;
  cspNonce: string;
  /** The start of the minute the request began in: what its page tells relative times from (lib/page-minute.ts). */
  renderedAt: number;
  log: Logger;
  /** The board this app serves (decision 135); its code also finds it as the current board. */
  board: Board;
}
export type AppEnv = { Variables: AppVariables };
