import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

async function signedInToken(email: string): Promise<string> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name) VALUES (${email}, 'Tracker') RETURNING id`;
  return (await createSession(user.id)).token;
}

function call(method: string, path: string, token?: string, body?: unknown) {
  return requestJson(app, path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("applications API (issue 30)", () => {
  it("lists, creates, updates, exports and deletes for the bearer's candidate; another candidate gets 404", async () => {
    await loadDemoData(sql(), { jobs: 10, companies: 3 });
    const [{ id: job }] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const token = await signedInToken("api@example.com");
    const other = await signedInToken("intruder@example.com");

    const created = await call("POST", "/api/applications/", token, { job, note: "Referred by Kiran" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ jobId: job, status: "applied", note: "Referred by Kiran", jobClosed: false });
    const id = created.body.id as number;

    const moved = await call("PATCH", `/api/applications/${id}`, token, {
      status: "interviewing",
      nextStep: "2026-12-03",
      remind: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.timeline.map((entry: { status: string }) => entry.status)).toEqual(["applied", "interviewing"]);

    const list = await call("GET", "/api/applications/?status=interviewing", token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      page: 1,
      totalPages: 1,
      status: "interviewing",
      counts: { interviewing: 1, applied: 0 },
    });

    for (const [method, body] of [
      ["PATCH", { status: "offer" }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await call(method, `/api/applications/${id}`, other, body);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("Application not found");
    }
    expect((await call("GET", "/api/applications/", other)).body.total).toBe(0);

    const exported = await app.request("/api/applications/export", { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Interviewing","');

    const removed = await call("DELETE", `/api/applications/${id}`, token);
    expect(removed.body.message).toBe("Application removed");
    expect((await call("DELETE", `/api/applications/${id}`, token)).status).toBe(404);
  });

  it("answers bad input with a 400 naming the field, a second apply with 409, and never a 500", async () => {
    await loadDemoData(sql(), { jobs: 10, companies: 3 });
    const [{ id: job }] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const token = await signedInToken("bad-api@example.com");
    expect((await call("GET", "/api/applications/")).status).toBe(401);
    expect((await call("POST", "/api/applications/", undefined, { job })).status).toBe(401);

    const cases: [unknown, string][] = [
      [{ job, status: "ghosted" }, "status"],
      [{ job, note: "x".repeat(100_000) }, "note"],
      [{ job, note: "a\u0000b" }, "note"],
      [{ job, nextStep: "1900-05-01" }, "nextStep"],
      [{ job, nextStep: "2200-05-01" }, "nextStep"],
      [{ job: "x" }, "job"],
    ];
    for (const [body, field] of cases) {
      const answer = await call("POST", "/api/applications/", token, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors).toHaveProperty(field);
    }
    const [{ count }] = await sql()<{ count: number }[]>`SELECT count(*)::int AS count FROM applications`;
    expect(count).toBe(0);

    const first = await call("POST", "/api/applications/", token, { job });
    const again = await call("POST", "/api/applications/", token, { job });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ job: "You already track an application to this job" });
    const list = await call("GET", "/api/applications/", token);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].appliedAt).toBe(first.body.appliedAt);

    expect((await call("POST", "/api/applications/", token, { job: 987_654 })).status).toBe(404);
    expect((await call("PATCH", "/api/applications/abc", token, { status: "offer" })).status).toBe(400);
    expect(
      (await call("PATCH", `/api/applications/${first.body.id}`, token, { status: "nope" })).body.errors,
    ).toHaveProperty("status");
    expect((await call("PATCH", `/api/applications/${first.body.id}`, token, {})).status).toBe(400);
    expect((await call("GET", "/api/applications/?page=0", token)).body.errors).toHaveProperty("page");
    expect((await call("POST", "/api/applications/reminders/stop?token=nope")).status).toBe(400);
  });

  it("refuses a bad change naming the field and stores none of it; another candidate's id is 404 and changes nothing", async () => {
    await loadDemoData(sql(), { jobs: 10, companies: 3 });
    const [{ id: job }] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const token = await signedInToken("patch-bad@example.com");
    const other = await signedInToken("patch-intruder@example.com");
    const created = await call("POST", "/api/applications/", token, {
      job,
      note: "First call on Monday",
      nextStep: "2026-12-03",
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const before = (await call("GET", "/api/applications/", token)).body.items[0];

    // Each bad field beside a good one: the good one is not stored either.
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "ghosted", note: "fine" }, "status"],
      [{ status: "clicked" }, "status"],
      [{ status: "not_interested" }, "status"],
      [{ status: "offer", note: "x".repeat(100_000) }, "note"],
      [{ status: "offer", note: "call\u0000back" }, "note"],
      [{ status: "offer", nextStep: "1900-01-15" }, "nextStep"],
      [{ status: "offer", nextStep: "2200-01-15" }, "nextStep"],
      [{ status: "offer", nextStep: "2026-02-30" }, "nextStep"],
      [{ status: "offer", remind: "yes" }, "remind"],
    ];
    for (const [body, field] of cases) {
      const answer = await call("PATCH", `/api/applications/${id}`, token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.errors).toHaveProperty(field);
    }
    const after = (await call("GET", "/api/applications/", token)).body.items[0];
    expect(after).toEqual(before);
    const [{ events }] = await sql()<
      { events: number }[]
    >`SELECT count(*)::int AS events FROM application_events WHERE application_id = ${id}`;
    expect(events).toBe(1);

    // Another candidate, with a good body: not found, nothing changed; ids out of range are 400, not 500.
    const intruder = await call("PATCH", `/api/applications/${id}`, other, { status: "withdrawn", note: "mine now" });
    expect(intruder.status).toBe(404);
    expect((await call("GET", "/api/applications/", token)).body.items[0]).toEqual(before);
    for (const bad of ["99999999999", "-1", "1e3"]) {
      const answer = await call("PATCH", `/api/applications/${bad}`, token, { status: "offer" });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors).toHaveProperty("id");
    }
    // A number that is nobody's application.
    expect((await call("PATCH", "/api/applications/0", token, { status: "offer" })).status).toBe(404);
  });

  it("keeps one application and its date when the same job is applied to again, by Apply Now or the API", async () => {
    await loadDemoData(sql(), { jobs: 10, companies: 3 });
    const [{ id: job }] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const token = await signedInToken("twice@example.com");
    const first = await call("POST", "/api/applications/", token, { job, status: "interviewing" });
    expect(first.status).toBe(201);
    const [{ user_id: userId }] = await sql()<
      { user_id: number }[]
    >`SELECT user_id FROM applications WHERE id = ${first.body.id}`;
    const { recordApply } = await import("../../../core/applications");
    await recordApply({ jobId: job, userId });
    const again = await call("POST", "/api/applications/", token, { job, status: "offer", note: "second try" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty("job");
    const rows = await sql()<
      { status: string; applied_at: Date | string; note: string }[]
    >`SELECT status, applied_at, note FROM applications WHERE user_id = ${userId}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "interviewing", note: "" });
    expect(new Date(rows[0].applied_at).toISOString()).toBe(first.body.appliedAt);
  });

  it("refuses a cookie-authenticated write without the CSRF header", async () => {
    const token = await signedInToken("cookie-apps@example.com");
    const response = await requestJson(app, "/api/applications/", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `session=${token}` },
      body: JSON.stringify({ job: 1 }),
    });
    expect(response.status).toBe(403);
    // Reading with the cookie alone is fine.
    expect((await requestJson(app, "/api/applications/", { headers: { cookie: `session=${token}` } })).status).toBe(
      200,
    );
  });
});
