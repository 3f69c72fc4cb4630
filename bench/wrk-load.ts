/**
 * The same load as autocannon-load.ts (GET requests rotating through `paths`, 50 connections, for `seconds`) from wrk,
 * Debian's C load generator, 2 threads: with real HTML, autocannon (http-parser-js, every body appended to a string)
 * was the bottleneck at about 2,000 requests a second, where wrk drove a bare server to 21,700 (decision 146).
 *
 * wrk's output read here (`--latency`): "Latency Distribution" with lines like "  99%   12.90ms" (units us, ms, s),
 * "Requests/sec:  15430.00", and when any: "Non-2xx or 3xx responses: N" and
 * "Socket errors: connect A, read B, write C, timeout D". Each wrk thread rotates through the paths from its own start.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./autocannon-load";

/** True when wrk is on the PATH (`apt-get install wrk`); the benchmarks leave its rows out without it. */
export function wrkInstalled(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

const luaString = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function rotationScript(paths: string[]): string {
  return `local paths = { ${paths.map(luaString).join(", ")} }
local threads = 0
function setup(thread)
  thread:set("start", threads * 7)
  threads = threads + 1
end
function init(args)
  at = start or 0
end
function request()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
`;
}

function milliseconds(value: string, unit: string): number {
  return Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
}

export function parseWrkOutput(output: string): LoadResult {
  const percentile = (at: number) => {
    const found = new RegExp(`^\\s*${at}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
    return found ? Math.round(milliseconds(found[1], found[2]) * 100) / 100 : Number.NaN;
  };
  const max = /^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/m.exec(output);
  const total = /^\s*(\d+) requests in/m.exec(output);
  const perSecond = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!total || !perSecond) throw new Error(`wrk's output was not understood:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: { total: Number(total[1]), average: Number(perSecond[1]) },
    latency: {
      p50: percentile(50),
      p90: percentile(90),
      p99: percentile(99),
      max: max ? milliseconds(max[1], max[2]) : Number.NaN,
    },
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

export function wrkLoad(port: number, paths: string[], seconds: number, connections = 50): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wrk-"));
  const script = path.join(dir, "rotation.lua");
  writeFileSync(script, rotationScript(paths));
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      "wrk",
      ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, `http://127.0.0.1:${port}`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrkOutput(output));
        } catch (error) {
          reject(error);
        }
      }
    });
  });
}
