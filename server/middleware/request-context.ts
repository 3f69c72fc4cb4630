import { randomBytes, randomUUID } from "node:crypto";
import { startOfMinute } from "../../lib/page-minute";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { logger } from "../logger";
import { setResponseHeaders } from "./response-headers";

const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * CSP nonces, 16 random bytes each, cut from a pool filled 256 at a time: one call into the system's
 * random source per request was 3.5% of the CPU of a cached API answer under load (decision 096).
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function nextCspNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

/** The request's id: the one a proxy set when it is sane, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (kept from X-Request-Id when a proxy set a sane one),
 * a CSP nonce, a child logger, and one log line when it ends.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdFrom(c.req.header("x-request-id"));
  const log = logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("cspNonce", nextCspNonce());
  c.set("renderedAt", startOfMinute(Date.now()));
  c.set("log", log);
  const started = performance.now();
  await next();
  setResponseHeaders(c, { "X-Request-Id": requestId });
  const status = c.res.status;
  const fields = {
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  // The client went away before the answer (a cancelled fetch, the end of a load test): 499 as nginx logs it, not our failure.
  if (c.req.raw.signal?.aborted) log.info({ ...fields, status: 499 }, "client closed the connection before the answer");
  else if (status >= 500) log.error(fields, "request failed");
  else if (c.req.path !== "/healthz") log.info(fields, "request");
});
