import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { createApp } from "../app";
import { pagePatterns } from "./page-patterns";
import { processRegistry } from "./registry";

withTestDatabase();

// The shape of React Router's server build manifest (build.routes), as app/routes.ts makes it.
const manifest = {
  root: { id: "root", path: "", parentId: undefined },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/job-details": { id: "routes/job-details", parentId: "root", path: "job-details/:id/:slug?" },
  "routes/legal": { id: "routes/legal", parentId: "root", path: "legal" },
  "routes/legal-index": { id: "routes/legal-index", parentId: "routes/legal", index: true },
  "routes/legal-document": { id: "routes/legal-document", parentId: "routes/legal", path: ":document" },
  "routes/guarded": { id: "routes/guarded", parentId: "root" },
  "routes/dashboard": { id: "routes/dashboard", parentId: "routes/guarded", path: "dashboard" },
  "routes/dashboard-jobs": { id: "routes/dashboard-jobs", parentId: "routes/dashboard", path: "jobs" },
  "routes/catch-all": { id: "routes/catch-all", parentId: "root", path: "*" },
} as unknown as Parameters<typeof pagePatterns>[0];

const clientDir = mkdtempSync(path.join(tmpdir(), "metrics-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};");
const app = createApp({ pageHandler: (c) => c.text("page", 200), pagePattern: pagePatterns(manifest), clientDir });

async function counted(route: string, status: string, method = "GET"): Promise<number> {
  const metric = await processRegistry().getSingleMetric("http_requests_total")!.get();
  return (
    metric.values.find(
      (value) => value.labels.route === route && value.labels.status === status && value.labels.method === method,
    )?.value ?? 0
  );
}

async function routesSeen(): Promise<Set<string>> {
  const metric = await processRegistry().getSingleMetric("http_requests_total")!.get();
  return new Set(metric.values.map((value) => String(value.labels.route)));
}

describe("page route patterns", () => {
  const pattern = pagePatterns(manifest);

  it("names a page by its React Router pattern, nested routes joined", () => {
    expect(pattern("/")).toBe("/");
    expect(pattern("/job-details/123/senior-engineer")).toBe("/job-details/:id/:slug?");
    expect(pattern("/job-details/123")).toBe("/job-details/:id/:slug?");
    expect(pattern("/legal")).toBe("/legal");
    expect(pattern("/legal/privacy")).toBe("/legal/:document");
    expect(pattern("/dashboard/jobs")).toBe("/dashboard/jobs");
  });

  it("counts a page's data request (client navigation) under the page", () => {
    expect(pattern("/job-details/7/x.data")).toBe("/job-details/:id/:slug?");
    expect(pattern("/_root.data")).toBe("/");
  });

  it("names every path as React Router's matchRoutes does over the whole table (the table is cut by first segment)", () => {
    const routes = [
      {
        path: "",
        children: [
          { index: true },
          { path: "job-details/:id/:slug?" },
          { path: "legal", children: [{ index: true }, { path: ":document" }] },
          { children: [{ path: "dashboard", children: [{ path: "jobs" }] }] },
          { path: "*" },
        ],
      },
    ];
    const whole = (path: string) =>
      `/${(matchRoutes(routes, path) ?? [])
        .map((match) => match.route.path)
        .filter(Boolean)
        .join("/")}`.replace(/\/+/g, "/");
    for (const path of [
      "/",
      "/LEGAL/Privacy",
      "/Dashboard/JOBS",
      "/legal/privacy/extra",
      "/dashboard",
      "/dashboard/nope",
      "/job-details",
      "/le%67al",
      "//legal",
      "/x",
    ]) {
      expect(pattern(path), path).toBe(whole(path));
    }
  });

  it("puts every unknown path under the catch-all route", () => {
    expect(pattern("/no/such/page/4711")).toBe("/*");
    expect(pattern("/another-made-up-url")).toBe("/*");
  });
});

describe("request metrics labels", () => {
  it("counts an API call under its route pattern, not its path", async () => {
    const before = await counted("/api/job/:id", "404");
    await app.request("/api/job/987654");
    await app.request("/api/job/987655");
    expect(await counted("/api/job/:id", "404")).toBe(before + 2);
    expect(await routesSeen()).not.toContain("/api/job/987654");
  });

  it("counts unknown API paths under one label", async () => {
    const before = await counted("/api/*", "404");
    await app.request("/api/made-up-1");
    await app.request("/api/made-up-2/deeper");
    expect(await counted("/api/*", "404")).toBe(before + 2);
  });

  it("counts pages by their pattern, made-up URLs under the catch-all", async () => {
    const before = await counted("/job-details/:id/:slug?", "200");
    await app.request("/job-details/1/a");
    await app.request("/job-details/2/b");
    expect(await counted("/job-details/:id/:slug?", "200")).toBe(before + 2);
    for (let i = 0; i < 5; i++) await app.request(`/random-${i}`);
    const seen = await routesSeen();
    expect(seen).toContain("/*");
    expect([...seen].some((route) => route.startsWith("/random-"))).toBe(false);
  });

  it("counts files of the client build as static, found or not", async () => {
    const found = await counted("static", "200");
    const missing = await counted("static", "404");
    expect((await app.request("/assets/entry-abc123.js")).status).toBe(200);
    expect((await app.request("/assets/entry-gone.js")).status).toBe(404);
    expect(await counted("static", "200")).toBe(found + 1);
    expect(await counted("static", "404")).toBe(missing + 1);
    expect(await routesSeen()).not.toContain("/assets/entry-abc123.js");
  });

  it("counts a refusal by a middleware under the route asked for, with its status", async () => {
    // A cookie-authenticated write without the CSRF header is refused before the handler runs.
    const before = await counted("/api/adduser/", "403", "POST");
    const response = await app.request("/api/adduser/", {
      method: "POST",
      headers: { cookie: "session=x", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await counted("/api/adduser/", "403", "POST")).toBe(before + 1);
  });

  it("records the latency histogram under the same labels", async () => {
    await app.request("/healthz");
    const histogram = await processRegistry().getSingleMetric("http_request_duration_seconds")!.get();
    const count = histogram.values.find(
      (value) =>
        (value as { metricName?: string }).metricName === "http_request_duration_seconds_count" &&
        value.labels.route === "/healthz",
    );
    expect(count?.value).toBeGreaterThanOrEqual(1);
  });

  it("folds methods it does not know into OTHER", async () => {
    await app.request("/healthz", { method: "PROPFIND" });
    const metric = await processRegistry().getSingleMetric("http_requests_total")!.get();
    const methods = new Set(metric.values.map((value) => value.labels.method));
    expect(methods).toContain("OTHER");
    expect(methods).not.toContain("PROPFIND");
  });
});
