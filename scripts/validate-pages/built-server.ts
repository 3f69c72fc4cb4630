/** Starts the built board the way the end-to-end tests do (tests/e2e/serve.ts), on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { findServerPort } from "../../tests/helpers/free-port";

export interface RunningServer {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(new URL("/readyz", base)).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s`);
}

export async function startBuiltServer(): Promise<RunningServer> {
  const port = await findServerPort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A caller that exits on a failure (npm test stops at the first failing step) takes its board down with it.
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);
  // A guard against a hang, not a speed goal: on a 2-core machine busy with other work the start took over 3 minutes.
  await waitReady(base, child, 300_000);
  return {
    base,
    // serve.ts names its data folder after the port.
    dataDir: path.join(tmpdir(), `jobboard-e2e-${port}`),
    stop: () =>
      new Promise((resolve) => {
        process.off("exit", stopOnExit);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
