import type { Logger } from "./logger";

/** What each request carries through the Hono middleware chain. */
export interface AppVariables {
  requestId: string;
  cspNonce: string;
  log: Logger;
}
export type AppEnv = { Variables: AppVariables };
