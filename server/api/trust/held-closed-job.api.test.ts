/** Issue 44 point 10: a held job its employer closes while it waits stays unseen (404) until an admin approves it. */
import { describe, expect, it } from "vitest";
import { getJobForPage, setJobOpen } from "../../../core/jobs";
import { decideReview, listReviewQueue } from "../../../core/trust";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { newAdmin, SCAM_TEXT, unverifiedEmployer } from "../../../tests/factories/rejected-job";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

describe("a held job closed by its employer", () => {
  it("answers 404 on its page and in the API while held, stays in the review queue, and shows as closed once approved", async () => {
    await loadDemoData(sql(), { jobs: 3, companies: 1 });
    const { employer, post } = await unverifiedEmployer();
    const id = await post("Field Sales Associate", SCAM_TEXT);
    await setJobOpen(employer, id, false);
    const [row] = await sql()<
      { status: string; review: string }[]
    >`SELECT j.status, r.state AS review FROM jobs j JOIN job_reviews r ON r.job_id = j.id WHERE j.id = ${id}`;
    expect(row).toEqual({ status: "closed", review: "pending" });

    // Unseen, as any held job: no page, no API answer, nothing of its text.
    expect(await getJobForPage(id)).toBeUndefined();
    const api = await requestJson(app, `/api/job/${id}`);
    expect(api.status).toBe(404);
    expect(JSON.stringify(api.body)).not.toMatch(/WhatsApp|Field Sales/);

    // The admin still sees it, saying its employer closed it.
    const moderator = await newAdmin();
    const held = (await listReviewQueue(moderator)).find((job) => job.jobId === id);
    expect(held).toMatchObject({ status: "closed", title: "Field Sales Associate" });

    // Approved: it may be read, and it stays closed (an approval never reopens what its owner closed).
    await decideReview(moderator, id, { decision: "approve" });
    const page = await getJobForPage(id);
    expect(page).toMatchObject({ id, status: "closed" });
    const after = await requestJson(app, `/api/job/${id}`);
    expect(after.status).toBe(200);
    expect(after.body.status).toBe("closed");
  });
});
