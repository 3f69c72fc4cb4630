import { afterEach, describe, expect, it } from "vitest";
import { overrideEnv } from "../config/env";
import { JOB_RUNNER_POOL_SIZE, startJobRunner, type JobDeclaration, type JobRunner } from "../core/shared/job-runner";
import { withTestDatabase } from "../tests/setup/test-database";
import { backgroundJobs } from "./background-jobs";

const database = withTestDatabase();
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  overrideEnv({ BACKUP_SCHEDULE: undefined });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the one job runner (decision 169)", () => {
  it("schedules every declared job, each at its cron, on one pg-boss pool", async () => {
    overrideEnv({ COLLECTOR_SCHEDULE_HOURS: 6, ALERTS_TICK_MINUTES: 5, BACKUP_SCHEDULE: "0 3 * * *" });
    const declared = backgroundJobs(() => {});
    const runner = await startJobRunner(declared);
    runners.push(runner);
    expect(runner.started).toEqual(declared.map((job) => job.name));
    const sql = database.handle().sql;
    const schedules = await sql<{ name: string; cron: string }[]>`SELECT name, cron FROM pgboss.schedule ORDER BY name`;
    const cronOf = declared
      .filter((job) => job.cron)
      .map((job) => ({ name: job.name, cron: job.cron }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(schedules).toEqual(cronOf);
    expect(schedules.map((row) => row.name)).toEqual([
      "application-reminders-tick",
      "board-backup",
      "collector-tick",
      "deleted-jobs-purge",
      "job-alerts-tick",
      "job-freshness-tick",
    ]);
    // Seven queues polled, supervised and cron-checked: still one pool of at most JOB_RUNNER_POOL_SIZE connections
    // (one pg-boss per scheduler held at least six).
    await sleep(3_000);
    const [{ connections }] = await sql<{ connections: number }[]>`
      SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pgboss'`;
    expect(connections).toBeGreaterThan(0);
    expect(connections).toBeLessThanOrEqual(JOB_RUNNER_POOL_SIZE);
  }, 30_000);

  it("runs a job once when two processes' runners queue it at the same tick", async () => {
    let runs = 0;
    const job: JobDeclaration = {
      name: "test-once-per-tick",
      cron: "0 0 1 1 *",
      queue: { policy: "stately", retryLimit: 0, expireInSeconds: 60 },
      pollingIntervalSeconds: 0.5,
      async run() {
        runs += 1;
        await sleep(500);
      },
    };
    runners.push(await startJobRunner([job]), await startJobRunner([job]));
    const sent = await Promise.all(runners.map((runner) => runner.send(job.name)));
    expect(sent.filter(Boolean)).toHaveLength(1);
    const deadline = Date.now() + 10_000;
    while (runs === 0 && Date.now() < deadline) await sleep(100);
    await sleep(2_000);
    expect(runs).toBe(1);
  }, 30_000);

  it("starts the other jobs when one cannot start, and says which", async () => {
    const errors: string[] = [];
    const broken: JobDeclaration = { name: "test-broken", cron: "not a cron", queue: {}, async run() {} };
    const fine: JobDeclaration = { name: "test-fine", cron: "0 0 1 1 *", queue: {}, async run() {} };
    const runner = await startJobRunner([broken, fine], { logError: (message) => errors.push(message) });
    runners.push(runner);
    expect(runner.started).toEqual(["test-fine"]);
    expect(errors).toEqual([expect.stringMatching(/^the test-broken job did not start: /)]);
  }, 30_000);
});
