import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { fixture } from "../../tests/helpers/career-site-server";
import { captureIo, feedPaths, withFixtureSites } from "../../tests/helpers/collector-fixture-sites";
import { withTestDatabase } from "../../tests/setup/test-database";
import { runCollectorCommand } from "./cli/commands";

withTestDatabase();

const sites = withFixtureSites();

async function collect(...argv: string[]) {
  const capture = captureIo();
  return runCollectorCommand(argv, capture.io);
}

async function jobTitled(title: string) {
  const [row] = await sql()<{ id: number; status: string }[]>`SELECT id, status FROM jobs WHERE title = ${title}`;
  return row;
}

async function review(jobId: number) {
  const [row] = await sql()<
    { state: string; reasons: { code: string; detail: string }[] }[]
  >`SELECT state, reasons FROM job_reviews WHERE job_id = ${jobId}`;
  return row;
}

describe("scam signals at collection (issue 27, decision 126)", () => {
  it("holds a collected posting that asks for money, with the reason, and a re-run does not reopen it", async () => {
    await collect("--sources", sites().sourcesFile);
    const feed = JSON.parse(fixture("lever-kavya.json"));
    feed[1].descriptionPlain = "Selected candidates pay a registration fee of ₹2,000 before the interview.";
    feed[1].description = `<p>${feed[1].descriptionPlain}</p>`;
    sites().feeds.setRoute("/v0/postings/kavya", { body: JSON.stringify(feed) });
    const [source] = await sql()<{ id: number }[]>`SELECT id FROM collector_sources WHERE company_name = 'Kavyā Labs'`;
    await collect("run", String(source.id));

    const held = await jobTitled(feed[1].text);
    expect(held.status).toBe("pending");
    expect(await review(held.id)).toMatchObject({
      state: "pending",
      reasons: [{ code: "asks_money", detail: expect.stringContaining("registration fee") }],
    });
    const other = await jobTitled(feed[0].text);
    expect(other.status).toBe("open");

    // Another run, and the scheduler's expiry pass, leave the held job as it is.
    feed[1].descriptionPlain += " Apply soon.";
    sites().feeds.setRoute("/v0/postings/kavya", { body: JSON.stringify(feed) });
    await collect("run", String(source.id));
    expect((await jobTitled(feed[1].text)).status).toBe("pending");
  });

  it("a job an admin closed after reports stays closed, and a rejected one stays closed, when its source lists it again", async () => {
    const [source] = await sql()<
      { id: number }[]
    >`SELECT id FROM collector_sources WHERE url = ${sites().feeds.url(feedPaths.greenhouse)}`;
    const target = await jobTitled("Product Manager, Payments");
    expect(target.status).toBe("open");
    await sql()`INSERT INTO job_reports (job_id, reason, reporter_key, reporter_network, state) VALUES (${target.id}, 'closed', 'k1', 'n1', 'actioned')`;
    await sql()`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = ${target.id}`;

    // The source changes the posting (so it is rewritten) and still lists it.
    const feed = JSON.parse(fixture("greenhouse-acme.json"));
    for (const entry of feed.jobs) entry.content += "<p>Updated.</p>";
    sites().feeds.setRoute("/v1/boards/acmerobotics/jobs", { body: JSON.stringify(feed) });
    await collect("run", String(source.id));
    expect((await jobTitled("Product Manager, Payments")).status).toBe("closed");

    const rejected = await jobTitled("Senior Backend Engineer & API Lead");
    await sql()`INSERT INTO job_reviews (job_id, state, reasons) VALUES (${rejected.id}, 'rejected', '[]')`;
    await sql()`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = ${rejected.id}`;
    for (const entry of feed.jobs) entry.content += "<p>Again.</p>";
    sites().feeds.setRoute("/v1/boards/acmerobotics/jobs", { body: JSON.stringify(feed) });
    await collect("run", String(source.id));
    expect((await jobTitled("Senior Backend Engineer & API Lead")).status).toBe("closed");
    // The other postings of the source were rewritten and stay open.
    expect((await jobTitled("Product Manager, Payments")).status).toBe("closed");
    const [{ open }] = await sql()<
      { open: number }[]
    >`SELECT count(*)::int AS open FROM jobs WHERE collector_source_id = ${source.id} AND status = 'open'`;
    expect(open).toBeGreaterThan(0);
  });

  it("holds a collected posting's pay in a currency without a band against the rupee band, converted (decision 205)", async () => {
    const feed = JSON.parse(fixture("lever-kavya.json"));
    const [source] = await sql()<{ id: number }[]>`SELECT id FROM collector_sources WHERE company_name = 'Kavyā Labs'`;
    // Each posting's category pays ₹12,000-31,500 a month in rupees, and nothing in dollars.
    for (const title of [feed[0].text, feed[1].text]) {
      const [job] = await sql()<
        { company_id: number; category_id: number | null }[]
      >`SELECT company_id, category_id FROM jobs WHERE title = ${title}`;
      expect(job.category_id).not.toBeNull();
      for (let at = 0; at < 40; at++)
        await sql()`INSERT INTO jobs (company_id, category_id, title, salary_min, salary_max, salary_currency, salary_unit)
          VALUES (${job.company_id}, ${job.category_id}, 'Rupee job', ${12_000 + at * 500}, ${12_000 + at * 500}, 'INR', 'MONTH')`;
    }

    feed[0].categories.commitment = "Full-time";
    feed[0].salaryRange = { currency: "USD", interval: "per-month-salary", min: 20_000, max: 20_000 };
    feed[1].salaryRange = { currency: "XYZ", interval: "per-month-salary", min: 20_000, max: 20_000 };
    sites().feeds.setRoute("/v0/postings/kavya", { body: JSON.stringify(feed) });
    await collect("run", String(source.id));

    const dollars = await jobTitled(feed[0].text);
    expect(dollars.status).toBe("pending");
    expect(await review(dollars.id)).toMatchObject({
      state: "pending",
      reasons: [{ code: "pay_outlier", detail: expect.stringContaining("₹ band converted at rough rates") }],
    });
    // Three made-up letters: no band, no rate, held for a person to read (with the hold it already had).
    const madeUp = await jobTitled(feed[1].text);
    expect((await review(madeUp.id)).reasons).toContainEqual({
      code: "pay_uncomparable",
      detail: expect.stringContaining("XYZ"),
    });
  });
});
