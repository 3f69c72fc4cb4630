import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { jobsForFeed } from "../../../core/search";

const database = withTestDatabase();
const app = createTestApp();

/** Three startups and their jobs: the declared facets read the companies' facts and the jobs' workplace, equity and pay. */
beforeAll(async () => {
  const sql = database.handle().sql;
  await insertFixtureJobs(sql, [
    { title: "Ledger Engineer", company: "Kite Pay", salaryMin: 1_800_000, salaryMax: 2_400_000, workplace: "hybrid" },
    { title: "Ledger Designer", company: "Kite Pay", salaryMin: 800_000, salaryMax: 1_200_000, workplace: "remote" },
    { title: "Ledger Analyst", company: "Orbit Bank", salaryMin: 600_000, salaryMax: 900_000 },
    { title: "Ledger Architect", company: "Vast Corp", salaryMin: 90_000, salaryMax: 120_000, salaryCurrency: "USD" },
  ]);
  await sql`UPDATE companies SET funding_stage = 'series-a', team_size = '11-50' WHERE slug = 'kite-pay'`;
  await sql`UPDATE companies SET funding_stage = 'seed', team_size = '1-10' WHERE slug = 'orbit-bank'`;
  await sql`UPDATE companies SET funding_stage = 'public', team_size = '1000+' WHERE slug = 'vast-corp'`;
  await sql`UPDATE jobs SET equity_min = 0.1, equity_max = 0.5 WHERE title = 'Ledger Engineer'`;
  await sql`UPDATE jobs SET equity_min = 0, equity_max = 0 WHERE title = 'Ledger Analyst'`;
});

const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title).sort();
const counts = (list: { value: string; count: number }[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.count]));

describe("GET /api/search by the startup facets", () => {
  it("filters by stage, size, workplace, equity and LPA band, with counts that leave out each facet's own filter", async () => {
    const all = await requestJson(app, "/api/search?q=ledger");
    expect(all.status).toBe(200);
    expect(counts(all.body.facets.stage)).toEqual({ seed: 1, "series-a": 2, public: 1 });
    expect(all.body.facets.stage.map((item: { label: string }) => item.label)).toEqual(["Seed", "Series A", "Public"]);
    expect(counts(all.body.facets.size)).toEqual({ "1-10": 1, "11-50": 2, "1000+": 1 });
    expect(counts(all.body.facets.workplace)).toEqual({ onsite: 2, hybrid: 1, remote: 1 });
    expect(counts(all.body.facets.equity)).toEqual({ yes: 1, no: 1 });
    // The dollar salary has no LPA band; 18-24 LPA reaches ₹20+.
    expect(counts(all.body.facets.lpa)).toEqual({ "under-10": 1, "10-20": 1, "20-plus": 1 });

    const chosen = await requestJson(app, "/api/search?q=ledger&stage=series-a&size=11-50&lpa=20-plus");
    expect(titles(chosen.body)).toEqual(["Ledger Engineer"]);
    expect(chosen.body.total).toBe(1);
    // Stage counts what the other filters leave (size 11-50 and ₹20+: Kite Pay's engineer), whatever stage is chosen.
    expect(counts(chosen.body.facets.stage)).toEqual({ "series-a": 1 });
    expect(counts(chosen.body.facets.lpa)).toEqual({ "10-20": 1, "20-plus": 1 });

    expect(titles((await requestJson(app, "/api/search?equity=yes,no")).body)).toEqual([
      "Ledger Analyst",
      "Ledger Engineer",
    ]);
    expect(titles((await requestJson(app, "/api/search?workplace=remote&workplace=hybrid")).body)).toEqual([
      "Ledger Designer",
      "Ledger Engineer",
    ]);
    expect((await requestJson(app, "/api/search?stage=acquired")).body.total).toBe(0);
  });

  it("sees a company's new facts at once (the companies trigger notes its jobs)", async () => {
    const sql = database.handle().sql;
    expect((await requestJson(app, "/api/search?stage=series-b")).body.total).toBe(0);
    await sql`UPDATE companies SET funding_stage = 'series-b', team_size = '51-200' WHERE slug = 'orbit-bank'`;
    const moved = await requestJson(app, "/api/search?stage=series-b&size=51-200");
    expect(titles(moved.body)).toEqual(["Ledger Analyst"]);
  });

  it("refuses unknown values and long lists, naming the field", async () => {
    const refused = async (path: string, field: string, pattern: RegExp) => {
      const response = await requestJson(app, path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(pattern);
      // The field, or one of its values ('stage.0').
      expect(
        Object.keys(response.body.errors ?? {}).map((key) => key.split(".")[0]),
        path,
      ).toContain(field);
    };
    await refused("/api/search?stage=series-z", "stage", /stage must be one of bootstrapped, pre-seed/);
    await refused("/api/search?size=12", "size", /size must be one of 1-10, 11-50/);
    await refused("/api/search?equity=maybe", "equity", /equity must be one of yes, no/);
    await refused("/api/search?lpa=50-plus", "lpa", /lpa must be one of/);
    const thousand = Array.from({ length: 1_000 }, () => "seed").join(",");
    await refused(`/api/search?stage=${thousand}`, "stage", /stage may have at most 30 values/);
    const thousandCities = Array.from({ length: 1_000 }, (_, i) => `location=city-${i}`).join("&");
    await refused(`/api/search?${thousandCities}`, "location", /location may have at most 30 values/);
  });

  it("documents each declared facet's parameter and counts in the OpenAPI document", async () => {
    const doc = await requestJson(app, "/api/openapi.json");
    const parameters = doc.body.paths["/search"].get.parameters as {
      name: string;
      schema: { anyOf?: { enum?: string[] }[] };
    }[];
    const stage = parameters.find((parameter) => parameter.name === "stage")!;
    expect(stage.schema.anyOf![0].enum).toEqual([
      "bootstrapped",
      "pre-seed",
      "seed",
      "series-a",
      "series-b",
      "series-c",
      "series-d-plus",
      "public",
      "acquired",
    ]);
    for (const name of ["size", "workplace", "equity", "lpa"])
      expect(parameters.map((parameter) => parameter.name)).toContain(name);
    const facets = doc.body.paths["/search"].get.responses["200"].content["application/json"].schema;
    expect(JSON.stringify(facets)).toContain('"lpa"');
  });
});

describe("a search's feed with the startup facets", () => {
  it("holds the jobs the filters choose and names them in its title", async () => {
    const feed = await jobsForFeed(new URL("http://localhost/feed.xml?q=ledger&stage=series-a&lpa=20-plus"));
    expect(feed.items.map((item) => item.title)).toEqual(["Ledger Engineer"]);
    expect(feed.title).toBe("ledger jobs · Series A · ₹20+ LPA");
    await expect(jobsForFeed(new URL("http://localhost/feed.xml?size=huge"))).rejects.toThrow(/size must be one of/);
  });
});
