import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIMITS, membershipOf } from "../accounts";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { employerAccount } from "../../tests/fixtures/employer-accounts";
import { salesJob } from "../../tests/fixtures/sales-job";
import { withTestDatabase } from "../../tests/setup/test-database";
import { setCompanyLogo, updateCompanyProfile } from "../employers";
import { submitProfile } from "../profiles";

withTestDatabase();
const app = createTestApp();
const meta = { ip: "203.0.113.90", userAgent: "test" };
const saved = structuredClone(AUTH_LIMITS);

beforeAll(() => {
  AUTH_LIMITS.jobPostAccount.points = 2;
  AUTH_LIMITS.companyEditAccount.points = 2;
  AUTH_LIMITS.jobEditAccount.points = 2;
  AUTH_LIMITS.logoUploadAccount.points = 1;
  AUTH_LIMITS.resumeUploadAccount.points = 1;
});
afterAll(() => Object.assign(AUTH_LIMITS, saved));

const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfab0000000049454e44ae426082",
  "hex",
);

/** A job's full payload, as Post a Job and Edit Job send it, linking to the company's own site. */
const jobBody = (title: string, site: string) => JSON.stringify(salesJob(title, site));
const asEmployer = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });

describe("limits on writes that cost us or others (issue 27, decision 127)", () => {
  it("answers 429 with Retry-After and a message past the job-post limit, storing nothing more", async () => {
    await loadDemoData(sql(), { jobs: 2, companies: 1 });
    const { token, actor } = await employerAccount("poster@limitco.example", "Limit Co", {
      verified: true,
      ip: meta.ip,
      website: "https://limitco.example",
    });
    const post = (title: string) =>
      requestJson(app, "/api/jobs/", {
        method: "POST",
        headers: asEmployer(token),
        body: jobBody(title, "limitco.example"),
      });
    const one = await post("One");
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect((await post("Two")).status).toBe(201);
    const third = await post("Three");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.body.message).toMatch(/Too many job posts\. Please try again in \d+ minutes?\./);
    expect((await sql()`SELECT 1 FROM jobs WHERE title = 'Three'`).length).toBe(0);

    // Company edits and logo uploads, per account.
    const companyId = (await membershipOf(actor.id))!.companyId;
    const profile = { company_name: "Limit Co", company_website: "https://limitco.example" };
    await updateCompanyProfile(actor, companyId, profile);
    await updateCompanyProfile(actor, companyId, profile);
    await expect(updateCompanyProfile(actor, companyId, profile)).rejects.toMatchObject({
      kind: "rate_limited",
      message: expect.stringMatching(/company changes/),
    });
    await setCompanyLogo(actor, companyId, png);
    await expect(setCompanyLogo(actor, companyId, png)).rejects.toMatchObject({
      kind: "rate_limited",
      message: expect.stringMatching(/logo uploads/),
    });
  });

  it("limits an employer's job edits, closes and reopens per account, changing nothing past the limit", async () => {
    const owner = await employerAccount("editor@editco.example", "Edit Co", { verified: true, ip: meta.ip });
    const other = await employerAccount("editor@othereditco.example", "Other Edit Co", { verified: true, ip: meta.ip });
    const postAs = async (token: string, title: string, site: string) => {
      const posted = await requestJson(app, "/api/jobs/", {
        method: "POST",
        headers: asEmployer(token),
        body: jobBody(title, site),
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      return (await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE title = ${title}`)[0].id;
    };
    const id = await postAs(owner.token, "Edited Seller", "editco.example");
    const setStatus = (token: string, job: number, status: "open" | "closed") =>
      requestJson(app, `/api/job/${job}/status`, {
        method: "POST",
        headers: asEmployer(token),
        body: JSON.stringify({ status }),
      });
    const edit = (token: string, job: number, title: string, site: string) =>
      requestJson(app, `/api/job/${job}`, { method: "PUT", headers: asEmployer(token), body: jobBody(title, site) });

    expect((await edit(owner.token, id, "Edited Seller Two", "editco.example")).status).toBe(200);
    expect((await setStatus(owner.token, id, "closed")).status).toBe(200);
    const reopen = await setStatus(owner.token, id, "open");
    expect(reopen.status).toBe(429);
    expect(Number(reopen.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(reopen.body.message).toMatch(/Too many job changes\. Please try again in \d+ minutes?\./);
    const refusedEdit = await edit(owner.token, id, "Edited Seller Three", "editco.example");
    expect(refusedEdit.status).toBe(429);
    const [stored] = await sql()<{ title: string; status: string }[]>`SELECT title, status FROM jobs WHERE id = ${id}`;
    expect(stored).toEqual({ title: "Edited Seller Two", status: "closed" });

    // Per account: another employer on the same network edits its own jobs.
    const otherId = await postAs(other.token, "Other Seller", "othereditco.example");
    expect((await edit(other.token, otherId, "Other Seller Two", "othereditco.example")).status).toBe(200);
  });

  it("limits resume uploads per account", async () => {
    const [user] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('cv@example.com', 'CV') RETURNING id`;
    const file = { bytes: Buffer.from("not a resume"), name: "cv.pdf" };
    // The first upload is spent even though the file is refused (415); the second is refused by the limit.
    await expect(submitProfile(user.id, { candidate: { name: "CV Person" }, file })).rejects.toMatchObject({
      kind: "unsupported_type",
    });
    await expect(submitProfile(user.id, { candidate: { name: "CV Person" }, file })).rejects.toMatchObject({
      kind: "rate_limited",
      retryAfterSeconds: expect.any(Number),
    });
  });
});
