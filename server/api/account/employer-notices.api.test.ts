import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env, overrideEnv } from "../../../config/env";
import { CSRF_COOKIE, issueCsrfToken, createSession } from "../../../core/accounts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/setup/test-smtp-server";
import { runFreshness, holdJob } from "../../../core/trust";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/**
 * Employer notices on the Mail list (issue 28, decision 155): PUT /api/account/mail switches them; switched
 * off, an admin's review outcome and the 'still hiring?' reminder are not queued; switched on, they reach
 * the real SMTP server on loopback through the mail worker.
 */
withTestDatabase();
const app = createTestApp();
const saved = env().SMTP_URL;
let smtp: TestSmtpServer;
const day = 86_400_000;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  overrideEnv({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  overrideEnv({ SMTP_URL: saved });
  await smtp?.close();
});

async function userWith(email: string, role: "employer" | "admin") {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role, email_verified_at) VALUES (${email}, 'Notice User', ${role}, now()) RETURNING id`;
  return { id: row.id, email, auth: { authorization: `Bearer ${(await createSession(row.id)).token}` } };
}

/** A demo job made an employer's own, posted `daysAgo` days ago. */
async function jobOf(userId: number, daysAgo: number): Promise<number> {
  const [job] = await sql()<
    { id: number }[]
  >`SELECT id FROM jobs WHERE source = 'demo' AND posted_by IS NULL AND status = 'open' ORDER BY id LIMIT 1`;
  await sql()`UPDATE jobs SET source = 'manual', external_id = ${`notice-${job.id}`}, posted_by = ${userId}, valid_through = NULL,
                date_posted = ${new Date(Date.now() - daysAgo * day).toISOString()}::timestamptz WHERE id = ${job.id}`;
  return job.id;
}

const put = (headers: Record<string, string>, body: unknown) =>
  requestJson(app, "/api/account/mail", {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const approve = (admin: { auth: Record<string, string> }, jobId: number) =>
  requestJson(app, `/api/admin/review/${jobId}`, {
    method: "POST",
    headers: { ...admin.auth, "content-type": "application/json" },
    body: JSON.stringify({ decision: "approve" }),
  });
const queuedTo = async (email: string) =>
  (await sql()<{ subject: string }[]>`SELECT subject FROM mail_outbox WHERE recipient = ${email} ORDER BY id`).map(
    (row) => row.subject,
  );

describe("employer notices: PUT /api/account/mail (issue 28, decision 155)", () => {
  it("switched off, the review outcome and the 'still hiring?' reminder are not queued; switched on, both arrive by SMTP", async () => {
    await loadDemoData(sql(), { jobs: 6, companies: 2 });
    const employer = await userWith("notices@kestrel.example", "employer");
    const admin = await userWith("notices-admin@board.example", "admin");

    const off = await put(employer.auth, { employerNotices: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: expect.any(String), employerNotices: false });
    const quietJob = await jobOf(employer.id, 55);
    await holdJob(sql(), quietJob, [{ code: "asks_money", detail: "fee" }]);
    expect((await approve(admin, quietJob)).status).toBe(200);
    // Approved now: its 60 days start again, so the reminder of the job below is the only one due.
    await jobOf(employer.id, 55);
    expect((await runFreshness({ origin: "https://board.example" })).reminded).toBe(0);
    expect(await queuedTo(employer.email)).toEqual([]);

    const since = Date.now();
    expect((await put(employer.auth, { employerNotices: true })).body.employerNotices).toBe(true);
    const loudJob = await jobOf(employer.id, 1);
    await holdJob(sql(), loudJob, [{ code: "asks_money", detail: "fee" }]);
    expect((await approve(admin, loudJob)).status).toBe(200);
    const outcome = await smtp.waitFor(employer.email, { since });
    expect(outcome.text).toContain("it is now live");
    // The reminder passed over while notices were off is not sent late; the next one due is.
    expect((await runFreshness({ origin: "https://board.example" })).reminded).toBe(0);
    await jobOf(employer.id, 55);
    expect((await runFreshness({ origin: "https://board.example" })).reminded).toBe(1);
    await expect
      .poll(
        () =>
          smtp.messages.filter(
            (mail) => mail.to.includes(employer.email) && mail.text.includes("If you are still hiring"),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await queuedTo(employer.email)).toEqual([
      expect.stringMatching(/is live/),
      expect.stringMatching(/^Still hiring/),
    ]);
  });

  it("takes a cookie session only with the CSRF header, refuses bad input naming the field, and the data download carries the switch", async () => {
    const me = await userWith("notices-cookie@kestrel.example", "employer");
    const token = me.auth.authorization.slice("Bearer ".length);
    const csrf = issueCsrfToken();
    const cookie = `session=${token}; ${CSRF_COOKIE}=${csrf}`;
    expect((await put({ cookie }, { employerNotices: false })).status).toBe(403);
    expect((await put({ cookie, "x-xsrf-token": csrf }, { employerNotices: false })).status).toBe(200);
    for (const body of [{ employerNotices: "off" }, {}, { employerNotices: null }]) {
      const bad = await put(me.auth, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(["employerNotices"]);
    }
    expect((await put({}, { employerNotices: true })).status).toBe(401);
    const zip = await app.request("/api/account/export", { headers: me.auth });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))["account.json"]));
    expect(data.account.mail).toEqual({ employerNotices: false });
  });
});
