import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";

/**
 * The app every resource registers its routes on. It lives apart from index.ts (which imports every
 * *.handlers.ts) so that the handlers import it downward instead of back up (docs/decisions/090).
 */
export type ApiApp = OpenAPIHono<AppEnv>;
