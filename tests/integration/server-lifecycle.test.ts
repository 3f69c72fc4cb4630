import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { isAlive } from "../../db/embedded";
import { findServerPort } from "../helpers/free-port";
import { npmStartArguments } from "../helpers/server-process";

/**
 * The real `npm start` entry in a child process: start, serve, share the database
 * with a CLI, survive SIGKILL, stop cleanly on SIGTERM, refuse bad settings clearly.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-lifecycle-"));
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  NODE_ENV: "production",
};
delete baseEnv.DATABASE_URL;
delete baseEnv.TEST_DATABASE_URL;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A test that failed (a start slower than its bound on a loaded machine) must not leave its server
// holding DATA_DIR and its database for the next test: stop it, and kill it if it does not stop.
const running = new Set<Started>();
afterEach(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      const stopped = await Promise.race([
        server.exited.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]);
      if (!stopped) server.child.kill("SIGKILL");
    }
    running.delete(server);
  }
}, 30_000);

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(extraEnv: Record<string, string> = {}, viaNpm = false): Promise<Started> {
  const port = await findServerPort();
  const [command, args] = viaNpm ? ["npm", ["start", "--silent"]] : [process.execPath, npmStartArguments()];
  const child = spawn(command, args, {
    env: { ...baseEnv, PORT: String(port), ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = { child, port, output: () => output, exited };
  running.add(started);
  return started;
}

async function waitUntilReady(server: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined;
}

/** What DATA_DIR/search-index holds: the index snapshots (decision 023), and any temporary or lock file. */
function snapshotFiles(): string[] {
  const dir = path.join(dataDir, "search-index");
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function waitFor(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 200) {
    if (waited > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The cluster workers (server/worker.ts) the server process forked. */
function workerPids(parent: number): number[] {
  const listed = spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(parent)], { encoding: "utf8" }).stdout;
  return listed
    .split("\n")
    .filter((line) => line.includes("worker.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** The command lines of a process's children. */
function childCommands(parent: number): string[] {
  return spawnSync("ps", ["-o", "args=", "--ppid", String(parent)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
}

/** The young generation `npm start` gives V8 (decision 098): the server and each worker must run with it. */
const YOUNG_GENERATION_FLAG = "--max-semi-space-size=64";

describe("the server process", () => {
  it("starts on an empty data folder, loads the demo data and serves pages", async () => {
    const server = await startServer();
    await waitUntilReady(server);
    const home = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toContain("nonce-");
    expect(server.output()).toMatch(/loaded the demo data: 1200 jobs/);

    // A CLI command while the server runs uses the same embedded PostgreSQL and leaves it running.
    const cli = spawnSync(process.execPath, ["--import", "tsx", "db/cli/migrate.ts"], {
      env: baseEnv,
      encoding: "utf8",
    });
    expect(cli.stdout).toMatch(/Database is up to date/);
    expect(cli.status).toBe(0);
    // spawnSync held this process's event loop while the server closed the idle keep-alive socket of the fetch
    // above; one turn of the loop lets the client see that close instead of reusing the dead socket.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);

    // The workers write the search index snapshot after building the index (snapshots are on by default).
    await waitFor(() => snapshotFiles().some((name) => name.endsWith(".snapshot")), "the search index snapshot");

    // SIGKILL leaves PostgreSQL behind; the next start must adopt it, not fail.
    const orphan = postmasterPid()!;
    server.child.kill("SIGKILL");
    await server.exited;
    expect(isAlive(orphan)).toBe(true);

    const again = await startServer();
    await waitUntilReady(again);
    expect(again.output()).not.toMatch(/loaded the demo data/);
    // The restarted workers start from the snapshot the first ones wrote.
    await waitFor(
      () => /1200 jobs loaded from .*search-index-\w+\.snapshot/.test(again.output()),
      "the index loaded from the snapshot",
    );
    expect(again.output()).not.toMatch(/building from the database/);

    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    expect(again.output()).toMatch(/stopped cleanly/);
    expect(isAlive(orphan)).toBe(false);
  }, 180_000);

  it("stops cleanly, database included, when `npm start` itself gets SIGTERM (as from a process manager)", async () => {
    const server = await startServer({}, true);
    await waitUntilReady(server);
    // npm runs the start script, which execs node with npm start's V8 settings.
    expect(childCommands(server.child.pid!).find((command) => command.includes("server/index.ts"))).toContain(
      YOUNG_GENERATION_FLAG,
    );
    const postmaster = postmasterPid()!;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);
    expect(isAlive(postmaster)).toBe(false);
  }, 120_000);

  it("serves from WEB_CONCURRENCY worker processes and stops them, then the database, on SIGTERM", async () => {
    const server = await startServer({ WEB_CONCURRENCY: "2" });
    await waitUntilReady(server);
    // One worker may answer /readyz before the other is listening; the line comes when both are.
    for (let waited = 0; waited < 30_000 && !/worker processes\)/.test(server.output()); waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(2 worker processes\)/);
    const workers = workerPids(server.child.pid!);
    expect(workers).toHaveLength(2);
    // Each worker runs with the main process's V8 settings.
    const workerCommands = childCommands(server.child.pid!).filter((line) => line.includes("worker.ts"));
    expect(workerCommands).toHaveLength(2);
    for (const command of workerCommands) expect(command).toContain(YOUNG_GENERATION_FLAG);
    // From the snapshot, though the embedded PostgreSQL (stopped by the test before) listens on another port now.
    await waitFor(
      () => /1200 jobs loaded from .*search-index-\w+\.snapshot/.test(server.output()),
      "the index loaded from the snapshot",
    );
    const postmaster = postmasterPid()!;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);
    for (const pid of workers) expect(isAlive(pid)).toBe(false);
    expect(isAlive(postmaster)).toBe(false);
    // Two workers, one snapshot file, whole: no temporary or lock file left by a write stopped at shutdown.
    expect(snapshotFiles()).toEqual([expect.stringMatching(/^search-index-\w+\.snapshot$/)]);
  }, 120_000);

  it("refuses a bad setting with one clear line naming the variable", async () => {
    const server = await startServer({ PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot start: Invalid environment variable PORT/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("stops with one clear line when the database cannot be opened", async () => {
    const server = await startServer({ DATABASE_URL: "postgres://nobody:wrong@127.0.0.1:1/none" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot start: the database named by DATABASE_URL could not be opened/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
