import { describe, expect, it } from "vitest";
import { CITY_OVERFLOW, CITY_SHIFT } from "../facets/facet-code";
import type { JobSlots } from "../facets/job-slots";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";
import type { SearchFilters } from "../search.schema";
import { jointCounting } from "./filtered-count";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * As when a board has more cities than the packed code holds: every code says "read the city from JobSlots.city", and
 * the board says some city is past the code (its 8,191st city, which the fixture does not add). Returns the undoing.
 */
function withCitiesPastTheCode(slots: JobSlots): () => void {
  const codes = slots.facetCode.slice();
  for (let slot = 0; slot < slots.size; slot++) slots.facetCode[slot] |= CITY_OVERFLOW << CITY_SHIFT;
  Object.defineProperty(slots, "citiesInCode", { value: false, configurable: true });
  return () => {
    slots.facetCode.set(codes);
    delete (slots as { citiesInCode?: boolean }).citiesInCode;
  };
}

/**
 * Filters over packed facet codes are read through tables (filtered-count.ts); the general loop reads the codes one
 * test at a time, and the separate arrays when the codes cannot be packed. All three must give the same answers.
 */
describe("filtered counts", () => {
  // The few slots here count in the six counters; from 0 slots on, every search counts in the joint count instead.
  it.each([
    ["six counters", Number.POSITIVE_INFINITY],
    ["a joint count", 0],
  ])(
    "answer as the general loop does, counted in %s, from packed codes and from the separate arrays, for every kind of filter",
    (_, from) => withValue(jointCounting, "from", from, expectFilteredCountsOfTheGeneralLoop),
  );
});

function expectFilteredCountsOfTheGeneralLoop(): void {
  {
    const jobs = new FixtureIndex();
    jobs.add([
      {
        title: "Nimbus Backend Engineer",
        category: "Software Engineering",
        locality: "Pune",
        ageDays: 0.5,
        salaryMin: 2_500_000,
        salaryMax: 3_000_000,
      },
      {
        title: "Senior Nimbus Engineer",
        category: "Software Engineering",
        locality: "Bengaluru",
        ageDays: 3,
        workplace: "remote",
        employmentType: "Contract",
      },
      {
        title: "Nimbus Product Manager",
        category: "Product Management",
        locality: "Mumbai",
        ageDays: 10,
        salaryMin: 1_200_000,
        salaryMax: 1_800_000,
      },
      {
        title: "Junior Nimbus Analyst",
        category: "Data Science",
        locality: "",
        ageDays: 40,
        workplace: "remote",
        salaryMin: null,
        salaryMax: null,
      },
      {
        title: "Lead Nimbus Designer",
        category: "Design",
        locality: "Pune",
        ageDays: 6,
        employmentType: "Part-time",
        salaryMin: 70_000,
        salaryMax: 90_000,
        salaryUnit: "MONTH",
      },
      {
        title: "Nimbus Engineering Manager",
        category: "Software Engineering",
        locality: "Chennai",
        ageDays: 20,
        workplace: "hybrid",
        salaryMin: 4_000_000,
        salaryMax: 5_000_000,
      },
      {
        title: "Nimbus Intern",
        category: "Data Science",
        locality: "Bengaluru",
        ageDays: 1,
        employmentType: "Internship",
        salaryMin: 20_000,
        salaryMax: 30_000,
        salaryUnit: "MONTH",
      },
    ]);
    const filterSets: SearchFilters[] = [
      {},
      { category: ["software-engineering"] },
      { category: ["software-engineering", "design", "no-such-category"] },
      { jobType: ["Contract"] },
      { jobType: ["Remote"] },
      { jobType: ["Full-time", "Remote"] },
      { level: ["Senior", "Lead"] },
      { location: ["pune"] },
      { location: ["remote"] },
      { location: ["bengaluru", "remote"] },
      { minSalary: 1_000_000 },
      { minSalary: 1_234_567 },
      { posted: "24h" },
      { posted: "7d", location: ["pune", "bengaluru"] },
      { category: ["software-engineering"], level: ["Manager"], minSalary: 600_000, posted: "30d" },
      { jobType: ["Contract", "Remote"], location: ["remote"], category: ["data-science", "software-engineering"] },
      { declared: { workplace: ["remote"] } },
      // 'engineer' is in no job in Bengaluru: the word matched nothing there, on every path (Matcher.match's inPlace).
      { declared: { workplace: ["remote", "hybrid"] }, location: ["bengaluru"], posted: "7d" },
      { declared: { workplace: ["onsite"] }, minSalary: 1_234_567, category: ["software-engineering"] },
    ];
    const { index } = jobs;
    index.answerCacheEnabled = false;
    const slots = (index as unknown as { slots: JobSlots }).slots;
    const now = Date.now();
    const ask = (q: string, filters: SearchFilters, excludeIds?: number[]) =>
      index.search({ q, filters, excludeIds, facets: true, offset: 0, limit: 3, now });
    let nonEmpty = 0;
    for (const q of ["", "nimbus", "nimbus engineer", "engineer"]) {
      for (const filters of filterSets) {
        const tables = ask(q, filters);
        // Excluding an id no job has sends the same question to the general loop.
        expect(tables, `${q} ${JSON.stringify(filters)}`).toEqual(ask(q, filters, [-1]));
        slots.packable = false;
        const arrays = ask(q, filters);
        slots.packable = true;
        expect(tables, `${q} ${JSON.stringify(filters)} without packed codes`).toEqual(arrays);
        const undo = withCitiesPastTheCode(slots);
        const overflowed = ask(q, filters);
        undo();
        expect(tables, `${q} ${JSON.stringify(filters)} with cities read from their array`).toEqual(overflowed);
        if (tables.total > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(32);
    // One answer checked by hand: software engineering, posted within 30 days, a manager, at least 6 LPA.
    const manager = ask("nimbus", {
      category: ["software-engineering"],
      level: ["Manager"],
      minSalary: 600_000,
      posted: "30d",
    });
    expect(manager.total).toBe(1);
    expect(manager.facets!.level.find((level) => level.value === "Senior")!.count).toBe(1);
  }
}
