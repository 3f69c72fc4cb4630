import { describe, expect, it } from "vitest";
import { forgetDirectory } from "../../../core/companies/company-directory.service";
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
    const [{ hiring }] = await sql()<{ hiring: number }[]>`SELECT count(DISTINCT company_id)::int AS hiring FROM jobs WHERE status = 'open' AND (valid_through IS NULL OR valid_through > now())`;
    const all = await requestJson(app, "/api/companies?page=1");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(hiring);
    const stageCounts = Object.fromEntries(all.body.facets.stage.map((item: { value: string; count: number }) => [item.value, item.count]));
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
    expect(remote.body.companies.every((company: { remotePolicy: string }) => company.remotePolicy === "remote-first")).toBe(true);
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
    ];
    for (const [query, field] of cases) {
      const answer = await requestJson(app, `/api/companies?${query}`);
      expect(answer.status, query.slice(0, 40)).toBe(400);
      expect(Object.keys(answer.body.errors), query.slice(0, 40)).toContain(field);
    }
  });
});
