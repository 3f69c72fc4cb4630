import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { withTestSmtpServer } from "../../tests/setup/test-smtp";
import { startMailWorker, type MailWorker } from "../mail";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { confirmAlerts, previewConfirmation, unsubscribe, unsubscribeTarget } from "./alert-links.service";
import { ALERT_RUN_LOCK, runAlerts } from "./alert-run";
import { alertQuerySchema } from "./alerts.schema";
import { createAlert } from "./alerts.service";

/**
 * The whole life of alerts against a real SMTP server on loopback: a guest confirms from the
 * received mail, new jobs appear, a run mails exactly the matching new ones, a second run
 * nothing; a run stopped half-way and restarted sends each job once; unsubscribing stops mail.
 */
const database = withTestDatabase();
const origin = "https://board.example.in";
const smtp = withTestSmtpServer({ PUBLIC_URL: origin });
let worker: MailWorker;

// The mail worker every server process runs delivers the queued mail.
beforeAll(() => void (worker = startMailWorker({ pollMs: 100 })));
afterAll(async () => await worker?.stop());

const query = (search: Record<string, unknown>) => alertQuerySchema.parse(search);

describe("a guest's alert, from confirmation to unsubscribe", () => {
  it("confirms from the mail, sends exactly the new matching jobs once, and stops after one-click unsubscribe", async () => {
    const sql = database.handle().sql;
    await insertFixtureJobs(sql, [{ title: "Python Developer", locality: "Bengaluru" }]);
    const created = await createAlert(
      {
        query: query({ q: "python developer", location: "bengaluru" }),
        frequency: "daily",
        email: "guest@example.com",
      },
      { ip: "203.0.113.9", origin },
    );
    expect(created.alert.status).toBe("pending");
    expect(created.alert.name).toBe("Python developer · Bengaluru");
    const confirmation = await smtp().waitFor("guest@example.com");
    const token = new URL(
      confirmation.text.match(/https:\/\/board\.example\.in\/alerts\/confirm\?token=\S+/)![0],
    ).searchParams.get("token")!;
    // Looking at the link changes nothing; confirming works once.
    expect(await previewConfirmation(token)).toMatchObject({
      ok: true,
      alerts: [{ name: "Python developer · Bengaluru" }],
    });
    expect(await confirmAlerts(token)).toMatchObject({ ok: true, alerts: [{ name: "Python developer · Bengaluru" }] });
    expect(await confirmAlerts(token)).toEqual({ ok: false });

    // Nothing new yet: no mail (the job above was there before the alert).
    expect(await runAlerts({ force: true })).toMatchObject({ checked: 1, mailed: 0 });

    await insertFixtureJobs(sql, [
      { title: "Senior Python Developer", company: "Zeta Labs", locality: "Bengaluru", ageDays: 0 },
      { title: "Python Developer Intern", company: "Kite", locality: "Bengaluru", ageDays: 0 },
      { title: "Python Developer", company: "Mumbai Co", locality: "Mumbai", ageDays: 0 },
      { title: "Java Developer", locality: "Bengaluru", ageDays: 0 },
      { title: "Python Developer (closed)", locality: "Bengaluru", status: "closed", ageDays: 0 },
    ]);
    const since = Date.now();
    expect(await runAlerts({ force: true })).toMatchObject({ mailed: 1, jobsSent: 2 });
    const mail = await smtp().waitFor("guest@example.com", { since });
    expect(mail.subject).toBe("2 new Python developer jobs in Bengaluru");
    expect(mail.text).toContain("Senior Python Developer at Zeta Labs, Bengaluru");
    expect(mail.text).toContain("Python Developer Intern at Kite");
    expect(mail.text).not.toMatch(/Mumbai|Java|closed/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/m);
    const oneClick = mail.raw.match(
      /^List-Unsubscribe:\s+<(https:\/\/board\.example\.in\/alerts\/unsubscribe\?token=[^>]+)>/m,
    )![1];

    // A second run sends nothing.
    expect(await runAlerts({ force: true })).toMatchObject({ mailed: 0 });

    const target = unsubscribeTarget(new URL(oneClick).searchParams.get("token"));
    expect(target).toMatchObject({ kind: "one" });
    expect(await unsubscribe(target!)).toHaveLength(1);
    expect(await unsubscribe(target!)).toHaveLength(0);
    await insertFixtureJobs(sql, [{ title: "Python Developer Lead", locality: "Bengaluru", ageDays: 0 }]);
    expect(await runAlerts({ force: true })).toMatchObject({ checked: 0, mailed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp().messages.filter((received) => received.to.includes("guest@example.com"))).toHaveLength(2);
  });
});

describe("a run stopped half-way", () => {
  it("sends each job once in total when restarted", async () => {
    const sql = database.handle().sql;
    const users = await Promise.all(["a", "b", "c"].map((name) => insertUser(sql, `${name}-halfway@example.com`)));
    for (const user of users) {
      const result = await createAlert(
        { query: query({ q: "data engineer" }), frequency: "daily" },
        { user, ip: "198.51.100.1", origin },
      );
      expect(result.alert.status).toBe("active");
    }
    await insertFixtureJobs(sql, [
      { title: "Data Engineer", company: "Halfway One", ageDays: 0 },
      { title: "Senior Data Engineer", company: "Halfway Two", ageDays: 0 },
    ]);
    await expect(
      runAlerts({
        force: true,
        batchSize: 1,
        concurrency: 1,
        afterBatch: (done) => {
          if (done === 1) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    const restarted = await runAlerts({ force: true, batchSize: 1 });
    expect(restarted).toMatchObject({ mailed: 2, jobsSent: 4 });
    const perAlert = await sql<{ email: string; jobs: number; mails: number }[]>`
      SELECT a.email, (SELECT count(*)::int FROM alert_sent_jobs s WHERE s.alert_id = a.id) AS jobs,
             (SELECT count(*)::int FROM alert_mails m WHERE m.alert_id = a.id) AS mails
        FROM job_alerts a WHERE a.email LIKE '%-halfway@example.com' ORDER BY a.email`;
    expect(perAlert).toEqual(users.map((user) => ({ email: user.email, jobs: 2, mails: 1 })));
    const queued = await sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM mail_outbox WHERE recipient LIKE '%-halfway@example.com'`;
    expect(queued[0].count).toBe(3);
  });

  it("lets only one run at a time work (two processes on one database)", async () => {
    const other = await database.handle().sql.reserve();
    try {
      await other`SELECT pg_advisory_lock(${ALERT_RUN_LOCK})`;
      expect(await runAlerts({ force: true })).toMatchObject({ skipped: true, checked: 0 });
      await other`SELECT pg_advisory_unlock(${ALERT_RUN_LOCK})`;
    } finally {
      other.release();
    }
    expect(await runAlerts({ force: true })).toMatchObject({ skipped: false });
  });
});
