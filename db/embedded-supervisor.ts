/**
 * Keeps the embedded PostgreSQL running under a server (decision 052). Twice a second it
 * looks for the postmaster on DATA_DIR/pg; when it is gone without this process asking
 * (killed, crashed, or stopped by another server that shared the folder and exited), it
 * starts it again on the same port, so the pool and pg-boss reconnect to the address they
 * know, with growing pauses between tries and one log line each time. Whichever process
 * notices first restarts it and becomes its owner; the others find it running and use it.
 */
import { runningPostmaster, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded";

export interface SupervisorLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedSupervisor {
  /** The last start's handle (its `owned` tells whether this process started it). */
  current(): EmbeddedDatabase;
  /** Stops watching (before a deliberate shutdown stops PostgreSQL). */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  dataDir: string;
  embedded: EmbeddedDatabase;
  log: SupervisorLog;
  /** PostgreSQL's own output, for debugging. */
  postgresLog?: (message: string) => void;
  checkEveryMs?: number;
  /** Pause before the first restart try; doubles after each failed try. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

export function superviseEmbeddedPostgres(options: SupervisorOptions): EmbeddedSupervisor {
  const checkEveryMs = options.checkEveryMs ?? 500;
  const firstPauseMs = options.firstPauseMs ?? 250;
  const maxPauseMs = options.maxPauseMs ?? 10_000;
  let current = options.embedded;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let recovering: Promise<void> | undefined;
  let lastPid = runningPostmaster(options.dataDir)?.pid;

  async function recover() {
    const lostAt = Date.now();
    options.log.error(
      `the embedded PostgreSQL (pid ${lastPid ?? "unknown"}) has exited unexpectedly; restarting it on port ${current.port}`,
    );
    for (let attempt = 1, pause = firstPauseMs; !stopped; attempt++, pause = Math.min(maxPauseMs, pause * 2)) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (stopped) return;
      try {
        current = await startEmbeddedPostgres(options.dataDir, options.postgresLog, { port: current.port });
        lastPid = runningPostmaster(options.dataDir)?.pid;
        const seconds = ((Date.now() - lostAt) / 1000).toFixed(1);
        options.log.info(
          current.owned
            ? `the embedded PostgreSQL is running again (pid ${lastPid}, port ${current.port}) after ${seconds} s, restart try ${attempt}`
            : `the embedded PostgreSQL was started again by another process (pid ${lastPid}) after ${seconds} s`,
        );
        return;
      } catch (error) {
        options.log.warn(
          `restart try ${attempt} of the embedded PostgreSQL failed (${(error as Error).message}); next try in ${Math.min(maxPauseMs, pause * 2) / 1000} s`,
        );
      }
    }
  }

  function check() {
    if (stopped) return;
    const running = runningPostmaster(options.dataDir);
    if (running) lastPid = running.pid;
    else recovering ??= recover().finally(() => (recovering = undefined));
    timer = setTimeout(check, checkEveryMs);
    timer.unref();
  }
  timer = setTimeout(check, checkEveryMs);
  timer.unref();

  return {
    current: () => current,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await recovering;
    },
  };
}
