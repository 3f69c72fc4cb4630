import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

async function signedInToken(email: string): Promise<string> {
  const [user] = await sql()<{ id: number }[]>`INSERT INTO users (email, name) VALUES (${email}, 'Saver') RETURNING id`;
  return (await createSession(user.id)).token;
}

function post(path: string, body: unknown, token?: string) {
  return requestJson(app, path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe("saved jobs API (SPEC §7 POST /saved-jobs/)", () => {
  it("saves, lists and removes a job for the signed-in user only", async () => {
    await loadDemoData(sql(), { jobs: 10, companies: 3 });
    const [{ id: jobId }] = await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id LIMIT 1`;
    const token = await signedInToken("saver@example.com");
    const otherToken = await signedInToken("other@example.com");

    const saved = await post("/api/saved-jobs/", { job: String(jobId) }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: "Job saved successfully!", saved: true, job: jobId });

    const mine = await requestJson(app, "/api/saved-jobs/", { headers: { authorization: `Bearer ${token}` } });
    expect(mine.body.data.map((job: { id: number; isSaved: boolean }) => [job.id, job.isSaved])).toEqual([
      [jobId, true],
    ]);
    const theirs = await requestJson(app, "/api/saved-jobs/", { headers: { authorization: `Bearer ${otherToken}` } });
    expect(theirs.body.data).toEqual([]);

    const removed = await requestJson(app, `/api/saved-jobs/${jobId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.body.message).toBe("Job removed");
    const after = await requestJson(app, "/api/saved-jobs/", { headers: { authorization: `Bearer ${token}` } });
    expect(after.body.data).toEqual([]);
  });

  it("answers 401 to guests, 400 to a bad id and 404 to an unknown job", async () => {
    expect((await post("/api/saved-jobs/", { job: 1 })).status).toBe(401);
    const token = await signedInToken("checker@example.com");
    const bad = await post("/api/saved-jobs/", { job: "abc" }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.job).toBe("job must be a job id");
    expect((await post("/api/saved-jobs/", { job: 3_000_000_000 }, token)).status).toBe(400);
    const huge = await requestJson(app, "/api/saved-jobs/99999999999", {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(huge.status).toBe(400);
    const unknown = await post("/api/saved-jobs/", { job: 987654 }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Job not found");
  });

  it("pages the list with the total: the 501st saved job is on a later page, not dropped (issue 33)", async () => {
    await loadDemoData(sql(), { jobs: 520, companies: 4 });
    const token = await signedInToken("hoarder@example.com");
    const [{ id: userId }] = await sql()<{ id: number }[]>`SELECT id FROM users WHERE email = 'hoarder@example.com'`;
    const ids = (await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id LIMIT 501`).map((row) => row.id);
    await sql()`INSERT INTO saved_jobs (user_id, job_id, created_at)
                SELECT ${userId}, id, now() - (501 - ordinality) * interval '1 second' FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, ordinality)`;
    const get = (query: string) =>
      requestJson(app, `/api/saved-jobs/${query}`, { headers: { authorization: `Bearer ${token}` } });

    const first = await get("");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 501, page: 1, limit: 10, totalPages: 51 });
    expect(first.body.data).toHaveLength(10);
    const big = await get("?limit=100&page=6");
    expect(big.body).toMatchObject({ total: 501, page: 6, limit: 100, totalPages: 6 });
    expect(big.body.data.map((job: { id: number }) => job.id)).toEqual([ids[0]]);
    expect((await get("?page=51")).body.data.map((job: { id: number }) => job.id)).toEqual([ids[0]]);
    const bad = await get("?limit=1000");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["limit"]);
  });

  it("refuses a cookie-authenticated save without the CSRF header", async () => {
    const token = await signedInToken("cookie@example.com");
    const response = await requestJson(app, "/api/saved-jobs/", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `session=${token}` },
      body: JSON.stringify({ job: 1 }),
    });
    expect(response.status).toBe(403);
  });
});
