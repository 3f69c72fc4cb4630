import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

async function tokenFor(email: string, role: "admin" | "candidate" = "candidate"): Promise<string> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role) VALUES (${email}, 'T', ${role}) RETURNING id`;
  return (await createSession(user.id)).token;
}

function call(method: string, path: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  return requestJson(app, path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

describe("trust API (issue 27, decision 126)", () => {
  it("reports a job (guests too), refuses bad input and a second report, and admins settle the queues", async () => {
    await loadDemoData(sql(), { jobs: 6, companies: 2 });
    const [{ id }] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const admin = await tokenFor("admin@board.example", "admin");
    const reader = await tokenFor("reader@example.com");

    const first = await call("POST", `/api/jobs/${id}/reports`, {
      token: reader,
      body: { reason: "money", details: "Asked ₹2,000" },
    });
    expect(first.status).toBe(201);
    expect((await call("POST", `/api/jobs/${id}/reports`, { token: reader, body: { reason: "money" } })).status).toBe(
      409,
    );
    const bad = await call("POST", `/api/jobs/${id}/reports`, { body: { reason: "astrology" } });
    expect(bad.status).toBe(400);
    const other = await call("POST", `/api/jobs/${id}/reports`, { body: { reason: "other" } });
    expect(other.status).toBe(400);
    expect((await call("POST", `/api/jobs/999999/reports`, { body: { reason: "money" } })).status).toBe(404);
    expect(
      (await call("POST", `/api/jobs/${id}/reports`, { body: { reason: "money", details: "a\u0000b" } })).status,
    ).toBe(400);

    expect((await call("GET", "/api/admin/reports")).status).toBe(401);
    expect((await call("GET", "/api/admin/reports", { token: reader })).status).toBe(403);
    const queue = await call("GET", "/api/admin/reports", { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data[0]).toMatchObject({ jobId: id, reports: 1 });
    expect((await call("POST", `/api/admin/reports/${id}`, { token: admin, body: { action: "explode" } })).status).toBe(
      400,
    );
    expect((await call("POST", `/api/admin/reports/${id}`, { token: admin, body: { action: "dismiss" } })).status).toBe(
      200,
    );
    expect((await call("GET", "/api/admin/reports", { token: admin })).body.data).toEqual([]);
  });

  it("lists held jobs with their reasons; approving makes the job public, rejecting needs a reason", async () => {
    await loadDemoData(sql(), { jobs: 6, companies: 2 });
    const [a, b] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 2`;
    for (const job of [a, b]) {
      await sql()`INSERT INTO job_reviews (job_id, reasons) VALUES (${job.id}, ${JSON.stringify([{ code: "asks_money", detail: "“registration fee”" }])}::jsonb)`;
      await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${job.id}`;
    }
    const admin = await tokenFor("admin2@board.example", "admin");
    const queue = await call("GET", "/api/admin/review", { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((held: { jobId: number }) => held.jobId)).toEqual([a.id, b.id]);
    expect(queue.body.data[0].reasons[0]).toMatchObject({ code: "asks_money", label: "Asks candidates for money" });

    expect((await call("GET", `/api/job/${a.id}`)).status).toBe(404);
    expect(
      (await call("POST", `/api/admin/review/${a.id}`, { token: admin, body: { decision: "approve" } })).status,
    ).toBe(200);
    expect((await call("GET", `/api/job/${a.id}`)).status).toBe(200);
    const noReason = await call("POST", `/api/admin/review/${b.id}`, { token: admin, body: { decision: "reject" } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty("note");
    expect(
      (
        await call("POST", `/api/admin/review/${b.id}`, {
          token: admin,
          body: { decision: "reject", note: "Asks for a fee" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("POST", `/api/admin/review/${b.id}`, { token: admin, body: { decision: "approve" } })).status,
    ).toBe(404);
  });

  it("refuses a forged 'still hiring' link", async () => {
    expect((await call("POST", "/api/jobs/still-hiring?token=1.2.abc")).status).toBe(400);
  });
});
