import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

const database = withTestDatabase();
const app = createTestApp();
const ids: number[] = [];

beforeAll(async () => {
  const sql = database.handle().sql;
  const jobs = Array.from({ length: 9 }, (_, index) => ({
    title: index % 2 ? `Python Developer ${index}` : `Product Designer ${index}`,
    category: index % 2 ? "Software Engineering" : "UX/UI Design",
    company: index < 5 ? "Nimbus Pay" : "Orbit Cloud",
    skills: index % 2 ? "Python, Django" : "Figma",
    ageDays: index + 1,
  }));
  ids.push(...(await insertFixtureJobs(sql, jobs)));
  ids.push(...(await insertFixtureJobs(sql, [{ title: "Closed Python Role", status: "closed" }])));
  await sql`INSERT INTO categories (name, slug) VALUES ('Legal', 'legal')`;
});

const badRequest = async (path: string, pattern: RegExp) => {
  const response = await requestJson(app, path);
  expect(response.status, path).toBe(400);
  expect(response.body.message, path).toMatch(pattern);
  expect(response.body.requestId, path).toBeTruthy();
};

describe("GET /api/alljobs/{page}", () => {
  it("answers the newest open jobs, 6 by default, page 0 first, in the SPEC §3 read shape", async () => {
    const first = await requestJson(app, "/api/alljobs/0");
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(6);
    expect(first.body[0].id).toBe(ids[0]);
    expect(first.body[0]).toMatchObject({
      _id: ids[0],
      catogry: "UX/UI Design",
      category: "UX/UI Design",
      company_name: "Nimbus Pay",
      status: "open",
    });
    const second = await requestJson(app, "/api/alljobs/1?limit=6");
    expect(second.body.map((job: { id: number }) => job.id)).toEqual(ids.slice(6, 9));
    expect((await requestJson(app, "/api/alljobs")).body).toHaveLength(6);
    expect((await requestJson(app, "/api/alljobs/0?limit=2")).body).toHaveLength(2);
  });

  it("refuses a negative page, a limit over 100 and words", async () => {
    await badRequest("/api/alljobs/-1", /page must be 0 or more/);
    await badRequest("/api/alljobs/abc", /page must be a whole number/);
    await badRequest("/api/alljobs/0?limit=101", /limit must be at most 100/);
    await badRequest("/api/alljobs/0?limit=0", /limit must be 1 or more/);
    await badRequest("/api/alljobs/0?limit=x", /limit must be a number/);
  });
});

describe("GET /api/searchtext/{query}/{page}", () => {
  it("answers an array of matching jobs, zero-based pages", async () => {
    const first = await requestJson(app, "/api/searchtext/python%20developer/0?limit=3");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(3);
    expect(first.body.every((job: { title: string }) => job.title.startsWith("Python Developer"))).toBe(true);
    const second = await requestJson(app, "/api/searchtext/python%20developer/1?limit=3");
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
    expect((await requestJson(app, "/api/searchtext/nothing-like-this/0")).body).toEqual([]);
  });

  it("refuses a 10,000-character query and a negative page", async () => {
    await badRequest(`/api/searchtext/${"a".repeat(10_000)}/0`, /at most 200 characters/);
    await badRequest("/api/searchtext/python/-1", /page must be 0 or more/);
    await badRequest("/api/searchtext/python/0?limit=1000", /limit must be at most 100/);
  });
});

describe("GET /api/job/{id}", () => {
  it("answers one job, 404 for an unknown id and 400 for a non-numeric one", async () => {
    const found = await requestJson(app, `/api/job/${ids[1]}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: ids[1], title: "Python Developer 1", hiringOrganization: "Nimbus Pay" });
    const closed = await requestJson(app, `/api/job/${ids[9]}`);
    expect(closed.body.status).toBe("closed");
    const missing = await requestJson(app, "/api/job/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Job not found");
    await badRequest("/api/job/abc", /id must be a number/);
    await badRequest("/api/job/1.5", /id must be a number/);
  });
});

describe("categories and companies", () => {
  it("lists categories with id and name", async () => {
    const list = await requestJson(app, "/api/category/list/");
    expect(list.status).toBe(200);
    expect(list.body.map((item: { name: string }) => item.name)).toEqual([
      "Legal",
      "Software Engineering",
      "UX/UI Design",
    ]);
    expect(list.body[0]).toEqual({ id: expect.any(Number), name: "Legal", slug: "legal" });
    expect((await requestJson(app, "/api/category/list")).body).toEqual(list.body);
  });

  it("answers a category's open jobs by slug or name, [] for an empty one, 404 for an unknown one", async () => {
    const bySlug = await requestJson(app, "/api/category/software-engineering/jobs");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toHaveLength(4);
    expect(bySlug.body.every((job: { catogry: string }) => job.catogry === "Software Engineering")).toBe(true);
    const byName = await requestJson(app, `/api/category/${encodeURIComponent("UX/UI Design")}/jobs`);
    expect(byName.body).toHaveLength(5);
    expect((await requestJson(app, "/api/category/legal/jobs")).body).toEqual([]);
    expect((await requestJson(app, "/api/category/no-such-thing/jobs")).status).toBe(404);
    await badRequest(`/api/category/${"x".repeat(300)}/jobs`, /too long/);
  });

  it("answers a company's open jobs by name, 404 for an unknown company", async () => {
    const jobs = await requestJson(app, "/api/cmp/Nimbus%20Pay/jobs");
    expect(jobs.status).toBe(200);
    expect(jobs.body).toHaveLength(5);
    expect((await requestJson(app, "/api/cmp/orbit-cloud/jobs")).body).toHaveLength(4);
    expect((await requestJson(app, "/api/cmp/Nobody/jobs")).status).toBe(404);
  });

  it("answers 404, never 500, for a category or company name holding U+0000 (PostgreSQL text cannot)", async () => {
    for (const path of [
      "/api/cmp/%00/jobs",
      "/api/category/%00/jobs",
      "/api/cmp/Nimbus%00Pay/jobs",
      "/api/category/legal%00/jobs",
      "/api/recommendedjobs/%00",
    ]) {
      expect((await requestJson(app, path)).status, path).toBe(404);
    }
  });

  it("answers similar jobs of a category, leaving out the job being viewed", async () => {
    const similar = await requestJson(
      app,
      `/api/recommendedjobs/software-engineering?exclude=${ids[1]}&title=Python%20Developer`,
    );
    expect(similar.status).toBe(200);
    expect(similar.body).toHaveLength(3);
    expect(similar.body.map((job: { id: number }) => job.id)).not.toContain(ids[1]);
    expect((await requestJson(app, "/api/recommendedjobs/software-engineering")).body).toHaveLength(4);
    expect((await requestJson(app, "/api/recommendedjobs/unknown")).status).toBe(404);
    await badRequest("/api/recommendedjobs/software-engineering?exclude=abc", /exclude must be a job id/);
  });
});

describe("GET /api/homepage", () => {
  it("answers the newest jobs, the categories and the total", async () => {
    const home = await requestJson(app, "/api/homepage");
    expect(home.status).toBe(200);
    expect(home.body.jobs).toHaveLength(9);
    expect(home.body.data).toEqual(home.body.jobs);
    expect(home.body.totalJobs).toBe(9);
    expect(home.body.categories).toHaveLength(3);
  });
});

describe("GET /api/search and /api/suggest", () => {
  it("searches with filters, sort, facets and the exact total", async () => {
    const result = await requestJson(app, "/api/search?q=python&limit=2&page=2&sort=recent");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ total: 4, page: 2, limit: 2, totalPages: 2, sort: "recent", mode: "all" });
    expect(result.body.jobs.map((job: { id: number }) => job.id)).toEqual([ids[5], ids[7]]);
    expect(result.body.facets.category).toEqual([
      { value: "software-engineering", label: "Software Engineering", count: 4 },
    ]);
    const filtered = await requestJson(app, "/api/search?category=ux-ui-design&location=bengaluru&facets=false");
    expect(filtered.body.total).toBe(5);
    expect(filtered.body.facets).toBeUndefined();
    const repeated = await requestJson(app, "/api/search?category=ux-ui-design&category=software-engineering");
    expect(repeated.body.total).toBe(9);
    expect((await requestJson(app, "/api/search?category=ux-ui-design,software-engineering")).body.total).toBe(9);
  });

  it("refuses bad search parameters with a message", async () => {
    await badRequest(`/api/search?q=${"a".repeat(10_000)}`, /at most 200 characters/);
    await badRequest("/api/search?page=0", /page must be 1 or more/);
    await badRequest("/api/search?page=-3", /page must be 1 or more/);
    await badRequest("/api/search?limit=101", /limit must be at most 100/);
    await badRequest("/api/search?sort=price", /sort must be one of/);
    await badRequest("/api/search?type=Freelance", /type must be one of/);
    await badRequest("/api/search?posted=1y", /posted must be/);
    await badRequest("/api/search?minSalary=-5", /minSalary must be 0 or more/);
  });

  it("suggests as the visitor types", async () => {
    const result = await requestJson(app, "/api/suggest?q=pyth");
    expect(result.status).toBe(200);
    expect(result.body.suggestions.map((item: { text: string }) => item.text)).toContain("Python");
    expect(result.body.suggestions[0]).toEqual({
      text: expect.any(String),
      kind: expect.any(String),
      count: expect.any(Number),
    });
    expect((await requestJson(app, "/api/suggest?q=nimbus")).body.suggestions[0]).toMatchObject({
      text: "Nimbus Pay",
      kind: "company",
      count: 5,
    });
    await badRequest(`/api/suggest?q=${"a".repeat(10_000)}`, /at most 200 characters/);
    await badRequest("/api/suggest?q=py&limit=50", /at most 20/);
  });
});

describe("the OpenAPI document", () => {
  it("describes every call of this feature", async () => {
    const doc = await requestJson(app, "/api/openapi.json");
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      "/alljobs/{page}",
      "/searchtext/{query}/{page}",
      "/homepage",
      "/job/{id}",
      "/category/{category}/jobs",
      "/category/list/",
      "/cmp/{company}/jobs",
      "/recommendedjobs/{category}",
      "/search",
      "/suggest",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
