/**
 * While the database is unreachable (embedded PostgreSQL restarting, DATABASE_URL
 * server away), every answer that needs it is a clear 503 with Retry-After: JSON for
 * the API, a friendly page for pages. Never a 500 (decision 052). A request that
 * failed with 5xx before the outage was noticed is checked against the database and
 * answered the same way.
 */
import type { Context, MiddlewareHandler } from "hono";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { checkDatabase, databaseIsDown } from "../../db/availability";
import type { AppEnv } from "../context";

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable while its database restarts. Please try again in a few seconds.";

/** Answers that never need the database: liveness, readiness (its own check), files. */
function needsNoDatabase(path: string): boolean {
  if (path === "/healthz" || path === "/readyz" || path.startsWith("/logos/") || path.startsWith("/assets/"))
    return true;
  return /\.[a-z0-9]{1,8}$/i.test(path) && !path.endsWith(".data");
}

const outagePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | ${PRODUCT_NAME}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{color:#475569;line-height:1.5}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#2563eb;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME} is back in a moment</h1>
<p>${UNAVAILABLE_MESSAGE}</p>
<a href="">Try again</a>
</main>
</body>
</html>`;

export function unavailableResponse(c: Context<AppEnv>): Response {
  const headers = {
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
    "X-Request-Id": c.get("requestId") ?? "",
  };
  if (c.req.path.startsWith("/api/")) {
    return Response.json({ message: UNAVAILABLE_MESSAGE, requestId: c.get("requestId") }, { status: 503, headers });
  }
  return new Response(outagePage, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

export const databaseOutage: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (needsNoDatabase(c.req.path)) return next();
  if (databaseIsDown()) return unavailableResponse(c);
  await next();
  if (c.res.status >= 500 && c.res.status !== 503 && !(await checkDatabase())) {
    // Replace, not merge: the failed answer's headers (its length, encoding) do not fit this one.
    c.res = undefined;
    c.res = unavailableResponse(c);
  }
};
