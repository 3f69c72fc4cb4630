import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { recordApply } from "../../../core/applications";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/**
 * Issue 43 point 7: the tracker revealed held jobs. POST /api/applications/ with the id of a held,
 * report-hidden or scam-held job answered 201 with its title, company and link, and ids are sequential.
 */
withTestDatabase();
const app = createTestApp();

async function candidate(email: string): Promise<{ id: number; token: string }> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name) VALUES (${email}, 'Tracker') RETURNING id`;
  return { id: user.id, token: (await createSession(user.id)).token };
}

function call(method: string, path: string, token: string, body?: unknown) {
  return requestJson(app, path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Holds a job as the board does (status 'pending' with its reasons). */
async function hold(jobId: number, code: string): Promise<void> {
  await sql()`INSERT INTO job_reviews (job_id, reasons) VALUES (${jobId}, ${JSON.stringify([{ code, detail: "test" }])}::jsonb)`;
  await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${jobId}`;
}

describe("applications only for jobs one can see (issue 43 point 7)", () => {
  it("answers 404 naming the job for a held, report-hidden, scam-held or deleted job's id, storing nothing and showing no title", async () => {
    await loadDemoData(sql(), { jobs: 8, companies: 2 });
    const jobs = await sql()<
      { id: number; title: string }[]
    >`SELECT id, title FROM jobs WHERE status = 'open' ORDER BY id LIMIT 5`;
    await hold(jobs[0].id, "unverified_company");
    await hold(jobs[1].id, "reported_money");
    await hold(jobs[2].id, "asks_money");
    await sql()`UPDATE jobs SET deleted_at = now(), status = 'closed' WHERE id = ${jobs[3].id}`;
    const { id: userId, token } = await candidate("prober@example.com");

    for (const job of jobs.slice(0, 4)) {
      const probe = await call("POST", "/api/applications/", token, { job: job.id });
      expect(probe.status).toBe(404);
      expect(probe.body.errors).toEqual({ job: "Job not found" });
      expect(JSON.stringify(probe.body)).not.toContain(job.title);
    }
    expect(await sql()`SELECT 1 FROM applications WHERE user_id = ${userId}`).toHaveLength(0);
    // The Apply Now statement records nothing for a held job either.
    await recordApply({ jobId: jobs[0].id, userId });
    expect(await sql()`SELECT 1 FROM applications WHERE user_id = ${userId}`).toHaveLength(0);
    // A public job still works.
    expect((await call("POST", "/api/applications/", token, { job: jobs[4].id })).status).toBe(201);
  });

  it(
    "keeps what the candidate already saw of a job held after they applied: its title and " +
      "company, closed, without a link to a page that is gone",
    async () => {
      await loadDemoData(sql(), { jobs: 8, companies: 2 });
      const [tracked, clicked] = await sql()<
        { id: number; title: string }[]
      >`SELECT id, title FROM jobs WHERE status = 'open' ORDER BY id LIMIT 2`;
      const { id: userId, token } = await candidate("before@example.com");
      const made = await call("POST", "/api/applications/", token, { job: tracked.id, note: "Sent my CV" });
      expect(made.status).toBe(201);
      await recordApply({ jobId: clicked.id, userId });
      await hold(tracked.id, "reported_money");
      await hold(clicked.id, "reported_money");

      const list = await call("GET", "/api/applications/", token);
      expect(list.status).toBe(200);
      expect(list.body.items.find((item: { id: number }) => item.id === made.body.id)).toMatchObject({
        jobId: tracked.id,
        jobTitle: tracked.title,
        note: "Sent my CV",
        jobClosed: true,
        jobHref: null,
      });
      // Gone to apply before the hold: the candidate may still say they applied (the title they saw is kept).
      const moved = await call("POST", "/api/applications/", token, { job: clicked.id });
      expect(moved.status).toBe(201);
      expect(moved.body).toMatchObject({ jobTitle: clicked.title, jobClosed: true, jobHref: null });
      expect((await call("POST", "/api/applications/", token, { job: tracked.id })).status).toBe(409);
    },
  );
});
