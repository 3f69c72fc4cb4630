/**
 * The load the HTTP benchmarks put on a server: autocannon, GET requests rotating through
 * `paths`, 50 connections by default, for `seconds`.
 *
 * autocannon sends each connection through the requests in the same order, from the first: every
 * connection then asks the same path at about the same moment, round after round. `staggered`
 * starts each connection's round at a different path (the next one for each round a connection
 * begins), so that what is in flight at any moment is the mix of the rotation, as with visitors
 * who do not act in step. Every round still asks each path once.
 */
import { spawn } from "node:child_process";
import type { EventEmitter } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error autocannon ships no type declarations; the little used here is typed below.
import autocannonUntyped from "autocannon";
import { percentile } from "./percentile";

export interface LoadResult {
  requests: { total: number; average: number };
  /** Milliseconds. p95 is autocannon's only (its histogram has 90 and 97.5, not 95): wrk-load.ts gives none. */
  latency: { p50: number; p90: number; p95?: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

interface LoadRequest {
  method: string;
  path: string;
  /** Called before each request with the connection's context for this round (autocannon resets it to {} when a round restarts). */
  setupRequest?: (request: { path: string }, context: { start?: number }) => { path: string };
}

/** A run: a promise of its result, and an emitter of each response ('response': client, status, bytes, ms). */
const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
}) => Promise<LoadResult> & EventEmitter;

export async function autocannonLoad(
  port: number,
  paths: string[],
  seconds: number,
  connections = 50,
  staggered = false,
): Promise<LoadResult> {
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: staggered ? staggeredRequests(paths) : paths.map((target) => ({ method: "GET", path: target })),
  });
  // Every response's time, for the p95 autocannon's percentiles leave out (a few bytes a response).
  const times: number[] = [];
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await run;
  const p95 = times.length ? Number(percentile(times, 0.95).toFixed(1)) : undefined;
  return { ...result, latency: { ...result.latency, p95 } };
}

/** The paths as requests whose round starts at a different path for each round a connection begins. */
function staggeredRequests(paths: string[]): LoadRequest[] {
  let nextStart = 0;
  return paths.map((_, position) => ({
    method: "GET",
    path: paths[position],
    setupRequest: (request, context) => {
      if (position === 0 || context.start === undefined) context.start = nextStart++ % paths.length;
      request.path = paths[(context.start + position) % paths.length];
      return request;
    },
  }));
}

export interface ChildLoad {
  result: LoadResult;
  /** The load generator's own CPU (user and system) over the run. */
  cpuMs: number;
}

/**
 * The same load from a process of its own (bench/autocannon-child.ts), so that the generator's CPU is neither this
 * process's nor its event loop's: the benchmark can watch the server meanwhile.
 */
export function autocannonInChild(options: {
  port: number;
  paths: string[];
  seconds: number;
  connections?: number;
  staggered?: boolean;
}): Promise<ChildLoad> {
  const benchDir = path.dirname(fileURLToPath(import.meta.url));
  const { connections = 50, staggered = true } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(benchDir, "autocannon-child.ts"),
        JSON.stringify({ ...options, connections, staggered }),
      ],
      { cwd: path.resolve(benchDir, ".."), stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line.startsWith("{"))
        return reject(new Error(`the load generator exited with ${code}: ${output}`));
      resolve(JSON.parse(line) as ChildLoad);
    });
  });
}
