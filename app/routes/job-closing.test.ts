import { beforeAll, describe, expect, it } from "vitest";
import { signUpEmployer } from "../../core/employers";
import { createJob } from "../../core/jobs";
import { verifyCompanyByDomain } from "../../core/trust";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { jobPostingJsonLd } from "../lib/json-ld";
import { loader } from "./job-details";

/**
 * Issue 43 point 8 (decision 158): validThrough tells the truth. A posted job closes at its deadline or 60 days
 * after it opened, whichever is first (decision 126), but its JobPosting said the deadline (or 30 days after
 * posting when there was none): a deadline 61 days ahead told search engines one day too many.
 */
withTestDatabase();
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
let employer: { id: number; email: string; role: "employer" };

beforeAll(async () => {
  await loadDemoData(sql(), { jobs: 2, companies: 1 });
  const signed = await signUpEmployer(
    {
      company_choice: "new",
      name: "Owner",
      email: "owner@truedates.example",
      password: "correct horse battery",
      company_name: "True Dates",
      company_website: "https://truedates.example",
    },
    { ip: "203.0.113.3", userAgent: "t" },
  );
  if (!signed.ok) throw new Error(signed.message);
  await sql()`UPDATE users SET email_verified_at = now() WHERE id = ${signed.user.id}`;
  await verifyCompanyByDomain(signed.user.id);
  employer = { id: signed.user.id, email: "owner@truedates.example", role: "employer" };
});

async function posted(title: string, deadline: string) {
  return createJob(employer, {
    title,
    category: "Sales",
    job_type: "Full Time",
    job_description: "Sell.",
    location: "Pune",
    application_deadline: deadline,
    experience: "1",
    qualification: "Any",
    link_to_job: "https://truedates.example/j",
    salary_range: "300000",
  });
}

async function page(id: number) {
  const [{ title }] = await sql()<{ title: string }[]>`SELECT title FROM jobs WHERE id = ${id}`;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  type Args = Parameters<typeof loader>[0];
  return loader({
    params: { id: String(id), slug },
    request: new Request("http://jobs.example/"),
    context: { cspNonce: "n", requestId: "r" },
  } as unknown as Args);
}

describe("validThrough says when a job really closes (issue 43 point 8)", () => {
  it("is 60 days after a posted job opened when its deadline is 61 days ahead, and the page says the same day", async () => {
    const job = await posted("Far Deadline", dateIn(61));
    const [{ opened }] = await sql()<
      { opened: Date }[]
    >`SELECT coalesce(open_since, date_posted) AS opened FROM jobs WHERE id = ${job.id}`;
    const result = await page(job.id);
    expect(result.open).toBe(true);
    const expected = new Date(new Date(opened).getTime() + 60 * DAY).toISOString();
    expect(result.job.closesAt).toBe(expected);
    expect(jobPostingJsonLd(result.job, "http://localhost").validThrough).toBe(expected);
    // The employer's deadline itself is kept as they wrote it.
    expect(result.job.validThrough).toBe(`${dateIn(61)}T23:59:59.000Z`);
  });

  it("is the deadline when it comes first; past 60 days open the page says closed, before the freshness tick closes it", async () => {
    const job = await posted("Near Deadline", dateIn(10));
    const result = await page(job.id);
    expect(jsonLdOf(result)).toBe(`${dateIn(10)}T23:59:59.000Z`);
    // Held open past 60 days (open_since long ago), it is closed from that moment, even before the freshness tick.
    await sql()`UPDATE jobs SET open_since = now() - interval '61 days' WHERE id = ${job.id}`;
    const stale = await page(job.id);
    expect(stale.open).toBe(false);
  });

  it("is a collected job's source date, or nothing at all rather than a promise", async () => {
    const [withDate, withoutDate] = await sql()<
      { id: number }[]
    >`SELECT id FROM jobs WHERE posted_by IS NULL AND status = 'open' ORDER BY id LIMIT 2`;
    await sql()`UPDATE jobs SET source = 'collector', valid_through = now() + interval '90 days' WHERE id = ${withDate.id}`;
    await sql()`UPDATE jobs SET source = 'collector', valid_through = NULL WHERE id = ${withoutDate.id}`;
    const [{ valid_through }] = await sql()<
      { valid_through: Date }[]
    >`SELECT valid_through FROM jobs WHERE id = ${withDate.id}`;
    expect(jsonLdOf(await page(withDate.id))).toBe(new Date(valid_through).toISOString());
    const undated = await page(withoutDate.id);
    expect(undated.open).toBe(true);
    expect(undated.job.closesAt).toBeNull();
    expect(jobPostingJsonLd(undated.job, "http://localhost")).not.toHaveProperty("validThrough");
  });
});

function jsonLdOf(result: Awaited<ReturnType<typeof page>>): unknown {
  return jobPostingJsonLd(result.job, "http://localhost").validThrough;
}
