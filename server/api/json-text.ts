import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/**
 * A JSON answer whose text core has serialised already (search keeps each job's JSON in its row cache, so it
 * never parses and re-serialises it), typed as `c.json<T>` would type it, so the route's schema checks the
 * handler. The text is `JSON.stringify` of a T by contract of the core function that made it.
 */
export function jsonTextResponse<T>(c: Context, text: string): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  const response: Response = c.body(text, 200, { "content-type": "application/json" });
  return response as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
