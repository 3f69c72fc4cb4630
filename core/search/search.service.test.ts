import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { searchJobs, searchJobsJson, similarJobs, suggest, type SearchInput } from "./search.service";

const database = withTestDatabase();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const sql = database.handle().sql;
  const jobs = [
    { key: "py1", title: "Python Developer", skills: "Python, Django, PostgreSQL", ageDays: 3 },
    {
      key: "py2",
      title: "Senior Python Developer",
      skills: "Python, FastAPI",
      company: "Nimbus Pay",
      ageDays: 2,
      locality: "Gurugram",
      region: "Haryana",
    },
    {
      key: "pyDesc",
      title: "Data Engineer",
      category: "Data Engineering",
      description: "We use Python and Spark every day as a developer team.",
      skills: "Spark, Airflow",
      ageDays: 1,
    },
    {
      key: "react",
      title: "React Developer",
      category: "Frontend Development",
      skills: "React, TypeScript",
      ageDays: 4,
      locality: "Mumbai",
      region: "Maharashtra",
    },
    {
      key: "designTitle",
      title: "Product Designer",
      category: "UX/UI Design",
      skills: "Figma",
      ageDays: 10,
      locality: "Pune",
      region: "Maharashtra",
    },
    {
      key: "designDesc",
      title: "Frontend Engineer",
      category: "Frontend Development",
      description: "You will pair with our product designer daily.",
      skills: "CSS",
      ageDays: 0.5,
      locality: "Pune",
      region: "Maharashtra",
    },
    {
      key: "remotePm",
      title: "Product Manager",
      category: "Product Management",
      workplace: "remote" as const,
      skills: "Roadmapping",
      ageDays: 0.2,
      locality: "Bengaluru",
    },
    {
      key: "intern",
      title: "Marketing Intern",
      category: "Marketing",
      employmentType: "Internship",
      salaryMin: 20_000,
      salaryMax: 30_000,
      salaryUnit: "MONTH",
      ageDays: 20,
      locality: "Chennai",
      region: "Tamil Nadu",
    },
    { key: "closed", title: "Python Developer (closed)", status: "closed" as const, ageDays: 1 },
    {
      key: "expired",
      title: "Python Developer (expired)",
      validThrough: new Date(Date.now() - 86_400_000),
      ageDays: 40,
    },
    {
      key: "usd",
      title: "Staff Engineer",
      company: "Orbit Cloud",
      salaryMin: 150_000,
      salaryMax: 200_000,
      salaryCurrency: "USD",
      locality: "San Francisco",
      region: "California",
      ageDays: 5,
    },
  ];
  const created = await insertFixtureJobs(sql, jobs);
  jobs.forEach((job, index) => (ids[job.key] = created[index]));
});

const idsOf = (result: { jobs: { id: number }[] }) => result.jobs.map((job) => job.id);

describe("search quality", () => {
  it("needs every word to match and ranks title matches above description matches", async () => {
    const result = await searchJobs({ q: "python developer", limit: 20 });
    expect(result.mode).toBe("all");
    expect(idsOf(result).slice(0, 2).sort()).toEqual([ids.py1, ids.py2].sort());
    expect(idsOf(result)).toContain(ids.pyDesc);
    expect(idsOf(result).indexOf(ids.pyDesc)).toBe(2);
    expect(idsOf(result)).not.toContain(ids.react);
    expect(result.total).toBe(3);
  });

  it("ranks a title match first even when a description match is newer", async () => {
    const result = await searchJobs({ q: "designer", limit: 10 });
    expect(idsOf(result)).toEqual([ids.designTitle, ids.designDesc]);
  });

  it("falls back to the best partial matches when no job has every word", async () => {
    const result = await searchJobs({ q: "python chef ", limit: 10 });
    expect(result.mode).toBe("partial");
    expect(idsOf(result)).toEqual(expect.arrayContaining([ids.py1, ids.py2, ids.pyDesc]));
    expect(result.total).toBe(3);
  });

  it("reads the last word as a prefix while typing", async () => {
    expect(idsOf(await searchJobs({ q: "pyth", limit: 10 }))).toEqual(expect.arrayContaining([ids.py1, ids.py2]));
    const reactDev = await searchJobs({ q: "react dev", limit: 10 });
    expect(idsOf(reactDev)[0]).toBe(ids.react);
    // A finished word (followed by a space) is not a prefix.
    expect((await searchJobs({ q: "pyth ", limit: 10 })).total).toBe(0);
  });

  it("tolerates typos: 'pyhton developer' finds the Python developers", async () => {
    const result = await searchJobs({ q: "pyhton developer", limit: 10 });
    expect(idsOf(result).slice(0, 2).sort()).toEqual([ids.py1, ids.py2].sort());
    expect(result.corrections).toEqual({ pyhton: "python" });
  });

  it("treats bangalore as bengaluru and gurgaon as gurugram", async () => {
    const bangalore = await searchJobs({ q: "python bangalore", limit: 10 });
    expect(idsOf(bangalore)).toContain(ids.py1);
    expect(idsOf(bangalore)).not.toContain(ids.py2);
    const gurgaon = await searchJobs({ q: "jobs in gurgaon", limit: 10 });
    expect(idsOf(gurgaon)).toEqual([ids.py2]);
  });

  it("gives the same order on every load, ties broken by date then id", async () => {
    const first = await searchJobs({ q: "", sort: "location", limit: 50 });
    const second = await searchJobs({ q: "", sort: "location", limit: 50 });
    expect(idsOf(first)).toEqual(idsOf(second));
    const pune = first.jobs.filter((job) => job.addressLocality === "Pune").map((job) => job.id);
    expect(pune).toEqual([ids.designDesc, ids.designTitle]);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...idsOf(await searchJobs({ sort: "recent", page, limit: 3 })));
    expect(pages).toEqual(idsOf(await searchJobs({ sort: "recent", limit: 9 })));
  });

  it("sorts by title, company and location", async () => {
    const byTitle = await searchJobs({ sort: "title", limit: 50 });
    const titles = byTitle.jobs.map((job) => job.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const byCompany = await searchJobs({ sort: "company", limit: 50 });
    expect(byCompany.jobs[0].company_name).toBe("Acme Labs");
    expect(byCompany.jobs.at(-1)!.company_name).toBe("Orbit Cloud");
  });

  it("never finds closed or expired jobs, and drops a job as soon as it closes", async () => {
    const all = await searchJobs({ q: "python", limit: 50 });
    expect(idsOf(all)).not.toContain(ids.closed);
    expect(idsOf(all)).not.toContain(ids.expired);
    const sql = database.handle().sql;
    await sql`UPDATE jobs SET status = 'closed' WHERE id = ${ids.py1}`;
    expect(idsOf(await searchJobs({ q: "python", limit: 50 }))).not.toContain(ids.py1);
    await sql`UPDATE jobs SET status = 'open' WHERE id = ${ids.py1}`;
    expect(idsOf(await searchJobs({ q: "python", limit: 50 }))).toContain(ids.py1);
  });

  it("shows a changed job as it is now, even when the same search was just answered", async () => {
    const before = await searchJobs({ q: "react", limit: 5 });
    expect(before.jobs[0].title).toBe("React Developer");
    const sql = database.handle().sql;
    await sql`UPDATE jobs SET title = 'React Native Developer' WHERE id = ${ids.react}`;
    const after = await searchJobs({ q: "react", limit: 5 });
    expect(after.jobs[0].title).toBe("React Native Developer");
    await sql`UPDATE companies SET name = 'Acme Labs India' WHERE slug = 'acme-labs'`;
    const renamed = await searchJobs({ q: "react", limit: 5 });
    expect(renamed.jobs[0].company_name).toBe("Acme Labs India");
    await sql`UPDATE companies SET name = 'Acme Labs' WHERE slug = 'acme-labs'`;
    await sql`UPDATE jobs SET title = 'React Developer' WHERE id = ${ids.react}`;
  });

  it("counts facets over the other filters and filters by each", async () => {
    const all = await searchJobs({ facets: true, limit: 50 });
    expect(all.total).toBe(9);
    const category = Object.fromEntries(all.facets!.category.map((item) => [item.value, item.count]));
    expect(category["frontend-development"]).toBe(2);
    expect(category["software-engineering"]).toBe(3);
    const location = Object.fromEntries(all.facets!.location.map((item) => [item.value, item.count]));
    expect(location.remote).toBe(1);
    expect(location.pune).toBe(2);
    const types = Object.fromEntries(all.facets!.jobType.map((item) => [item.value, item.count]));
    expect(types.Internship).toBe(1);
    expect(types.Remote).toBe(1);

    const frontend = await searchJobs({ filters: { category: ["frontend-development"] }, facets: true, limit: 50 });
    expect(frontend.total).toBe(2);
    // The category facet still shows the other categories' counts (the other filters only).
    expect(frontend.facets!.category.find((item) => item.value === "software-engineering")!.count).toBe(3);
    expect(frontend.facets!.location.find((item) => item.value === "pune")!.count).toBe(1);

    expect(idsOf(await searchJobs({ filters: { location: ["remote"] }, limit: 50 }))).toEqual([ids.remotePm]);
    expect(idsOf(await searchJobs({ filters: { jobType: ["Internship"] }, limit: 50 }))).toEqual([ids.intern]);
    expect(idsOf(await searchJobs({ filters: { level: ["Entry Level"] }, limit: 50 }))).toEqual([ids.intern]);
    const lead = await searchJobs({ filters: { level: ["Lead"] }, limit: 50 });
    expect(idsOf(lead)).toEqual([ids.usd]);
    // 200,000 USD a year is far above 50 lakh rupees; the 30,000 a month internship is 3.6 lakh a year.
    expect(idsOf(await searchJobs({ filters: { minSalary: 5_000_000 }, limit: 50 }))).toEqual([ids.usd]);
    const salary = Object.fromEntries(all.facets!.minSalary.map((item) => [item.value, item.count]));
    expect(salary["300000"]).toBe(9);
    expect(salary["1500000"]).toBe(8);
    // A bucket's own value filters by the bucket level kept for each job, any other amount by the salary itself: alike.
    const atLeast = async (minSalary: number) => (await searchJobs({ filters: { minSalary }, limit: 50 })).total;
    expect(await atLeast(1_500_000)).toBe(8);
    expect(await atLeast(1_499_999)).toBeGreaterThanOrEqual(8);
    expect(await atLeast(1_500_001)).toBeLessThanOrEqual(8);
    expect(await atLeast(5_000_000)).toBe(1);
    const posted = Object.fromEntries(all.facets!.posted.map((item) => [item.value, item.count]));
    expect(posted["24h"]).toBe(2);
    expect(posted["7d"]).toBe(7);
    expect(posted["30d"]).toBe(9);
    expect((await searchJobs({ filters: { posted: "24h" }, limit: 50 })).total).toBe(2);
  });

  it("combines text, filters and exact totals across pages", async () => {
    const result = await searchJobs({ q: "developer", filters: { location: ["mumbai"] }, limit: 1, facets: true });
    expect(result.total).toBe(1);
    expect(idsOf(result)).toEqual([ids.react]);
    const paged = await searchJobs({ q: "developer", limit: 2, page: 2 });
    expect(paged.total).toBe(4);
    expect(paged.totalPages).toBe(2);
    expect(paged.jobs).toHaveLength(2);
  });
});

describe("the search API's JSON text", () => {
  it("is JSON.stringify of searchJobs' answer, for rows read from the database and rows from the row cache", async () => {
    const inputs: SearchInput[] = [
      { q: "developer", facets: true },
      { q: "developer", limit: 2, page: 2, sort: "recent" },
      { q: "python chef ", limit: 10 },
      { q: "zzzzqqq" },
      { filters: { location: ["pune"] }, facets: true },
    ];
    // The first round reads rows the cache has not seen (searchJobsJson first, so that it is the one reading them),
    // the second finds them all cached with their JSON.
    for (let round = 0; round < 2; round++) {
      for (const input of inputs) {
        const text = await searchJobsJson(input);
        expect(text).toBe(JSON.stringify(await searchJobs(input)));
      }
    }
    const answer = JSON.parse(await searchJobsJson({ q: "developer", facets: true }));
    expect(answer.jobs.length).toBeGreaterThan(0);
    expect(answer.facets.category.length).toBeGreaterThan(0);
    expect(JSON.parse(await searchJobsJson({ q: "zzzzqqq" }))).toMatchObject({ jobs: [], total: 0, mode: "none" });
  });
});

describe("suggestions and similar jobs", () => {
  it("suggests titles, companies, skills and categories by word prefix, with typos forgiven", async () => {
    const titles = await suggest("pyth");
    expect(titles.map((item) => item.text)).toEqual(
      expect.arrayContaining(["Python Developer", "Senior Python Developer", "Python"]),
    );
    expect((await suggest("nimb")).map((item) => item.text)).toContain("Nimbus Pay");
    expect((await suggest("frontend")).map((item) => item.text)).toEqual(
      expect.arrayContaining(["Frontend Engineer", "Frontend Development"]),
    );
    expect((await suggest("pyhton")).map((item) => item.text)).toContain("Python Developer");
    expect(await suggest("p")).toEqual([]);
  });

  it("finds jobs like a job, in its category, never the job itself", async () => {
    const similar = await similarJobs({ id: ids.py1, title: "Python Developer", categorySlug: "software-engineering" });
    expect(similar.map((job) => job.id)[0]).toBe(ids.py2);
    expect(similar.map((job) => job.id)).not.toContain(ids.py1);
    expect(similar.every((job) => job.category === "Software Engineering")).toBe(true);
    expect(similar.length).toBeLessThanOrEqual(4);
  });
});
