import { describe, expect, it } from "vitest";
import { similarPayText } from "../../jobs";
import type { IndexedJob } from "../index-types";
import { SearchIndex } from "../search-index";
import { indexedJob } from "../../../tests/fixtures/indexed-job";

const now = Date.UTC(2026, 10, 1);
let nextId = 1;
function job(
  title: string,
  locality: string | null,
  salaryMax: number | null,
  overrides: Partial<IndexedJob> = {},
): IndexedJob {
  return indexedJob({
    id: nextId++,
    title,
    locality,
    salaryMin: salaryMax === null ? null : salaryMax * 0.7,
    salaryMax,
    postedMs: now - 86_400_000,
    ...overrides,
  });
}

describe("similar roles' pay from the index (issues 29 and 44)", () => {
  it("answers the band of the same category and level in the city at five jobs with pay", () => {
    const index = new SearchIndex();
    const pays = [1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_200_000];
    // Different titles of one category and level (Mid Level: no seniority word, two years asked) are similar roles.
    const jobs = pays.map((pay, at) => job(at % 2 ? "Platform Engineer" : "Backend Engineer", "Bengaluru", pay));
    const others = [
      job("Backend Engineer", "Pune", 9_000_000),
      job("Senior Backend Engineer", "Bengaluru", 9_000_000),
      job("Backend Engineer", "Bengaluru", 9_000_000, { categoryName: "Data Science", categorySlug: "data-science" }),
      job("Backend Engineer", "Bengaluru", null),
    ];
    for (const each of [...jobs, ...others]) index.add(each);
    const band = index.payBandOf(jobs[0].id, now)!;
    expect(band).toEqual({
      place: "Bengaluru",
      placeKind: "city",
      low: 1_200_000,
      high: 2_200_000,
      median: 1_600_000,
      jobs: 5,
    });
    expect(similarPayText(band)).toBe("Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 5 jobs)");
  });

  it("falls back to the country when the city has fewer than five, and says so", () => {
    const index = new SearchIndex();
    const jobs = [
      job("Backend Engineer", "Bengaluru", 1_000_000),
      job("Backend Engineer", "Bengaluru", 1_200_000),
      job("Backend Engineer", "Bengaluru", 1_400_000),
      job("Backend Engineer", "Pune", 1_600_000),
    ];
    const abroad = job("Backend Engineer", "London", 6_000_000, { country: "GB" });
    for (const each of [...jobs, abroad]) index.add(each);
    // Four in India, one in the UK: no band anywhere.
    expect(index.payBandOf(jobs[0].id, now)).toBeNull();
    // A job added after the lists were built joins them.
    index.add(job("Backend Engineer", "Chennai", 1_800_000));
    const band = index.payBandOf(jobs[0].id, now)!;
    expect(band).toMatchObject({ place: "IN", placeKind: "country", jobs: 5, median: 1_400_000 });
    expect(similarPayText(band)).toBe("Similar roles in India pay ₹10-18 LPA (median ₹14 LPA, 5 jobs)");
    index.remove(jobs[3].id);
    expect(index.payBandOf(jobs[0].id, now)).toBeNull();
  });

  it("counts every job of the role and city in a large index (its speed is bench/pay-bands.bench.ts's)", () => {
    const index = new SearchIndex();
    const titles = [
      "Backend Engineer",
      "Frontend Engineer",
      "Data Scientist",
      "Product Manager",
      "Senior Backend Engineer",
    ];
    const cities = ["Bengaluru", "Pune", "Mumbai", "Delhi", "Hyderabad"];
    let first = 0;
    for (let at = 0; at < 20_000; at++) {
      const added = job(titles[at % 5], cities[Math.floor(at / 5) % 5], 800_000 + (at % 97) * 20_000);
      if (at === 0) first = added.id;
      index.add(added);
    }
    // One category: four of every five titles are Mid Level (two years asked; a Product Manager manages no one,
    // decision 235), the Senior a Senior; one of every five cities. 20,000 / 5 * 4 / 5 = 3,200.
    expect(index.payBandOf(first, now)!.jobs).toBe(3_200);
  }, 120_000);
});
