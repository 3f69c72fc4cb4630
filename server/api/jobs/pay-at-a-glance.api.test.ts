import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

const database = withTestDatabase();
const app = createTestApp();

/** Issue 44: pay at a glance. Jobs with pay in rupees yearly and monthly, in dollars, and without pay. */
let ids: number[] = [];
beforeAll(async () => {
  const sql = database.handle().sql;
  ids = await insertFixtureJobs(sql, [
    { title: "Quill Engineer", salaryMin: 1_800_000, salaryMax: 2_400_000, workplace: "hybrid", ageDays: 3 },
    { title: "Quill Designer", salaryMin: 800_000, salaryMax: 1_200_000, workplace: "remote", ageDays: 2 },
    { title: "Quill Analyst", salaryMin: 600_000, salaryMax: 900_000, ageDays: 1 },
    // ₹2.4 L a month is ₹28.8 LPA a year: above the engineer's ₹24 LPA.
    { title: "Quill Intern Lead", salaryMin: 150_000, salaryMax: 240_000, salaryUnit: "MONTH", ageDays: 4 },
    // $120,000 a year converts to about ₹1 crore: the highest pay, though it has no LPA band (rupee pay only).
    { title: "Quill Architect", salaryMin: 90_000, salaryMax: 120_000, salaryCurrency: "USD", ageDays: 5 },
    { title: "Quill Writer", salaryMin: null, salaryMax: null, ageDays: 0 },
  ]);
  await sql`UPDATE jobs SET equity_min = 0.1, equity_max = 0.5 WHERE title = 'Quill Engineer'`;
  await sql`UPDATE jobs SET equity_min = 0, equity_max = 0 WHERE title = 'Quill Analyst'`;
});

const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

describe("GET /api/job/{id}: workplace and equity (issue 44)", () => {
  it("returns the workplace and the equity the employer entered, with their display text", async () => {
    const engineer = await requestJson(app, `/api/job/${ids[0]}`);
    expect(engineer.status).toBe(200);
    expect(engineer.body).toMatchObject({
      workplace: "hybrid",
      isRemote: false,
      equityMin: 0.1,
      equityMax: 0.5,
      equity: "0.1-0.5% equity",
    });
    expect((await requestJson(app, `/api/job/${ids[1]}`)).body).toMatchObject({
      workplace: "remote",
      isRemote: true,
      equityMin: null,
      equityMax: null,
      equity: null,
    });
    expect((await requestJson(app, `/api/job/${ids[2]}`)).body).toMatchObject({
      equityMin: 0,
      equityMax: 0,
      equity: "No equity",
    });
    expect((await requestJson(app, `/api/job/${ids[3]}`)).body.salary).toBe("₹1.5-2.4 L/month");
  });

  it("documents workplace and equity in the OpenAPI document", async () => {
    const doc = await requestJson(app, "/api/openapi.json");
    const job = doc.body.paths["/job/{id}"].get.responses["200"].content["application/json"].schema;
    const shape = job.$ref ? doc.body.components.schemas[job.$ref.split("/").pop()] : job;
    for (const field of ["workplace", "equityMin", "equityMax", "equity"])
      expect(shape.properties[field]?.description, field).toBeTruthy();
  });
});

describe("GET /api/search?sort=pay (issue 44)", () => {
  it("puts the highest pay first (yearly rupees, other currencies converted), jobs without pay last, in text and browse searches", async () => {
    const order = [
      "Quill Architect",
      "Quill Intern Lead",
      "Quill Engineer",
      "Quill Designer",
      "Quill Analyst",
      "Quill Writer",
    ];
    expect(titles((await requestJson(app, "/api/search?q=quill&sort=pay&limit=10")).body)).toEqual(order);
    expect(titles((await requestJson(app, "/api/search?sort=pay&limit=10")).body)).toEqual(order);
    // One page at a time, in the same order.
    expect(titles((await requestJson(app, "/api/search?q=quill&sort=pay&limit=2&page=2")).body)).toEqual(
      order.slice(2, 4),
    );
    // With a filter.
    expect(titles((await requestJson(app, "/api/search?q=quill&sort=pay&workplace=hybrid,remote")).body)).toEqual([
      "Quill Engineer",
      "Quill Designer",
    ]);
    const answer = await requestJson(app, "/api/search?q=quill&sort=pay");
    expect(answer.body.sort).toBe("pay");
  });

  it("refuses an unknown sort, naming the field", async () => {
    const refused = await requestJson(app, "/api/search?sort=salary");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/sort must be one of relevance, recent, title, company, location, pay/);
  });

  it("documents the pay order in the OpenAPI document", async () => {
    const doc = await requestJson(app, "/api/openapi.json");
    const sort = doc.body.paths["/search"].get.parameters.find(
      (parameter: { name: string }) => parameter.name === "sort",
    );
    expect(sort.schema.enum).toContain("pay");
    expect(sort.description).toMatch(/pay: highest pay first/);
  });
});

describe("the one salary filter, pay in LPA (issue 44)", () => {
  it("counts each band as the jobs that band then gives, and several bands as their sum", async () => {
    const all = await requestJson(app, "/api/search?q=quill");
    const bands: { value: string; count: number }[] = all.body.facets.lpa;
    expect(bands.length).toBeGreaterThan(1);
    for (const band of bands) {
      const chosen = await requestJson(app, `/api/search?q=quill&lpa=${band.value}&limit=100`);
      expect(chosen.body.total, band.value).toBe(band.count);
      expect(chosen.body.jobs.length, band.value).toBe(band.count);
    }
    const every = await requestJson(app, `/api/search?q=quill&lpa=${bands.map((band) => band.value).join(",")}`);
    expect(every.body.total).toBe(bands.reduce((sum, band) => sum + band.count, 0));
    // Monthly rupees are read per year: ₹2.4 L a month reaches ₹20+ LPA.
    expect(Object.fromEntries(bands.map((band) => [band.value, band.count]))).toEqual({
      "under-10": 1,
      "10-20": 1,
      "20-plus": 2,
    });
  });
});
