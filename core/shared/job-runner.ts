import PgBoss from "pg-boss";
import { getDatabase } from "../../db/client";

/** Queues a job now, as a schedule's tick does; false when its queue refused it (a stately queue already holds one). */
export interface JobSender {
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<boolean>;
}

/**
 * One kind of background job, declared by its feature (decision 169): what it is called, when it runs and what it
 * does. The runner makes its queue, works it and schedules it; a feature writes no pg-boss code of its own.
 */
export interface JobDeclaration {
  /** The pg-boss queue, and the job's name in pgboss.job and pgboss.schedule. */
  name: string;
  /**
   * When pg-boss makes a job (cron, UTC): one job per tick for every process on the database, so two servers never
   * double-run it. Absent for a queue that only gets the jobs something sends (the collector's per-source runs).
   */
  cron?: string;
  /** The queue's policy and limits: "stately" holds at most one queued and one running job, so a slow run never overlaps the next. */
  queue: Omit<PgBoss.Queue, "name">;
  /** How often this process asks for a job (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** What one job does: its data is what it was sent with (unchecked: validate it), `jobs` sends others. */
  run(data: unknown, jobs: JobSender): Promise<void>;
}

export interface JobRunner extends JobSender {
  /** The declarations whose queue, worker and schedule are up (one that failed to start is logged and left out). */
  readonly started: readonly string[];
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** pg-boss's own errors (a lost connection it retries). */
  log?: (message: string) => void;
  /** A declaration that did not start (defaults to log). */
  logError?: (message: string) => void;
  /** The runner's pool: one pg-boss per process, however many jobs are declared. */
  poolSize?: number;
}

/** The default pool: polling, supervision and cron share it; the handlers use the board's own pool. */
export const JOB_RUNNER_POOL_SIZE = 3;

/**
 * The one pg-boss of a process (decision 169), started once with every job the process runs. A declaration that
 * cannot start (its queue, its worker or its schedule) is logged and skipped, so one broken job never keeps the
 * others or the site down; a runner that cannot start at all throws.
 */
export async function startJobRunner(
  declarations: readonly JobDeclaration[],
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  const log = options.log ?? (() => {});
  const logError = options.logError ?? log;
  const boss = new PgBoss({
    connectionString: getDatabase().url,
    schema: "pgboss",
    max: options.poolSize ?? JOB_RUNNER_POOL_SIZE,
  });
  boss.on("error", (error) => log(`job runner: ${error.message}`));
  await boss.start();
  const sender: JobSender = {
    async send(name, data = {}, sendOptions = {}) {
      return (await boss.send(name, data, sendOptions)) !== null;
    },
  };
  const started: string[] = [];
  for (const declaration of declarations) {
    try {
      await boss.createQueue(declaration.name, { ...declaration.queue, name: declaration.name });
      const work = {
        batchSize: 1,
        ...(declaration.pollingIntervalSeconds === undefined
          ? {}
          : { pollingIntervalSeconds: declaration.pollingIntervalSeconds }),
      };
      await boss.work(declaration.name, work, async (jobs) => {
        for (const job of jobs) await declaration.run(job.data, sender);
      });
      if (declaration.cron) await boss.schedule(declaration.name, declaration.cron);
      started.push(declaration.name);
    } catch (error) {
      logError(`the ${declaration.name} job did not start: ${(error as Error).message}`);
    }
  }
  return {
    ...sender,
    started,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
