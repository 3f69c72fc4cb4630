import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";

/**
 * The HTTP worker processes of `npm start`, one per core by default (WEB_CONCURRENCY; decision 022).
 * node:cluster shares the listening port among them. A worker that dies unasked is started again
 * (after a pause that grows while it keeps dying); close() asks each to finish its requests and
 * waits until all have exited.
 */
export type WorkerMessage = { type: "listening"; port: number } | { type: "stop" };

export interface WorkerPool {
  port: number;
  /** Asks every worker to finish its in-flight requests and exit; resolves when all have. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  count: number;
  /** Extra environment for the workers (the database's URL). */
  env: Record<string, string>;
  log: { info(message: string): void; error(message: string): void };
}

const stopTimeoutMs = 12_000;

export async function startWorkers(options: WorkerPoolOptions): Promise<WorkerPool> {
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./worker.ts", import.meta.url)), execArgv: process.execArgv });
  let stopping = false;
  let recentCrashes = 0;
  const live = new Set<Worker>();

  const fork = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(options.env);
      live.add(worker);
      worker.on("message", (message: WorkerMessage) => {
        if (message?.type === "listening") resolve(message.port);
      });
      worker.once("exit", (code, signal) => {
        live.delete(worker);
        reject(new Error(`worker ${worker.process.pid} exited before listening (${signal ?? `code ${code}`})`));
        if (stopping) return;
        recentCrashes++;
        const pause = Math.min(30_000, 500 * 2 ** Math.min(recentCrashes, 6));
        options.log.error(
          `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${pause} ms`,
        );
        setTimeout(() => {
          if (stopping) return;
          fork().then(
            () => setTimeout(() => (recentCrashes = Math.max(0, recentCrashes - 1)), 60_000).unref(),
            (error: Error) => options.log.error(error.message),
          );
        }, pause).unref();
      });
    });

  let ports: number[];
  try {
    ports = await Promise.all(Array.from({ length: options.count }, fork));
  } catch (error) {
    stopping = true;
    for (const worker of live) worker.process.kill("SIGTERM");
    throw error;
  }
  return {
    port: ports[0],
    async close() {
      stopping = true;
      const exited = [...live].map(
        (worker) =>
          new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once("exit", () => resolve()))),
      );
      for (const worker of live) {
        try {
          worker.send({ type: "stop" } satisfies WorkerMessage);
        } catch {
          // Already disconnecting (a terminal's Ctrl-C reached it too); its exit is awaited below.
        }
      }
      const timeout = setTimeout(() => {
        for (const worker of live) worker.process.kill("SIGKILL");
      }, stopTimeoutMs);
      await Promise.all(exited);
      clearTimeout(timeout);
    },
  };
}
