import pino from "pino";
import { env } from "../config/env";

/** One JSON logger for the process; requests log through children carrying their id. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
});
export type Logger = typeof logger;
