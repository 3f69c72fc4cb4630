import type { Board } from "../config/board";
import type { Logger } from "./logger";

/** What each request carries through the Hono middleware chain. */
export interface AppVariables {
  requestId: string;
  cspNonce: string;
  log: Logger;
  /** The board this app serves (decision 135); its code also finds it as the current board. */
  board: Board;
}
export type AppEnv = { Variables: AppVariables };
