import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { isAppError } from "../shared/app-error";
import {
  answerPrompt,
  appliedCounts,
  applicationSignals,
  createApplication,
  deleteApplication,
  listApplications,
  markApplied,
  pendingPrompts,
  recordApply,
  updateApplication,
} from "./applications.service";
import { exportApplicationsCsv, toCsv } from "./applications-csv";
import { reminderByToken, runReminders, stopReminder } from "./application-reminders";

withTestDatabase();

async function user(email: string): Promise<number> {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name) VALUES (${email}, 'Asha Rao') RETURNING id`;
  return row.id;
}

async function jobIds(count: number): Promise<number[]> {
  const rows = await sql()<
    { id: number }[]
  >`SELECT id FROM jobs WHERE status = 'open' AND deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM applications
    a WHERE a.job_id = jobs.id) ORDER BY id LIMIT ${count}`;
  return rows.map((row) => row.id);
}

/** The AppError a call throws: its kind and field errors. */
async function refusal(call: Promise<unknown>): Promise<{ kind: string; fields: Record<string, string> }> {
  try {
    await call;
  } catch (error) {
    if (isAppError(error)) return { kind: error.kind, fields: error.fieldErrors ?? {} };
    throw error;
  }
  throw new Error("expected a refusal");
}

async function counts() {
  const [row] = await sql()<{ applications: number; events: number }[]>`
    SELECT (SELECT count(*)::int FROM applications) AS applications, (SELECT count(*)::int FROM application_events) AS events`;
  return row;
}

describe("applications (issue 30)", () => {
  it("remembers Apply Now once per job, asks about it within 14 days, and keeps each answer", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("asha@example.com");
    const [first, second, third] = await jobIds(3);
    await recordApply({ jobId: first, userId: me, referrer: "http://localhost/search/job" });
    await recordApply({ jobId: first, userId: me });
    await recordApply({ jobId: second, userId: me });
    await recordApply({ jobId: third, userId: me });
    const [{ clicks }] = await sql()<
      { clicks: number }[]
    >`SELECT count(*)::int AS clicks FROM job_apply_clicks WHERE user_id = ${me}`;
    expect(clicks).toBe(4);
    expect((await counts()).applications).toBe(3);

    const prompts = await pendingPrompts(me);
    expect(prompts.map((item) => item.jobId).sort()).toEqual([first, second, third].sort());
    // 15 days later nothing is asked.
    expect(await pendingPrompts(me, new Date(Date.now() + 15 * 86_400_000))).toEqual([]);

    const byJob = new Map(prompts.map((item) => [item.jobId, item.id]));
    await answerPrompt(me, { id: byJob.get(first), answer: "applied" });
    await answerPrompt(me, { id: byJob.get(second), answer: "not_yet" });
    await answerPrompt(me, { id: byJob.get(third), answer: "not_interested" });
    expect(await pendingPrompts(me)).toEqual([]);
    // Once per job: a second answer finds nothing to answer.
    expect((await refusal(answerPrompt(me, { id: byJob.get(second), answer: "applied" }))).kind).toBe("not_found");
    expect((await refusal(answerPrompt(me, { id: byJob.get(first), answer: "maybe" }))).fields).toHaveProperty(
      "answer",
    );

    const page = await listApplications(me);
    expect(page.items.map((item) => [item.jobId, item.status])).toEqual([[first, "applied"]]);
    expect(page.counts.applied).toBe(1);
    expect(page.items[0].timeline.map((entry) => entry.status)).toEqual(["applied"]);

    // Another Apply Now of the same job keeps the application and its date.
    const before = page.items[0].appliedAt;
    await recordApply({ jobId: first, userId: me });
    expect((await listApplications(me)).items[0].appliedAt).toBe(before);

    const signals = await applicationSignals(me);
    expect(signals.excludeIds.sort()).toEqual([first, third].sort());
    expect(signals.titles).toHaveLength(1);
  });

  it("tracks statuses with a timeline, note and next step; another candidate's id is not found", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("meera@example.com");
    const other = await user("ravi@example.com");
    const [job, secondJob] = await jobIds(2);
    const created = await createApplication(me, { job });
    expect(created.status).toBe("applied");
    const updated = await updateApplication(me, created.id, {
      status: "interviewing",
      note: "Spoke to Priya\nSecond round next week",
      nextStep: "2026-12-03",
      remind: true,
    });
    expect(updated.timeline.map((entry) => entry.status)).toEqual(["applied", "interviewing"]);
    expect(updated).toMatchObject({
      note: "Spoke to Priya\nSecond round next week",
      nextStep: "2026-12-03",
      remind: true,
    });
    // A note alone is no status change.
    expect((await updateApplication(me, created.id, { note: "ok" })).timeline).toHaveLength(2);

    expect((await refusal(updateApplication(other, created.id, { status: "offer" }))).kind).toBe("not_found");
    expect((await refusal(deleteApplication(other, created.id))).kind).toBe("not_found");
    expect((await listApplications(other)).total).toBe(0);

    // The same job twice: one application, its date kept, a 409 naming the field.
    const twice = await refusal(createApplication(me, { job }));
    expect(twice).toEqual({ kind: "conflict", fields: { job: "You already track an application to this job" } });
    expect((await listApplications(me)).items[0].appliedAt).toBe(created.appliedAt);

    await createApplication(me, { job: secondJob, status: "rejected" });
    const rejected = await listApplications(me, { status: "rejected" });
    expect(rejected.items.map((item) => item.jobId)).toEqual([secondJob]);
    expect(rejected.counts).toMatchObject({ applied: 0, interviewing: 1, rejected: 1 });

    await deleteApplication(me, created.id);
    expect((await listApplications(me)).total).toBe(1);
  });

  it("refuses bad input naming the field, storing nothing", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("bad@example.com");
    const [job] = await jobIds(1);
    const before = await counts();
    const cases: [unknown, string][] = [
      [{ job, status: "ghosted" }, "status"],
      [{ job, note: "x".repeat(100_000) }, "note"],
      [{ job, note: "nul\u0000here" }, "note"],
      [{ job, nextStep: "1900-01-01" }, "nextStep"],
      [{ job, nextStep: "2200-01-01" }, "nextStep"],
      [{ job, nextStep: "2026-02-30" }, "nextStep"],
      [{ job: "abc" }, "job"],
      [{ job: 987_654 }, "job"],
      [{ job, remind: "yes" }, "remind"],
    ];
    for (const [input, field] of cases) {
      const refused = await refusal(createApplication(me, input));
      expect(refused.fields, JSON.stringify(input).slice(0, 80)).toHaveProperty(field);
    }
    expect(await counts()).toEqual(before);

    const created = await createApplication(me, { job });
    const stored = await counts();
    for (const [patch, field] of [
      [{ status: "unknown" }, "status"],
      [{ note: "a".repeat(100_000) }, "note"],
      [{ status: "offer", note: "bad\u0000" }, "note"],
      [{ status: "offer", nextStep: "2200-12-01" }, "nextStep"],
      [{}, "status"],
    ] as [unknown, string][]) {
      expect((await refusal(updateApplication(me, created.id, patch))).fields).toHaveProperty(field);
    }
    // Nothing half-stored: the status did not move to 'offer' with the bad note.
    expect(await counts()).toEqual(stored);
    expect((await listApplications(me)).items[0].status).toBe("applied");
    expect((await refusal(listApplications(me, { status: "nope" }))).fields).toHaveProperty("status");
    expect((await refusal(listApplications(me, { page: 0 }))).fields).toHaveProperty("page");
  });

  it("pages 10 at a time, by next step then date applied, and shows a closed job with its date", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("pager@example.com");
    const ids = await jobIds(23);
    for (const id of ids) await createApplication(me, { job: id });
    const soon = await listApplications(me);
    await updateApplication(me, soon.items[5].id, { nextStep: "2030-01-01" });
    await updateApplication(me, soon.items[7].id, { nextStep: "2029-06-01" });
    const page1 = await listApplications(me);
    expect(page1.totalPages).toBe(3);
    expect(page1.items).toHaveLength(10);
    expect(page1.items.slice(0, 2).map((item) => item.nextStep)).toEqual(["2029-06-01", "2030-01-01"]);
    expect((await listApplications(me, { page: 3 })).items).toHaveLength(3);

    const closedJob = page1.items[0].jobId!;
    await sql()`UPDATE jobs SET status = 'closed', closed_at = '2026-11-20T10:00:00Z' WHERE id = ${closedJob}`;
    const closed = (await listApplications(me)).items[0];
    expect(closed).toMatchObject({
      jobClosed: true,
      jobClosedAt: "2026-11-20T10:00:00.000Z",
      jobHref: expect.stringContaining(`/job-details/${closedJob}/`),
    });
    expect((await listApplications(me)).items[1].jobClosed).toBe(false);
  });

  it("marks applied jobs for their candidate only and counts them for employers over 30 days", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("marks@example.com");
    const other = await user("other@example.com");
    const [job, plain] = await jobIds(2);
    await createApplication(me, { job });
    await createApplication(other, { job });
    await recordApply({ jobId: plain, userId: other });
    const mine = await markApplied(me, [{ id: job }, { id: plain }]);
    expect(mine[0].appliedOn).toMatch(/^\d{4}-/);
    expect(mine[1].appliedOn ?? null).toBeNull();
    expect(await markApplied(null, [{ id: job }])).toEqual([{ id: job }]);
    const counted = await appliedCounts([job, plain]);
    expect(counted.get(job)).toBe(2);
    expect(counted.get(plain)).toBeUndefined();
    await sql()`UPDATE applications SET applied_at = now() - interval '31 days' WHERE user_id = ${other}`;
    expect((await appliedCounts([job])).get(job)).toBe(1);
  });

  it("exports CSV with a BOM, every field quoted, formulas defused", async () => {
    expect(toCsv([["=1+2", "+91 98", "-x", "@sum", 'say "hi"', "a,b", "ok"]])).toBe(
      '\uFEFF"\'=1+2","\'+91 98","\'-x","\'@sum","say ""hi""","a,b","ok"\r\n',
    );
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("csv@example.com");
    const [job] = await jobIds(1);
    const created = await createApplication(me, { job, note: '=HYPERLINK("http://evil")' });
    await updateApplication(me, created.id, { status: "interviewing", nextStep: "2026-12-03" });
    const csv = await exportApplicationsCsv(me, "http://localhost:3000");
    expect(csv.startsWith('\uFEFF"Job","Company","Status"')).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Interviewing"');
    expect(lines[1]).toContain('"2026-12-03"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toMatch(/"applied \d{4}-\d{2}-\d{2}; interviewing \d{4}-\d{2}-\d{2}"/);
    expect(await exportApplicationsCsv(await user("empty@example.com"), "http://localhost:3000")).toBe(
      '\uFEFF"Job","Company","Status","Applied on","Next step","Reminder","Job closed on","Job link","Note","History"\r\n',
    );
  });

  it("mails one reminder on the next-step date when switched on, with a one-click stop", async () => {
    await loadDemoData(sql(), { jobs: 60, companies: 5 });
    const me = await user("remind@example.com");
    const [job, quiet] = await jobIds(2);
    const on = await createApplication(me, { job, nextStep: "2026-12-03", remind: true });
    await createApplication(me, { job: quiet, nextStep: "2026-12-03", remind: false });
    const mails = async () =>
      sql()<
        { recipient: string; subject: string; message: { text: string; headers: Record<string, string> } }[]
      >`SELECT recipient, subject, message FROM mail_outbox ORDER BY id`;

    expect(await runReminders({ now: new Date("2026-12-02T12:00:00+05:30"), origin: "http://localhost:3000" })).toEqual(
      { queued: 0 },
    );
    expect(await runReminders({ now: new Date("2026-12-03T08:00:00+05:30"), origin: "http://localhost:3000" })).toEqual(
      { queued: 1 },
    );
    // The next tick the same day sends nothing more.
    expect(await runReminders({ now: new Date("2026-12-03T09:00:00+05:30"), origin: "http://localhost:3000" })).toEqual(
      { queued: 0 },
    );
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [{ company_name: company, job_title: title }] = await sql()<
      { company_name: string; job_title: string }[]
    >`SELECT company_name, job_title FROM applications WHERE id = ${on.id}`;
    expect(sent[0]).toMatchObject({
      recipient: "remind@example.com",
      subject: `Follow up with ${company} about the ${title} role`,
    });
    const token = /stop\?token=([0-9a-f-]{36})/.exec(sent[0].message.text)![1];
    expect(sent[0].message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    expect(await reminderByToken(token)).toMatchObject({ remind: true });
    expect(await stopReminder(token)).toMatchObject({ jobTitle: title });
    expect(await stopReminder("not-a-token")).toBeNull();
    // A new date with the switch off: nothing.
    await updateApplication(me, on.id, { nextStep: "2026-12-10" });
    expect(await runReminders({ now: new Date("2026-12-10T09:00:00+05:30") })).toEqual({ queued: 0 });
    // Switched on again for the new date: one more.
    await updateApplication(me, on.id, { remind: true });
    expect(await runReminders({ now: new Date("2026-12-10T09:00:00+05:30") })).toEqual({ queued: 1 });
  });
});
