import { describe, expect, it } from "vitest";
import { similarPayText } from "../../jobs/job-display";
import type { IndexedJob } from "../index-types";
import { titleFamily } from "./pay-bands";
import { SearchIndex } from "../search-index";

const now = Date.UTC(2026, 10, 1);
let nextId = 1;
function job(title: string, locality: string | null, salaryMax: number | null, overrides: Partial<IndexedJob> = {}): IndexedJob {
  return {
    id: nextId++, title, description: "", skills: "", companyName: "Acme", companySlug: "acme", categoryName: "Backend Development", categorySlug: "backend-development",
    employmentType: "Full-time", workplace: "onsite", locality, region: null, country: "IN", minExperience: 2, maxExperience: 5,
    salaryMin: salaryMax === null ? null : salaryMax * 0.7, salaryMax, salaryCurrency: "INR", salaryUnit: "YEAR", postedMs: now - 86_400_000, validThroughMs: null, ...overrides,
  };
}

describe("similar roles' pay from the index (issue 29)", () => {
  it("groups titles by family without seniority words", () => {
    expect(titleFamily("senior backend engineer")).toBe("backend engineer");
    expect(titleFamily("backend engineer ii")).toBe("backend engineer");
    expect(titleFamily("lead - backend engineer")).toBe("backend engineer");
  });

  it("answers the band of the same family and city at five jobs with pay, not at four", () => {
    const index = new SearchIndex();
    const pays = [1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_200_000];
    const jobs = pays.map((pay, at) => job(at % 2 ? "Senior Backend Engineer" : "Backend Engineer", "Bengaluru", pay));
    for (const each of [...jobs, job("Backend Engineer", "Pune", 9_000_000), job("Frontend Engineer", "Bengaluru", 9_000_000), job("Backend Engineer", "Bengaluru", null)]) index.add(each);
    const band = index.payBandOf(jobs[0].id, now)!;
    expect(band).toEqual({ city: "Bengaluru", low: 1_200_000, high: 2_200_000, median: 1_600_000, jobs: 5 });
    expect(similarPayText(band)).toBe("Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 5 jobs)");
    index.remove(jobs[4].id);
    expect(index.payBandOf(jobs[0].id, now)).toBeNull();
    // A job added after the lists were built joins them.
    index.add(job("Backend Engineer I", "Bengaluru", 2_600_000));
    expect(index.payBandOf(jobs[0].id, now)?.jobs).toBe(5);
  });

  it("counts every job of the family and city in a large index (its speed is bench/pay-bands.bench.ts's)", () => {
    const index = new SearchIndex();
    const titles = ["Backend Engineer", "Frontend Engineer", "Data Scientist", "Product Manager", "Senior Backend Engineer"];
    const cities = ["Bengaluru", "Pune", "Mumbai", "Delhi", "Hyderabad"];
    let first = 0;
    for (let at = 0; at < 20_000; at++) {
      const added = job(titles[at % 5], cities[Math.floor(at / 5) % 5], 800_000 + (at % 97) * 20_000);
      if (at === 0) first = added.id;
      index.add(added);
    }
    // Backend Engineer and Senior Backend Engineer in Bengaluru: 2 of every 5 titles, 1 of every 5 cities.
    expect(index.payBandOf(first, now)!.jobs).toBe(1_600);
  }, 120_000);
});
