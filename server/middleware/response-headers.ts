import type { Context } from "hono";

/**
 * Sets headers on the answer a handler has already made. Hono's `c.header()` after the handler
 * re-creates the Response each time (in case its headers are immutable), which turns
 * @hono/node-server's lightweight response into a full one whose body is then streamed through
 * a ReadableStream: about a tenth of a computed search's CPU under load (decision 096). The
 * headers of responses made here are mutable and are set in place; only a response with
 * immutable headers (one passed through from fetch) goes the way of `c.header()`.
 */
export function setResponseHeaders(
  c: Context,
  headers: Record<string, string>,
  append: Record<string, string> = {},
): void {
  try {
    const target = c.res.headers;
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
    for (const [name, value] of Object.entries(append)) target.append(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    for (const [name, value] of Object.entries(append)) c.header(name, value, { append: true });
  }
}
