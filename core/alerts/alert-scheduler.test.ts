import { afterAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { startJobRunner, type JobRunner } from "../shared/job-runner";
import { ALERT_TICK_QUEUE, alertJob } from "./alert-scheduler";
import { alertQuerySchema } from "./alerts.schema";
import { createAlert } from "./alerts.service";

const database = withTestDatabase();
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  overrideEnv({ ALERTS_TICK_MINUTES: 5 });
});

describe("alert runs through the job runner", () => {
  it("is off when ALERTS_TICK_MINUTES is 0", async () => {
    overrideEnv({ ALERTS_TICK_MINUTES: 0 });
    expect(alertJob()).toBeUndefined();
    overrideEnv({ ALERTS_TICK_MINUTES: 5 });
  });

  it("mails a due instant alert once, with two processes' schedulers ticking at the same time", async () => {
    const sql = database.handle().sql;
    const user = await insertUser(sql, "ticked@example.com");
    await createAlert(
      { query: alertQuerySchema.parse({ q: "scala" }), frequency: "instant" },
      { user, ip: "198.51.100.50", origin: "https://jobs.example" },
    );
    await insertFixtureJobs(sql, [{ title: "Scala Engineer", ageDays: 0 }]);
    runners.push(await startJobRunner([alertJob()!]), await startJobRunner([alertJob()!]));
    await Promise.all(runners.map((runner) => runner.send(ALERT_TICK_QUEUE)));
    const deadline = Date.now() + 20_000;
    let mails = 0;
    while (mails === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [{ mails }] = await sql<{ mails: number }[]>`SELECT count(*)::int AS mails FROM alert_mails`;
    }
    expect(mails).toBe(1);
    // Both ticks have had their turn (a second run finds the job already sent).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [{ queued }] = await sql<
      { queued: number }[]
    >`SELECT count(*)::int AS queued FROM mail_outbox WHERE recipient = 'ticked@example.com'`;
    expect(queued).toBe(1);
  }, 40_000);
});
