import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { findServerPort } from "../helpers/free-port";
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from "../helpers/server-process";
import { withTestDatabase } from "../setup/test-database";

/**
 * Issue 31 (decision 120): public pages for anonymous visitors carry validators and shared lifetimes and come
 * from each process's rendered-page cache; signed-in pages are private and never shared; a change committed
 * through another server (here: straight to the database, as a write of any process is) is on every server's
 * page within 1 s. Two `npm start` servers on one database, the first with /metrics on, both serving the build.
 */
const database = withTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-page-cache-"));
let first: ServerProcess;
let second: ServerProcess;
let metricsPort: number;
let jobPath: string;
let jobId: number;

async function start(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.handle().url,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    SEED_DEMO_DATA: "never",
    LOG_LEVEL: "warn",
    COLLECTOR_SCHEDULE_HOURS: "0",
    // One public address, as behind one load balancer: pages name it, so both servers render the same bytes.
    PUBLIC_URL: "http://board.example",
    ...env,
  });
  await waitUntilReady(server);
  return server;
}

async function get(server: ServerProcess, target: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${target}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function signUp(server: ServerProcess, name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/user/create/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username: name,
      first_name: name,
      email: `${name}@example.com`,
      password: "Correct-Horse-9-Battery",
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { accesstoken: string }).accesstoken;
}

async function cacheCounts(): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(text)?.[1] ?? NaN);
  return { hits: read("jobboard_page_cache_hits_total"), misses: read("jobboard_page_cache_misses_total") };
}

beforeAll(async () => {
  [jobId] = await insertFixtureJobs(database.handle().sql, [
    { title: "Quokka Cache Engineer", company: "Page Cache Co" },
  ]);
  metricsPort = await findServerPort();
  first = await start({ METRICS_PORT: String(metricsPort) });
  second = await start({});
  // The job's canonical address: /job/{id} redirects to it.
  const redirect = await fetch(`${first.url}/job/${jobId}`, { redirect: "manual" });
  jobPath = new URL(redirect.headers.get("location")!, first.url).pathname;
}, 240_000);

afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((server) => stopServerProcess(server)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("public pages for anonymous visitors", () => {
  it("carry a validator and shared lifetimes, set no cookie, and answer 304 to a matching If-None-Match", async () => {
    for (const target of ["/", jobPath, "/search/job?q=quokka", "/about", "/legal/privacy-policy"]) {
      const page = await get(first, target);
      expect(page.status, target).toBe(200);
      expect(page.headers.get("cache-control"), target).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(page.headers.get("etag"), target).toMatch(/^W\/"[\w-]+"$/);
      expect(page.headers.get("vary"), target).toBe("Accept-Encoding, Cookie, Sec-Fetch-Site");
      expect(page.headers.get("set-cookie"), target).toBeNull();
      // No CSRF token in a page every visitor shares.
      expect(page.body, target).not.toMatch(/"csrfToken":"[^"]+"|name="csrf" value="[^"]+"/);

      const again = await get(first, target, { "If-None-Match": page.headers.get("etag")! });
      expect(again.status, target).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.get("etag")).toBe(page.headers.get("etag"));
      // A 304 leaves the policy stored with the asker's copy (its nonce) alone.
      expect(again.headers.get("content-security-policy")).toBeNull();
      expect((await get(first, target, { "If-None-Match": 'W/"something-else"' })).status).toBe(200);
    }
  });

  it("have the same validator on every server, though each renders with its own nonce", async () => {
    const [one, two] = await Promise.all([get(first, jobPath), get(second, jobPath)]);
    expect(one.headers.get("etag")).toBe(two.headers.get("etag"));
    expect((await get(second, jobPath, { "If-None-Match": one.headers.get("etag")! })).status).toBe(304);
    // Each answer's CSP names the nonce its own page's scripts carry.
    for (const page of [one, two]) {
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy")!)![1];
      expect(page.body).toContain(`nonce="${nonce}"`);
    }
  });

  it("come from the rendered-page cache once rendered, gzipped or not", async () => {
    const before = await cacheCounts();
    const plain = await get(first, "/about?cache-test=1");
    const gzipped = await fetch(`${first.url}/about?cache-test=1`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(plain.body);
    const after = await cacheCounts();
    expect(after.misses - before.misses).toBeGreaterThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
  });

  it("are answered from the cache with the headers of their rendered answer: security headers, its nonce, a request id (decision 144)", async () => {
    const target = "/about?lane-test=1";
    const rendered = await get(first, target);
    const cached = await get(first, target);
    expect(cached.body).toBe(rendered.body);
    const shared = (headers: Headers) =>
      [...headers.keys()]
        .filter((name) => !["date", "keep-alive", "connection", "transfer-encoding"].includes(name))
        .sort();
    expect(shared(cached.headers)).toEqual(shared(rendered.headers));
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cache-control",
      "etag",
      "vary",
      "content-type",
    ]) {
      expect(cached.headers.get(name), name).toBe(rendered.headers.get(name));
    }
    const nonce = /'nonce-([^']+)'/.exec(cached.headers.get("content-security-policy")!)![1];
    expect(cached.body).toContain(`nonce="${nonce}"`);
    expect(cached.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    expect(cached.headers.get("x-request-id")).not.toBe(rendered.headers.get("x-request-id"));
    expect((await get(first, target, { "X-Request-Id": "from-the-proxy.1" })).headers.get("x-request-id")).toBe(
      "from-the-proxy.1",
    );

    const head = await fetch(`${first.url}${target}`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(rendered.body)));
    expect(await head.text()).toBe("");
    const notModified = await get(first, target, { "If-None-Match": rendered.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-content-type-options")).toBe("nosniff");
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    // The same URL written with escapes, or asked with a session cookie, still gets its own right answer.
    expect((await get(first, "/%61bout?lane-test=1")).status).toBe(200);
    const signedIn = await get(first, target, { Cookie: "session=not-a-real-session" });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("carry the stylesheet on a visit's first page and link the immutable file on the next ones (Sec-Fetch-Site)", async () => {
    const arriving = await get(first, jobPath, { "Sec-Fetch-Site": "cross-site" });
    const within = await get(first, jobPath, { "Sec-Fetch-Site": "same-origin" });
    const href = /<link rel="prefetch" href="(\/assets\/[^"]+\.css)"\/>/.exec(arriving.body)?.[1];
    expect(href).toBeDefined();
    expect(arriving.body).toContain('<style data-site-css="">');
    expect(Buffer.byteLength(arriving.body) - Buffer.byteLength(within.body)).toBeGreaterThan(30_000);
    expect(within.body).toContain(`<link data-site-css="" rel="stylesheet" href="${href}"/>`);
    expect(within.body).not.toContain('<style data-site-css="">');
    expect(within.headers.get("etag")).not.toBe(arriving.headers.get("etag"));
    // The two forms are cached apart: asked again, each is the same as before.
    expect((await get(first, jobPath, { "Sec-Fetch-Site": "same-origin" })).headers.get("etag")).toBe(
      within.headers.get("etag"),
    );
    expect((await get(first, jobPath, { "Sec-Fetch-Site": "none" })).headers.get("etag")).toBe(
      arriving.headers.get("etag"),
    );
    const css = await fetch(`${first.url}${href}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(css.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    // The job page's HTML without the stylesheet.
    expect(Buffer.byteLength(within.body), "the job page's HTML when it links the stylesheet").toBeLessThan(40 * 1024);
  });

  it("keep the guest forms' and sign-in's tokens out: the login page sets the cookie and is private", async () => {
    const login = await get(first, "/login");
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    expect(login.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=/);
    expect(login.headers.get("etag")).toBeNull();
  });
});

describe("signed-in pages", () => {
  it("are private, no-store, and one visitor's saved mark reaches nobody else (two users, one page)", async () => {
    const alice = await signUp(first, "alice_cache");
    const bob = await signUp(first, "bob_cache");
    const saved = await fetch(`${first.url}/api/saved-jobs/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${alice}`, "Content-Type": "application/json" },
      body: JSON.stringify({ job: jobId }),
    });
    expect(saved.status).toBeLessThan(300);

    // The anonymous copy is rendered and cached first: it must not answer Alice, and Alice's must not answer anyone.
    const anonymousBefore = await get(first, jobPath);
    const alicePage = await get(first, jobPath, { Cookie: `session=${alice}` });
    const bobPage = await get(first, jobPath, { Cookie: `session=${bob}` });
    const anonymousAfter = await get(first, jobPath);

    expect(alicePage.headers.get("cache-control")).toBe("private, no-store");
    expect(alicePage.headers.get("etag")).toBeNull();
    expect(alicePage.body).toMatch(/aria-pressed="true"/);
    expect(bobPage.headers.get("cache-control")).toBe("private, no-store");
    expect(bobPage.body).toMatch(/aria-pressed="false"/);
    expect(bobPage.body).not.toMatch(/aria-pressed="true"/);
    for (const page of [anonymousBefore, anonymousAfter]) {
      expect(page.headers.get("cache-control")).toMatch(/^public/);
      expect(page.body).not.toMatch(/aria-pressed/);
      expect(page.body).not.toContain("alice_cache");
    }
    // A bearer token is a signed-in request too.
    expect((await get(first, jobPath, { Authorization: `Bearer ${alice}` })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });
});

describe("a change through another server", () => {
  async function onEveryServerWithin(ms: number, expectation: (body: string) => boolean): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    for (const server of [first, second]) {
      const page = await get(server, jobPath);
      expect(expectation(page.body), `server on ${server.port} after ${ms} ms`).toBe(true);
    }
  }

  it("is on every server's cached page within 1 s of its commit: edited, closed, reopened", async () => {
    const sql = database.handle().sql;
    // Cached on both servers (two asks: the second is a hit).
    for (const server of [first, second])
      for (let ask = 0; ask < 2; ask++) expect((await get(server, jobPath)).body).toContain("Quokka Cache Engineer");
    const { hits } = await cacheCounts();
    expect(hits).toBeGreaterThan(0);

    await sql`UPDATE jobs SET description = 'Now with a renamed team: Wombat Platform.', updated_at = now() WHERE id = ${jobId}`;
    await onEveryServerWithin(1_000, (body) => body.includes("Wombat Platform"));

    for (const server of [first, second]) await get(server, jobPath);
    await sql`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = ${jobId}`;
    await onEveryServerWithin(1_000, (body) => body.includes("This job is closed"));

    await sql`UPDATE jobs SET status = 'open', closed_at = NULL WHERE id = ${jobId}`;
    await onEveryServerWithin(1_000, (body) => !body.includes("This job is closed"));
    for (const server of [first, second]) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
