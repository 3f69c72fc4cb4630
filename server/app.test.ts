import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../tests/setup/test-database";
import { createTestApp, requestJson } from "../tests/setup/test-app";

withTestDatabase();
const app = createTestApp();

describe("the server shell", () => {
  it("answers /healthz while the process is up", async () => {
    const response = await requestJson(app, "/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("answers /readyz when the database answers", async () => {
    const response = await requestJson(app, "/readyz");
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("ready");
  });

  it("sets the security headers and a CSP nonce on every response", async () => {
    const response = await app.request("/healthz");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("gives each request its own nonce and id", async () => {
    const [first, second] = await Promise.all([app.request("/healthz"), app.request("/healthz")]);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
  });

  it("keeps a sane X-Request-Id from a proxy and replaces a hostile one", async () => {
    const kept = await app.request("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123");
    const replaced = await app.request("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown API path with a JSON 404 carrying the request id", async () => {
    const response = await requestJson(app, "/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("No such API endpoint");
    expect(response.body.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("answers an HTTPException from body parsing with its own status as JSON, not a 500", async () => {
    // POST /api/alerts/confirmations (open to guests) leaves body parsing to the validator, which throws
    // HTTPException(400) on malformed JSON. A signed-in route answers a guest 401 before reading the body.
    const response = await requestJson(app, "/api/alerts/confirmations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: "Malformed JSON in request body",
      requestId: response.headers.get("x-request-id"),
    });
  });

  it("serves the OpenAPI document and its reader", async () => {
    const document = await requestJson(app, "/api/openapi.json");
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe("3.1.0");
    const docs = await app.request("/api/docs");
    expect(await docs.text()).toContain("/api/openapi.json");
  });

  it("draws a logo for a company slug and refuses anything else", async () => {
    const logo = await app.request("/logos/nimbus-labs.svg");
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await logo.text()).toContain(">NL<");
    expect((await app.request("/logos/..%2Fetc%2Fpasswd.svg")).status).toBe(404);
  });

  it("sends HSTS only over HTTPS", async () => {
    const response = await app.request("https://board.example/healthz");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
