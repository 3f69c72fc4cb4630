/**
 * Issue 44 point 8 (decision 178): a job an admin rejected is gone. GET /api/job/{id} answers 410 with none of its
 * text; its employer sees 'rejected' with the admin's reason, and a reopen is refused with that reason. An admin can
 * still reopen it (into review). The page's 410 is tested in app/routes/rejected-job-pages.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { listMyPostings, setJobOpen } from "../../../core/jobs";
import { decideReview } from "../../../core/trust";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { newAdmin, rejectedJob, REJECTION_REASON } from "../../../tests/factories/rejected-job";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

beforeAll(async () => {
  await loadDemoData(sql(), { jobs: 3, companies: 1 });
});

function call(method: string, path: string, token: string, body?: unknown) {
  return requestJson(app, path, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("a rejected job is gone (issue 44, decision 178)", () => {
  it("GET /api/job/{id} answers 410 with none of its text", async () => {
    const { id } = await rejectedJob();
    const api = await requestJson(app, `/api/job/${id}`);
    expect(api.status).toBe(410);
    expect(api.body.message).toMatch(/no longer available/);
    expect(JSON.stringify(api.body)).not.toMatch(/WhatsApp|Data Entry|Fee Jobs|98765/);
  });

  it("its employer sees 'rejected' with the admin's reason, and a reopen is refused with that reason; an admin may reopen it", async () => {
    const { id, token, employer, moderator } = await rejectedJob();
    const [posting] = await listMyPostings(employer);
    expect(posting).toMatchObject({ id, state: "rejected", rejectedBecause: REJECTION_REASON });
    const listed = await call("GET", "/api/user/jobs", token);
    expect(listed.body.data[0]).toMatchObject({ id, state: "rejected", rejectedBecause: REJECTION_REASON });

    const reopen = await call("POST", `/api/job/${id}/status`, token, { status: "open" });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toContain(REJECTION_REASON);
    await expect(setJobOpen(employer, id, true)).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringContaining(REJECTION_REASON),
    });
    expect((await sql()`SELECT status FROM jobs WHERE id = ${id}`)[0].status).toBe("closed");
    expect((await requestJson(app, `/api/job/${id}`)).status).toBe(410);

    // An admin's reopen is the way back; it does not skip review: the company is still unverified, so the job is held again.
    await setJobOpen(moderator, id, true);
    expect((await sql()`SELECT status FROM jobs WHERE id = ${id}`)[0].status).toBe("pending");
  });

  it("a job its employer closed, never rejected, still answers 200 as closed and reopens", async () => {
    const { token, post } = await rejectedJob();
    const id = await post("Sales Associate", "Sell our product to shops.");
    await decideReview(await newAdmin(), id, { decision: "approve" });
    expect((await call("POST", `/api/job/${id}/status`, token, { status: "closed" })).status).toBe(200);
    const closed = await requestJson(app, `/api/job/${id}`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    expect((await call("POST", `/api/job/${id}/status`, token, { status: "open" })).status).toBe(200);
  });
});
