import { describe, expect, it } from "vitest";
import { forgetDirectory } from "../../../core/companies";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/** Issue 29 (d): the company directory, its filters and counts, and the company page's facts. */
withTestDatabase();
const app = createTestApp();

describe("GET /api/companies", () => {
  it("lists every company with open jobs, filters by stage, size, remote policy, city and category, and counts the other filters", async () => {
    await loadDemoData(sql(), { jobs: 400, companies: 40 });
    forgetDirectory();
    const [{ hiring }] = await sql()<
      { hiring: number }[]
    >`SELECT count(DISTINCT company_id)::int AS hiring FROM jobs WHERE status = 'open' AND (valid_through IS NULL OR valid_through > now())`;
    const all = await requestJson(app, "/api/companies?page=1");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(hiring);
    const stageCounts = Object.fromEntries(
      all.body.facets.stage.map((item: { value: string; count: number }) => [item.value, item.count]),
    );
    const seriesA = await requestJson(app, "/api/companies?stage=series-a");
    expect(seriesA.body.total).toBe(stageCounts["series-a"]);
    expect(seriesA.body.companies.every((company: { stage: string }) => company.stage === "series-a")).toBe(true);
    // The stage facet still counts the other stages under a chosen stage.
    expect(seriesA.body.facets.stage).toEqual(all.body.facets.stage);
    const both = await requestJson(app, "/api/companies?stage=series-a,seed&size=11-50&sort=newest");
    for (const company of both.body.companies) expect(["series-a", "seed"]).toContain(company.stage);
    for (const company of both.body.companies) expect(company.size).toBe("11-50");
    const newest = both.body.companies.map((company: { newestJob: string }) => company.newestJob);
    expect(newest).toEqual([...newest].sort().reverse());
    const mostJobs = all.body.companies.map((company: { openJobs: number }) => company.openJobs);
    expect(mostJobs).toEqual([...mostJobs].sort((a, b) => b - a));
    const city = all.body.facets.city[0];
    const inCity = await requestJson(app, `/api/companies?city=${encodeURIComponent(city.label.toUpperCase())}`);
    expect(inCity.body.total).toBe(city.count);
    const category = all.body.facets.category[0];
    expect((await requestJson(app, `/api/companies?category=${category.value}`)).body.total).toBe(category.count);
    const remote = await requestJson(app, "/api/companies?remote=remote-first");
    expect(
      remote.body.companies.every((company: { remotePolicy: string }) => company.remotePolicy === "remote-first"),
    ).toBe(true);
  });

  it("filters by its open jobs' facts: one offers equity, one pays in an LPA band, each counted under the other filters", async () => {
    // A category of their own keeps the demo companies out of the counts.
    const category = "Directory Facts Engineering";
    await insertFixtureJobs(sql(), [
      { title: "Equity Engineer", company: "Equity Facts Co", category, salaryMin: 2_000_000, salaryMax: 3_000_000 },
      { title: "Plain Engineer", company: "Plain Facts Co", category, salaryMin: 500_000, salaryMax: 800_000 },
      // ₹1.5 lakh a month is ₹18 LPA: the band reads monthly pay yearly, as the search's lpa facet does.
      {
        title: "Monthly Engineer",
        company: "Plain Facts Co",
        category,
        salaryMin: 100_000,
        salaryMax: 150_000,
        salaryUnit: "MONTH",
      },
      {
        title: "Dollar Engineer",
        company: "Dollar Facts Co",
        category,
        salaryMin: 100_000,
        salaryMax: 150_000,
        salaryCurrency: "USD",
      },
      // A closed job's equity and pay say nothing of the company's open jobs.
      {
        title: "Closed Engineer",
        company: "Dollar Facts Co",
        category,
        salaryMin: 2_000_000,
        salaryMax: 3_000_000,
        status: "closed",
      },
    ]);
    await sql()`UPDATE jobs SET equity_min = 0.1, equity_max = 0.5 WHERE title IN ('Equity Engineer', 'Closed Engineer')`;
    await sql()`UPDATE jobs SET equity_min = 0, equity_max = 0 WHERE title = 'Plain Engineer'`;
    forgetDirectory();
    const slug = "directory-facts-engineering";
    const names = (body: { companies: { name: string }[] }) => body.companies.map((company) => company.name).sort();
    const counts = (list: { value: string; count: number }[]) =>
      Object.fromEntries(list.map((item) => [item.value, item.count]));

    const all = await requestJson(app, `/api/companies?category=${slug}`);
    expect(names(all.body)).toEqual(["Dollar Facts Co", "Equity Facts Co", "Plain Facts Co"]);
    expect(counts(all.body.facets.equity)).toEqual({ yes: 1 });
    expect(counts(all.body.facets.lpa)).toEqual({ "under-10": 1, "10-20": 1, "20-plus": 1 });
    const equity = all.body.companies.find((company: { name: string }) => company.name === "Equity Facts Co");
    expect(equity).toMatchObject({ offersEquity: true, lpaBands: ["20-plus"] });

    const offering = await requestJson(app, `/api/companies?category=${slug}&equity=yes`);
    expect(names(offering.body)).toEqual(["Equity Facts Co"]);
    expect(counts(offering.body.facets.equity)).toEqual({ yes: 1 });
    expect(counts(offering.body.facets.lpa)).toEqual({ "under-10": 0, "10-20": 0, "20-plus": 1 });

    const midPay = await requestJson(app, `/api/companies?category=${slug}&lpa=10-20`);
    expect(names(midPay.body)).toEqual(["Plain Facts Co"]);
    expect(counts(midPay.body.facets.equity)).toEqual({ yes: 0 });
    expect(counts(midPay.body.facets.lpa)).toEqual({ "under-10": 1, "10-20": 1, "20-plus": 1 });
    expect(names((await requestJson(app, `/api/companies?category=${slug}&lpa=20-plus,under-10`)).body)).toEqual([
      "Equity Facts Co",
      "Plain Facts Co",
    ]);
    expect((await requestJson(app, `/api/companies?category=${slug}&equity=yes&lpa=under-10`)).body.total).toBe(0);
  });

  it("answers 400 naming the parameter for unknown values and lists of more than 30", async () => {
    const cases: [string, string][] = [
      ["stage=series-z", "stage"],
      ["size=12-49", "size"],
      ["remote=sometimes", "remote"],
      ["sort=random", "sort"],
      ["page=0", "page"],
      [`city=${Array.from({ length: 1000 }, (_, index) => `c${index}`).join(",")}`, "city"],
      ["category=Not%20A%20Slug", "category"],
      ["equity=no", "equity"],
      ["lpa=30-plus", "lpa"],
    ];
    for (const [query, field] of cases) {
      const answer = await requestJson(app, `/api/companies?${query}`);
      expect(answer.status, query.slice(0, 40)).toBe(400);
      expect(Object.keys(answer.body.errors), query.slice(0, 40)).toContain(field);
    }
  });
});
