import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autocannonLoad } from "./autocannon-load";

// Two paths in ten answer after 200 ms, the rest at once: a fifth of the requests are slow, so the median is a fast
// answer and the 95th percentile a slow one, whatever the machine's speed (a timer never fires early).
const paths = Array.from({ length: 10 }, (_, index) => `/${index}`);
const slow = new Set(["/3", "/7"]);
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) =>
    setTimeout(() => response.end("ok"), slow.has(request.url ?? "") ? 200 : 0),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("autocannonLoad", () => {
  it("gives the 95th percentile autocannon's own percentiles leave out, from every response's time", async () => {
    const result = await autocannonLoad((server.address() as AddressInfo).port, paths, 2, 5, true);
    expect(result.errors).toBe(0);
    expect(result.requests.total).toBeGreaterThan(20);
    expect(result.latency.p50).toBeLessThan(200);
    expect(result.latency.p95).toBeGreaterThanOrEqual(200);
    expect(result.latency.p95).toBeLessThanOrEqual(result.latency.max);
  });
});
