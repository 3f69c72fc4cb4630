import pino from "pino";
import { env } from "../../config/env";

/** The mail module's own logger (core does not import the server). */
export const mailLog = pino({ level: env().LOG_LEVEL, base: { module: "mail" } });
