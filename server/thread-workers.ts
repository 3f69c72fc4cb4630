import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { WorkerMessage, WorkerPool, WorkerPoolOptions } from "./cluster-workers";

/**
 * The HTTP workers of SEARCH_INDEX_SHARING=threads (decision 193): threads of the main process, so that they can read
 * the main thread's search index in shared memory (server/search-sharing.ts). Each listens on the same port with
 * SO_REUSEPORT (the kernel spreads the connections; Node 22.12+), the first on PORT (0: any), the others on the port
 * it got. A worker that dies unasked is started again after a pause that grows while it keeps dying, like a cluster
 * worker; the index lives on in the main thread, so its replacement reads it at once instead of building one.
 */
export interface ThreadPool extends WorkerPool {
  /** Ends one worker thread at once, as a crash would (SIGUSR2: the drill that shows a replacement serves at once). */
  terminateOne(): void;
}

const stopTimeoutMs = 12_000;

/**
 * A worker thread's young generation: two 8 MB semi-spaces and V8's young large-object space (decision 208). With
 * npm start's 64 MB semi-spaces (decision 098) each thread held 128 MB of them under load: 512 MB of 4 workers' 1.6 GB
 * at 300,000 jobs. Threads are the mode that holds memory flat in cores, so they take the small young generation and
 * its extra scavenges.
 */
export const workerResourceLimits: ResourceLimits = { maxYoungGenerationSizeMb: 24 };

/**
 * V8 lets the process's --max-semi-space-size override a thread's own limit, so a thread's resourceLimits were ignored
 * under npm start. Cleared once the main thread's heap has taken it (a heap reads it when it is made), so that each
 * worker thread's limit holds; the main thread keeps its 64 MB.
 */
export function letThreadsSizeTheirYoungGeneration(): void {
  v8.setFlagsFromString("--max-semi-space-size=0");
}

export function threadsSupported(version = process.versions.node): boolean {
  const [major, minor] = version.split(".").map(Number);
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

/**
 * The options of the process's command line that load code (tsx's --import): a thread refuses V8's (--max-semi-space-size,
 * --expose-gc), which are the process's own and apply to it anyway.
 */
export function moduleOptions(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < execArgv.length; at++) {
    const option = execArgv[at];
    if (/^--(import|require|conditions|loader)=/.test(option) || option === "--enable-source-maps") kept.push(option);
    else if (/^--(import|require|conditions|loader)$/.test(option) || option === "-r" || option === "-C")
      kept.push(option, execArgv[++at]);
  }
  return kept;
}

export async function startWorkerThreads(
  options: WorkerPoolOptions & { onWorker: (worker: Worker) => void; port: number },
): Promise<ThreadPool> {
  if (!threadsSupported())
    throw new Error(
      `SEARCH_INDEX_SHARING=threads needs Node 22.12 or later (a shared port for threads); this is ${process.version}`,
    );
  const file = fileURLToPath(new URL("./worker.ts", import.meta.url));
  const execArgv = moduleOptions(process.execArgv);
  letThreadsSizeTheirYoungGeneration();
  let stopping = false;
  let recentCrashes = 0;
  let port = options.port;
  const live = new Set<Worker>();

  const start = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(file, {
        execArgv,
        env: { ...process.env, ...options.env, PORT: String(port) },
        resourceLimits: workerResourceLimits,
      });
      // Read now: an exited worker's threadId is -1.
      const id = worker.threadId;
      live.add(worker);
      options.onWorker(worker);
      worker.on("message", (message: WorkerMessage) => {
        if (message?.type === "listening") resolve(message.port);
      });
      worker.on("error", (error) => options.log.error(`worker thread ${id}: ${error.stack ?? error.message}`));
      worker.once("exit", (code) => {
        live.delete(worker);
        reject(new Error(`worker thread ${id} exited before listening (code ${code})`));
        if (stopping) return;
        recentCrashes++;
        const pause = Math.min(30_000, 500 * 2 ** Math.min(recentCrashes, 6));
        options.log.error(`worker thread ${id} exited (code ${code}); starting another in ${pause} ms`);
        setTimeout(() => {
          if (stopping) return;
          start().then(
            () => setTimeout(() => (recentCrashes = Math.max(0, recentCrashes - 1)), 60_000).unref(),
            (error: Error) => options.log.error(error.message),
          );
        }, pause).unref();
      });
    });

  try {
    // The first fixes the port (PORT=0 picks one), the others join it.
    port = await start();
    await Promise.all(Array.from({ length: options.count - 1 }, start));
  } catch (error) {
    stopping = true;
    await Promise.all([...live].map((worker) => worker.terminate()));
    throw error;
  }
  return {
    port,
    terminateOne() {
      const [oldest] = live;
      if (oldest) void oldest.terminate();
    },
    async close() {
      stopping = true;
      const exited = [...live].map((worker) => new Promise<void>((resolve) => worker.once("exit", () => resolve())));
      for (const worker of live) worker.postMessage({ type: "stop" } satisfies WorkerMessage);
      const timeout = setTimeout(() => {
        for (const worker of live) void worker.terminate();
      }, stopTimeoutMs);
      await Promise.all(exited);
      clearTimeout(timeout);
    },
  };
}
