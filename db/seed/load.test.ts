import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { generateDemoData } from "./demo-data";
import { isCatalogEmpty, loadDemoData } from "./load";

const database = withTestDatabase();
const now = new Date("2026-11-21T12:00:00Z");

describe("the demo data set", () => {
  it("is the same for the same seed", () => {
    const first = generateDemoData({ now });
    const second = generateDemoData({ now });
    expect(first.jobs.slice(0, 50)).toEqual(second.jobs.slice(0, 50));
    expect(first.companies).toEqual(second.companies);
  });

  it("has the shape the issue asks for", () => {
    const data = generateDemoData({ now });
    expect(data.categories).toHaveLength(30);
    expect(data.companies.length).toBeGreaterThanOrEqual(80);
    expect(data.jobs.length).toBeGreaterThanOrEqual(1000);
    const recent = data.jobs.filter((job) => now.getTime() - job.datePosted.getTime() < 7 * 86_400_000);
    expect(recent.length).toBeGreaterThan(20);
    expect(data.jobs.every((job) => now.getTime() - job.datePosted.getTime() <= 90 * 86_400_000)).toBe(true);
    expect(data.jobs.some((job) => job.workplace === "remote")).toBe(true);
    expect(new Set(data.jobs.map((job) => job.salaryCurrency)).size).toBeGreaterThan(3);
    expect(data.jobs.filter((job) => job.country === "IN").every((job) => job.salaryCurrency === "INR")).toBe(true);
    expect(new Set(data.jobs.map((job) => job.employmentType))).toEqual(
      new Set(["Full-time", "Part-time", "Contract", "Internship", "Temporary"]),
    );
    expect(data.jobs[0].description.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect(data.jobs[0].skills).toMatch(/^[^,]+(, [^,]+)+$/);
  });

  it("loads into an empty database once, and a second load adds nothing", async () => {
    const sql = database.handle().sql;
    expect(await isCatalogEmpty(sql)).toBe(true);
    const first = await loadDemoData(sql, { now });
    expect(first.jobs).toBe(1200);
    expect(await isCatalogEmpty(sql)).toBe(false);
    const second = await loadDemoData(sql, { now });
    expect(second.jobs).toBe(0);
    const [counts] = await sql<{ jobs: string; companies: string; categories: string }[]>`
      SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM categories) AS categories`;
    expect(Number(counts.jobs)).toBe(1200);
    expect(Number(counts.companies)).toBe(90);
    expect(Number(counts.categories)).toBe(30);
  });
});
