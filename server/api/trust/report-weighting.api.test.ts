import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { AUTH_LIMITS } from "../../../core/accounts";
import { signUpEmployer } from "../../../core/employers";
import { createJob } from "../../../core/jobs";
import { verifyCompanyByDomain } from "../../../core/trust";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/**
 * Issue 43 point 1 (decision 157): reports need different people. The attack: from one address, a guest's
 * 'asks for money' report and two accounts registered on the spot hid a verified employer's live job.
 * The server trusts X-Forwarded-For here (TRUST_PROXY), as behind the production proxy, so each call says
 * which address it comes from.
 */
withTestDatabase();
const app = createTestApp();
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const savedNetworkLimit = AUTH_LIMITS.reportNetworkDay.points;

beforeAll(() => overrideEnv({ TRUST_PROXY: true, AUTH_RATE_LIMIT_FACTOR: 1000 }));
afterAll(() => {
  AUTH_LIMITS.reportNetworkDay.points = savedNetworkLimit;
  overrideEnv({ TRUST_PROXY: false, AUTH_RATE_LIMIT_FACTOR: 1 });
});

function call(method: string, path: string, options: { ip: string; token?: string; body?: unknown }) {
  return requestJson(app, path, {
    method,
    headers: {
      "x-forwarded-for": options.ip,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

let accounts = 0;
/** An account registered on the spot through the API, from this address; 'proved' marks its e-mail proved as the code flow would. */
async function registered(ip: string, proved = false): Promise<string> {
  const name = `reporter${++accounts}`;
  const created = await call("POST", "/api/user/create/", {
    ip,
    body: {
      username: name,
      first_name: "Ravi",
      last_name: "K",
      email: `${name}@mail.example`,
      password: "correct horse 1",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (proved) await sql()`UPDATE users SET email_verified_at = now() WHERE email = ${`${name}@mail.example`}`;
  return created.body.accesstoken;
}

/** A verified employer (an address at the company's domain, proved) with one live job. */
async function verifiedEmployersJob(slug: string): Promise<{ id: number; email: string }> {
  if ((await sql()`SELECT 1 FROM categories LIMIT 1`).length === 0)
    await loadDemoData(sql(), { jobs: 2, companies: 1 });
  const email = `owner@${slug}.example`;
  const signed = await signUpEmployer(
    {
      company_choice: "new",
      name: "Owner",
      email,
      password: "correct horse battery",
      company_name: `${slug} Co`,
      company_website: `https://${slug}.example`,
    },
    { ip: "203.0.113.200", userAgent: "t" },
  );
  if (!signed.ok) throw new Error(signed.message);
  await sql()`UPDATE users SET email_verified_at = now() WHERE id = ${signed.user.id}`;
  expect(await verifyCompanyByDomain(signed.user.id)).toBe(true);
  const actor = { id: signed.user.id, email, role: "employer" as const };
  const job = await createJob(actor, {
    title: `Accounts Executive ${slug}`,
    category: "Sales",
    job_type: "Full Time",
    job_description: "Keep the books.",
    location: "Pune",
    application_deadline: nextMonth,
    experience: "1",
    qualification: "Any",
    link_to_job: `https://${slug}.example/j`,
    salary_range: "300000",
  });
  return { id: job.id, email };
}

async function admin(): Promise<string> {
  const token = await registered("192.0.2.250");
  await sql()`UPDATE users SET role = 'admin' WHERE id = (SELECT max(id) FROM users)`;
  return token;
}

const money = { reason: "money", details: "They asked for ₹2,000 on UPI" };

describe("reports need different people (issue 43, decision 157)", () => {
  it(
    "one address with a guest report and two accounts made on the spot, and one network with " +
      "five proved accounts, hide nothing; three people on three networks do",
    async () => {
      const job = await verifiedEmployersJob("ledgerly");
      const attacker = "198.51.100.7";
      expect((await call("POST", `/api/jobs/${job.id}/reports`, { ip: attacker, body: money })).status).toBe(201);
      for (let n = 0; n < 2; n++) {
        const report = await call("POST", `/api/jobs/${job.id}/reports`, {
          ip: attacker,
          token: await registered(attacker),
          body: money,
        });
        expect(report.status).toBe(201);
        expect(report.body.hidden).toBe(false);
      }
      expect((await call("GET", `/api/job/${job.id}`, { ip: "192.0.2.1" })).status).toBe(200);

      // Five accounts with proved e-mails, each from its own address, all in one /24: one person.
      for (let n = 0; n < 5; n++) {
        const ip = `198.51.100.${20 + n}`;
        expect(
          (await call("POST", `/api/jobs/${job.id}/reports`, { ip, token: await registered(ip, true), body: money }))
            .body.hidden,
        ).toBe(false);
      }
      // And an IPv6 /48: two more addresses in it add nothing beyond one more person.
      for (const ip of ["2001:db8:77:1::5", "2001:db8:77:ff::9"]) {
        expect(
          (await call("POST", `/api/jobs/${job.id}/reports`, { ip, token: await registered(ip, true), body: money }))
            .body.hidden,
        ).toBe(false);
      }
      expect((await call("GET", `/api/job/${job.id}`, { ip: "192.0.2.1" })).status).toBe(200);
      const moderator = await admin();
      const queue = (await call("GET", "/api/admin/reports", { ip: "192.0.2.250", token: moderator })).body.data;
      expect(queue[0]).toMatchObject({
        jobId: job.id,
        reports: 10,
        counted: 2,
        hiddenByReports: false,
        companyVerified: true,
      });
      expect(await sql()`SELECT 1 FROM mail_outbox WHERE recipient = ${job.email}`).toHaveLength(0);

      // A third person on a third network, with a proved e-mail: hidden, pending review, and its employer is told.
      const third = await call("POST", `/api/jobs/${job.id}/reports`, {
        ip: "203.0.113.9",
        token: await registered("203.0.113.9", true),
        body: money,
      });
      expect(third.body.hidden).toBe(true);
      expect((await call("GET", `/api/job/${job.id}`, { ip: "192.0.2.1" })).status).toBe(404);
      const told = await sql()<{ subject: string }[]>`SELECT subject FROM mail_outbox WHERE recipient = ${job.email}`;
      expect(told.map((mail) => mail.subject)).toEqual([
        `Your job “Accounts Executive ledgerly” is hidden while we review reports`,
      ]);
    },
  );

  it("puts a verified employer's job hidden by reports first in both queues, ahead of a job with more reports from one network", async () => {
    const older = await verifiedEmployersJob("olderheld");
    await sql()`INSERT INTO job_reviews (job_id, reasons, created_at) VALUES (${older.id}, ${JSON.stringify([{ code: "asks_money", detail: "fee" }])}::jsonb,
      now() - interval '2 days')`;
    await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${older.id}`;
    const flooded = await verifiedEmployersJob("flooded");
    for (let n = 0; n < 6; n++) {
      const ip = `198.18.5.${n + 1}`;
      await call("POST", `/api/jobs/${flooded.id}/reports`, { ip, token: await registered(ip), body: money });
    }
    const reported = await verifiedEmployersJob("reported");
    for (const ip of ["192.0.2.10", "198.18.7.1", "203.0.113.60"]) {
      await call("POST", `/api/jobs/${reported.id}/reports`, { ip, token: await registered(ip, true), body: money });
    }
    const moderator = await admin();
    // The file's database is shared by its tests: only this test's jobs are looked at.
    const mine = [older.id, flooded.id, reported.id];
    const reports = (await call("GET", "/api/admin/reports", { ip: "192.0.2.250", token: moderator })).body.data.filter(
      (job: { jobId: number }) => mine.includes(job.jobId),
    );
    expect(reports.map((job: { jobId: number }) => job.jobId)).toEqual([reported.id, flooded.id]);
    expect(reports[0]).toMatchObject({ reports: 3, counted: 3, hiddenByReports: true });
    expect(reports[1]).toMatchObject({ reports: 6, counted: 0, hiddenByReports: false });
    const review = (await call("GET", "/api/admin/review", { ip: "192.0.2.250", token: moderator })).body.data.filter(
      (job: { jobId: number }) => mine.includes(job.jobId),
    );
    expect(review.map((job: { jobId: number }) => job.jobId)).toEqual([reported.id, older.id]);

    // Dismissed: live again, and its employer is told that too.
    expect(
      (
        await call("POST", `/api/admin/reports/${reported.id}`, {
          ip: "192.0.2.250",
          token: moderator,
          body: { action: "dismiss" },
        })
      ).status,
    ).toBe(200);
    expect((await call("GET", `/api/job/${reported.id}`, { ip: "192.0.2.1" })).status).toBe(200);
    const mails = await sql()<
      { subject: string }[]
    >`SELECT subject FROM mail_outbox WHERE recipient = ${reported.email} ORDER BY id`;
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your job “Accounts Executive reported” is hidden while we review reports",
      "Your job “Accounts Executive reported” is live",
    ]);
  });

  it("refuses a flood from one network past its daily limit with a 429 naming it, storing nothing; a held job's id is 404", async () => {
    AUTH_LIMITS.reportNetworkDay.points = 3;
    overrideEnv({ AUTH_RATE_LIMIT_FACTOR: 1 });
    try {
      const job = await verifiedEmployersJob("flood");
      const tokens: string[] = [];
      for (let n = 0; n < 4; n++) tokens.push(await registered("192.0.2.99", true));
      for (let n = 0; n < 3; n++) {
        expect(
          (
            await call("POST", `/api/jobs/${job.id}/reports`, {
              ip: `100.64.10.${60 + n}`,
              token: tokens[n],
              body: { reason: "misleading" },
            })
          ).status,
        ).toBe(201);
      }
      const refused = await call("POST", `/api/jobs/${job.id}/reports`, {
        ip: "100.64.10.63",
        token: tokens[3],
        body: { reason: "misleading" },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many reports from your network\. Please try again in \d+ (hours|minutes?)\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3600);
      expect(await sql()`SELECT 1 FROM job_reports WHERE job_id = ${job.id}`).toHaveLength(3);
      // Another network is not affected.
      expect(
        (
          await call("POST", `/api/jobs/${job.id}/reports`, {
            ip: "100.64.11.1",
            token: tokens[3],
            body: { reason: "misleading" },
          })
        ).status,
      ).toBe(201);

      const held = await verifiedEmployersJob("heldone");
      await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${held.id}`;
      const hidden = await call("POST", `/api/jobs/${held.id}/reports`, { ip: "203.0.113.77", body: money });
      expect(hidden.status).toBe(404);
      expect(await sql()`SELECT 1 FROM job_reports WHERE job_id = ${held.id}`).toHaveLength(0);
    } finally {
      AUTH_LIMITS.reportNetworkDay.points = savedNetworkLimit;
      overrideEnv({ AUTH_RATE_LIMIT_FACTOR: 1000 });
    }
  });
});
