import { CSRF_HEADER } from "../../core/accounts";
import { UNAVAILABLE_MESSAGE } from "../middleware/database-outage";
import type { ApiApp } from "./api-app";
import { errorBody } from "./shared-schemas";

const apiError = (description: string, message: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" }, example: { message } } },
});

/**
 * What every operation may answer because of a middleware of server/app.ts rather than its own handler, so that
 * no route file has to repeat it: an unknown path or method, the database away (decision 052), and on writes a
 * cookie session without its CSRF header (decision 011) or a body over its limit (middleware/body-limit.ts).
 */
const SHARED_RESPONSES = {
  NoSuchEndpoint: apiError(
    "No such API endpoint: the path, or the method on it, is not part of this API",
    "No such API endpoint",
  ),
  ServiceUnavailable: apiError(
    "The database is briefly away: try again after Retry-After (seconds)",
    UNAVAILABLE_MESSAGE,
  ),
  CsrfRefused: apiError(
    `A cookie-signed-in write without the ${CSRF_HEADER} header echoing the XSRF-TOKEN cookie`,
    "Missing or invalid CSRF token. Reload the page and try again.",
  ),
  BodyTooLarge: apiError(
    "The request body is over this call's limit",
    "The request is too large: at most 128 KB may be sent here.",
  ),
};
const WRITES = new Set(["post", "put", "patch", "delete"]);

const config = {
  openapi: "3.1.0",
  info: {
    title: "Startup Jobs API",
    version: "1.0.0",
    description:
      "Jobs, search, accounts and profiles of the startup job board. Paths follow SPEC §7. Every error answers the ApiError body; " +
      "a path or method that is not listed here answers 404 `No such API endpoint`.",
    license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
  },
  servers: [{ url: "/api" }],
};

/**
 * The OpenAPI document of /api/openapi.json: generated from the routes' Zod schemas (the shared `ApiError` schema
 * comes from shared-schemas.ts), plus what the document itself needs: the licence, and the responses every
 * operation can give whatever its handler does (SHARED_RESPONSES), where the route does not declare its own. Built once.
 */
export function openApiDocument(api: ApiApp): Record<string, any> {
  api.openAPIRegistry.register("ApiError", errorBody);
  const document = api.getOpenAPI31Document(config) as Record<string, any>;
  document.components ??= {};
  document.components.responses = { ...document.components.responses, ...SHARED_RESPONSES };
  const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  for (const operations of Object.values(document.paths ?? {}) as Record<string, any>[]) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.responses["404"] ??= ref("NoSuchEndpoint");
      operation.responses["503"] ??= ref("ServiceUnavailable");
      if (!WRITES.has(method)) continue;
      operation.responses["403"] ??= ref("CsrfRefused");
      operation.responses["413"] ??= ref("BodyTooLarge");
    }
  }
  return document;
}
