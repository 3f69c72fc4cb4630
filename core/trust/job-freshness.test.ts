import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { setJobOpen } from "../jobs";
import { confirmStillHiring, runFreshness, stillHiringTarget } from "./job-freshness";
import { holdJob } from "./job-holds";
import { decideReports, decideReview } from "./moderation.service";

withTestDatabase();
const day = 86_400_000;
const origin = "https://board.example";

async function employerJob(email: string, postedDaysAgo: number, deadlineInDays: number | null): Promise<number> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, role) VALUES (${email}, 'employer') RETURNING id`;
  const [job] = await sql()<
    { id: number }[]
  >`SELECT id FROM jobs WHERE source = 'demo' AND posted_by IS NULL AND status = 'open' ORDER BY id LIMIT 1`;
  await sql()`UPDATE jobs SET source = 'manual', external_id = ${`fresh-${job.id}`}, posted_by = ${user.id},
    date_posted = ${new Date(Date.now() - postedDaysAgo * day).toISOString()}::timestamptz,
                valid_through = ${deadlineInDays === null ? null : new Date(Date.now() + deadlineInDays * day).toISOString()}::timestamptz
    WHERE id = ${job.id}`;
  return job.id;
}

async function lastMail(email: string) {
  const rows = await sql()<
    { subject: string; message: { text: string } }[]
  >`SELECT subject, message FROM mail_outbox WHERE recipient = ${email} ORDER BY id`;
  return rows;
}

describe("freshness of employers' jobs (issue 27 point 7, decision 126)", () => {
  it("mails once 7 days before the 60 days end; 'still hiring' keeps it open; a used or forged link is refused", async () => {
    await loadDemoData(sql(), { jobs: 8, companies: 2 });
    const id = await employerJob("fresh@kestrel.example", 54, 90);
    const quiet = await employerJob("quiet@kestrel.example", 10, 90);

    expect(await runFreshness({ origin })).toMatchObject({ reminded: 1, closed: 0 });
    expect(await runFreshness({ origin })).toMatchObject({ reminded: 0 });
    const mails = await lastMail("fresh@kestrel.example");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Still hiring/);
    expect(await lastMail("quiet@kestrel.example")).toHaveLength(0);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mails[0].message.text)![1]);

    expect(await stillHiringTarget(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await stillHiringTarget(token.replace(/^\d+/, String(quiet)))).toBeNull();
    expect(await stillHiringTarget(token)).toMatchObject({ jobId: id });
    const kept = await confirmStillHiring(token);
    expect(kept?.jobId).toBe(id);
    expect(new Date(kept!.openUntil).getTime()).toBeGreaterThan(Date.now() + 59 * day);
    expect(await confirmStillHiring(token)).toBeNull();

    // Still open after the old 60 days: the window started again.
    expect(await runFreshness({ origin, now: new Date(Date.now() + 10 * day) })).toMatchObject({ closed: 0 });
    const [row] = await sql()<{ status: string }[]>`SELECT status FROM jobs WHERE id = ${id}`;
    expect(row.status).toBe("open");
  });

  it("closes at the deadline or after 60 days, whichever is first; collected and demo jobs are left alone", async () => {
    await loadDemoData(sql(), { jobs: 8, companies: 2 });
    const old = await employerJob("old@kestrel.example", 61, 30);
    const deadline = await employerJob("deadline@kestrel.example", 5, 3);
    const fresh = await employerJob("new@kestrel.example", 5, 30);
    const [{ demo }] = await sql()<
      { demo: number }[]
    >`SELECT count(*)::int AS demo FROM jobs WHERE source = 'demo' AND status = 'open'`;

    const first = await runFreshness({ origin });
    expect(first.closed).toBe(1);
    expect(first.reminded).toBe(1); // the deadline in 3 days
    const later = await runFreshness({ origin, now: new Date(Date.now() + 4 * day) });
    expect(later.closed).toBe(1);
    const rows = await sql()<
      { id: number; status: string }[]
    >`SELECT id, status FROM jobs WHERE id IN (${old}, ${deadline}, ${fresh}) ORDER BY id`;
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [old]: "closed",
      [deadline]: "closed",
      [fresh]: "open",
    });
    const [{ stillDemo }] = await sql()<
      { stillDemo: number }[]
    >`SELECT count(*)::int AS "stillDemo" FROM jobs WHERE source = 'demo' AND status = 'open'`;
    expect(stillDemo).toBe(demo);
  });

  it("a job approved from review, released from reports or reopened starts a new 60 days: the days held or closed do not count", async () => {
    await loadDemoData(sql(), { jobs: 8, companies: 2 });
    const [row] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, role) VALUES ('fresh-admin@board.example', 'admin') RETURNING id`;
    const admin = { id: row.id, email: "fresh-admin@board.example", role: "admin" as const };
    const approved = await employerJob("approved@kestrel.example", 50, null);
    const dismissed = await employerJob("dismissed@kestrel.example", 50, null);
    const reopened = await employerJob("reopened@kestrel.example", 61, null);
    await holdJob(sql(), approved, [{ code: "asks_money", detail: "fee" }]);
    await holdJob(sql(), dismissed, [{ code: "reported_money", detail: "3 reports" }]);
    await runFreshness({ origin }); // closes the 61-day-old open one
    expect((await sql()<{ status: string }[]>`SELECT status FROM jobs WHERE id = ${reopened}`)[0].status).toBe(
      "closed",
    );

    await decideReview(admin, approved, { decision: "approve" });
    await decideReports(admin, dismissed, "dismiss");
    await setJobOpen(admin, reopened, true);
    const statuses = await sql()<{ id: number; status: string; fresh: boolean }[]>`
      SELECT id, status, open_since > now() - interval '1 minute' AS fresh FROM jobs WHERE id IN (${approved}, ${dismissed}, ${reopened})`;
    expect(statuses.map(({ status, fresh }) => ({ status, fresh }))).toEqual(
      Array(3).fill({ status: "open", fresh: true }),
    );

    // 15 days on, the old windows (from date_posted) would all have ended; the new ones have not, nor is a reminder due.
    await runFreshness({ origin, now: new Date(Date.now() + 15 * day) });
    const mine = await sql()<{ status: string; reminded: boolean }[]>`
      SELECT status, close_reminder_sent_at IS NOT NULL AS reminded FROM jobs WHERE id IN (${approved}, ${dismissed}, ${reopened})`;
    expect(mine).toEqual(Array(3).fill({ status: "open", reminded: false }));
    // Reopening an open job does not extend it.
    const [before] = await sql()<{ open_since: Date }[]>`SELECT open_since FROM jobs WHERE id = ${reopened}`;
    await setJobOpen(admin, reopened, true);
    const [after] = await sql()<{ open_since: Date }[]>`SELECT open_since FROM jobs WHERE id = ${reopened}`;
    expect(after.open_since).toEqual(before.open_since);
    // The new window still ends: 60 days after the release.
    await runFreshness({ origin, now: new Date(Date.now() + 61 * day) });
    const closed = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM jobs WHERE id IN (${approved}, ${dismissed}, ${reopened}) AND status = 'closed'`;
    expect(closed[0].count).toBe(3);
  });
});
