import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

const clientDir = mkdtempSync(path.join(tmpdir(), "jobboard-client-"));
mkdirSync(path.join(clientDir, "assets"));
const script = "console.log('hello from the client bundle');".repeat(20);
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), script);
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js.br"), brotliCompressSync(script));
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
writeFileSync(path.join(tmpdir(), "outside-secret.txt"), "secret");

const app = createApp({ pageHandler: (c) => c.text("page"), clientDir });

describe("built client files", () => {
  it("serves hashed assets as immutable, brotli-compressed when the browser accepts it", async () => {
    const response = await app.request("/assets/entry-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it("serves the plain file to a client that accepts no compression", async () => {
    const response = await app.request("/assets/entry-abc123.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it("serves public files with a short cache and leaves page paths to the pages", async () => {
    const favicon = await app.request("/favicon.svg");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await app.request("/about")).text()).toBe("page");
  });

  it("answers 404 for a missing asset and never leaves the client folder", async () => {
    expect((await app.request("/assets/missing-000.js")).status).toBe(404);
    const escape = await app.request("/assets/..%2F..%2Foutside-secret.txt");
    expect(await escape.text()).not.toBe("secret");
    const malformed = await app.request("/assets/%E0%A4%A.js");
    expect(malformed.status).toBe(404);
  });
});
