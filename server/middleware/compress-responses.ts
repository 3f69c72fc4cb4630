import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";
import { setResponseHeaders } from "./response-headers";

const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compress middleware, with the `Vary: Accept-Encoding` it adds to every compressible answer
 * set in place first: compress() sets it with `c.header()`, which re-creates the Response even for
 * a client that asks for no compression (response-headers.ts says what that costs).
 */
export function compressResponses(): MiddlewareHandler {
  const compressor = compress();
  return (c, next) =>
    compressor(c, async () => {
      await next();
      const type = c.res.headers.get("Content-Type");
      const vary = c.res.headers.get("Vary");
      if (
        !type ||
        !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
        vary === "*" ||
        (vary && varyAcceptEncoding.test(vary))
      )
        return;
      setResponseHeaders(c, { Vary: vary ? `${vary}, Accept-Encoding` : "Accept-Encoding" });
    });
}
