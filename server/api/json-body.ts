import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { apiError } from "./errors";

/**
 * Answers a body that is not JSON (415) or not well-formed JSON (400) itself, before the validator would throw,
 * so a bad body never becomes a 500. Routes that use it declare 415 (see `errors` in shared-schemas.ts).
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) {
    return apiError(c, 415, "Send the request body as JSON (Content-Type: application/json)");
  }
  try {
    await c.req.json();
  } catch {
    return apiError(c, 400, "Malformed JSON in request body");
  }
  await next();
});
