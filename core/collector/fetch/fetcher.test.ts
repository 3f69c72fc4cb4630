import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import { addressPolicy, classifyAddress } from "./address-policy";
import { BlockedAddressError, RobotsDisallowedError } from "./fetch-errors";
import { HostLimiter } from "./host-limiter";
import { Fetcher, type FetcherOptions } from "./http-fetcher";
import { parseRobots } from "./robots";

const userAgent = "StartupJobsBot/1.0 (+https://startupjobs.example/bot)";

function fetcher(overrides: Partial<FetcherOptions> = {}) {
  return new Fetcher({
    userAgent,
    timeoutMs: 2_000,
    retries: 0,
    retryBaseMs: 10,
    policy: addressPolicy(true),
    limiter: new HostLimiter(2, 0),
    ...overrides,
  });
}

// Allows the fixture server's own address and nothing else private: proves each redirect hop is checked.
const onlyFixtureAddress = (address: string) => (address === "127.0.0.1" ? undefined : addressPolicy(false)(address));

let site: CareerSite;
beforeAll(async () => {
  let flaky = 0;
  let throttled = 0;
  site = await startCareerSite({
    "/robots.txt": {
      contentType: "text/plain",
      body: "User-agent: *\nDisallow: /private\n\nUser-agent: OtherBot\nDisallow: /\n",
      etag: false,
    },
    "/feed.json": { body: '{"jobs":[]}' },
    "/private/feed.json": { body: "{}" },
    "/slow.json": { body: "{}", delayMs: 20_000 },
    "/huge.json": { body: "x".repeat(10 * 1024 * 1024 + 10) },
    "/to-metadata": { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
    "/to-private": { status: 301, headers: { location: "http://10.1.2.3/careers" } },
    "/to-ipv6-loopback": { status: 302, headers: { location: "http://[::1]:9/careers" } },
    "/to-feed": { status: 302, headers: { location: "/feed.json" } },
    "/flaky.json": { status: () => (++flaky <= 2 ? 503 : 200), body: '{"ok":true}' },
    "/throttled.json": {
      status: () => (++throttled <= 1 ? 429 : 200),
      body: '{"ok":true}',
      headers: { "retry-after": "1" },
    },
    "/gone.json": { status: 404 },
    "/gzipped.json": { raw: gzipSync('{"jobs":["compressed"]}'), headers: { "content-encoding": "gzip" } },
    "/bomb.json": { raw: gzipSync(Buffer.alloc(11 * 1024 * 1024, 32)), headers: { "content-encoding": "gzip" } },
    "/page": { body: "<p>x</p>", contentType: "text/html", delayMs: 150 },
  });
});
afterAll(() => site.close());

describe("address policy", () => {
  it("refuses loopback, private, link-local and mapped addresses, allows public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.1.1",
      "100.64.0.1",
      "::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0.0.0.0",
    ]) {
      expect(addressPolicy(false)(address), address).toMatch(/loopback or private/);
    }
    for (const address of ["169.254.169.254", "fe80::1", "224.0.0.1"]) {
      expect(addressPolicy(false)(address), address).toMatch(/link-local/);
      // Cloud metadata stays out of reach even when private hosts are allowed for tests.
      expect(addressPolicy(true)(address), address).toMatch(/link-local/);
    }
    expect(addressPolicy(true)("127.0.0.1")).toBeUndefined();
    expect(classifyAddress("8.8.8.8")).toBeUndefined();
    expect(classifyAddress("2606:4700::1111")).toBeUndefined();
  });
});

describe("fetcher", () => {
  it("reads a feed with a User-Agent naming the board", async () => {
    const response = await fetcher().fetchText(site.url("/feed.json"));
    expect(response.body).toBe('{"jobs":[]}');
    expect(site.userAgents()).toContain(userAgent);
  });

  it("refuses the fixture server itself when private hosts are not allowed, before connecting", async () => {
    const before = site.totalHits();
    const strict = fetcher({ policy: addressPolicy(false) });
    await expect(strict.fetchText(site.url("/feed.json"))).rejects.toThrow(
      /127\.0\.0\.1 is a loopback or private address/,
    );
    await expect(strict.fetchText(`http://localhost:${new URL(site.origin).port}/feed.json`)).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    expect(site.totalHits()).toBe(before);
  });

  it("checks every redirect hop: metadata, private and IPv6 loopback targets are refused", async () => {
    const guarded = fetcher({ policy: onlyFixtureAddress, timeoutMs: 500 });
    await expect(guarded.fetchText(site.url("/to-metadata"))).rejects.toThrow(/169\.254\.169\.254 is a link-local/);
    await expect(guarded.fetchText(site.url("/to-private"))).rejects.toThrow(/10\.1\.2\.3 is a loopback or private/);
    await expect(guarded.fetchText(site.url("/to-ipv6-loopback"))).rejects.toThrow(/::1 is a loopback or private/);
    const followed = await guarded.fetchText(site.url("/to-feed"));
    expect(followed.url).toBe(site.url("/feed.json"));
  });

  it("times out a slow server and refuses responses over 10 MB", async () => {
    const started = Date.now();
    await expect(fetcher({ timeoutMs: 300 }).fetchText(site.url("/slow.json"))).rejects.toThrow(
      /did not answer within 0.3 s/,
    );
    // It gave up long before the server answered (20 s); the margin is for a busy CI machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetcher().fetchText(site.url("/huge.json"))).rejects.toThrow(/larger than 10 MB/);
    // Compressed responses are read, and the cap counts the decompressed size (an 11 KB gzip bomb is refused).
    expect((await fetcher().fetchText(site.url("/gzipped.json"))).body).toBe('{"jobs":["compressed"]}');
    await expect(fetcher().fetchText(site.url("/bomb.json"))).rejects.toThrow(/larger than 10 MB/);
  });

  it("retries 5xx and 429 with backoff, and gives up on 404 at once", async () => {
    const retrying = fetcher({ retries: 2, retryBaseMs: 20 });
    expect((await retrying.fetchText(site.url("/flaky.json"))).body).toBe('{"ok":true}');
    expect(site.hits("/flaky.json")).toBe(3);
    const started = Date.now();
    expect((await retrying.fetchText(site.url("/throttled.json"))).status).toBe(200);
    expect(site.hits("/throttled.json")).toBe(2);
    // The server asked for one second: the retry waited for it instead of the 20 ms backoff.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await expect(retrying.fetchText(site.url("/gone.json"))).rejects.toThrow(/HTTP 404/);
    expect(site.hits("/gone.json")).toBe(1);
  });

  it("respects robots.txt", async () => {
    await expect(fetcher().fetchText(site.url("/private/feed.json"))).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(site.hits("/private/feed.json")).toBe(0);
    const rules = parseRobots(
      "User-agent: startupjobsbot\nDisallow: /\nAllow: /careers$\n\nUser-agent: *\nAllow: /",
      userAgent,
    );
    expect(rules.isAllowed("/careers")).toBe(true);
    expect(rules.isAllowed("/careers/1")).toBe(false);
  });

  it("asks 'changed since?' with the ETag and gets a 304", async () => {
    const first = await fetcher().fetchText(site.url("/feed.json"));
    const second = await fetcher().fetchText(site.url("/feed.json"), { etag: first.etag });
    expect(second.notModified).toBe(true);
    expect(site.notModifiedCount()).toBeGreaterThan(0);
  });

  it("keeps at most two requests in flight per host, pausing between them", async () => {
    const polite = fetcher({ limiter: new HostLimiter(2, 50) });
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, () => polite.fetchText(site.url("/page"))));
    expect(site.maxConcurrent()).toBeLessThanOrEqual(2);
    // Six requests of 150 ms, two at a time, 50 ms apart: at least three rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 + 2 * 50);
  });
});
