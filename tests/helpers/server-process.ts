/**
 * The real `npm start` entry (server/index.ts) in a child process, for tests that
 * need real sockets, real memory figures or real crashes. Output is kept for asserts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findServerPort } from "./free-port";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The node arguments of `npm start` in `projectDir` (its package.json's start script, `exec node <arguments>`), so
 * that a server started here runs as `npm start` runs it there: the same V8 settings (decision 098), the same entry.
 */
export function npmStartArguments(projectDir = fileURLToPath(new URL("../..", import.meta.url))): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(projectDir, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const match = /^exec node (.+)$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script is not "exec node <arguments>": ${scripts.start}`);
  return match[1].split(/\s+/);
}

/** Starts it from `cwd` (default: this process's), with `env` over this process's environment. */
export async function startServerProcess(env: NodeJS.ProcessEnv, cwd?: string): Promise<ServerProcess> {
  const port = await findServerPort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    ...env,
    PORT: String(port),
  };
  delete childEnv.TEST_DATABASE_URL;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, npmStartArguments(cwd), {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/** Resident memory of a process in bytes (Linux). */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) * 1024;
}

/** The JSON log lines of the server's output. */
export function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return line.startsWith("{") ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}
