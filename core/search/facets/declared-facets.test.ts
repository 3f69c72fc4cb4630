import { describe, expect, it } from "vitest";
import { DECLARED_FACETS, lpaBandOf, type FacetDeclaration } from "../facet-declarations";
import { DeclaredLayout, DECLARED_LAYOUT, FAILS_TWO_IN_A_WORD, FIRST_WORD_FAIL } from "./declared-facets";
import type { FacetValue, IndexedJob } from "../index-types";
import { JobSlots } from "./job-slots";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";
import { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";

/** A facet no code knows about: only this declaration. A job says it sponsors visas in its title. */
const visa: FacetDeclaration = {
  name: "sponsor",
  legend: "Visa sponsorship",
  description: "Whether the job sponsors a visa",
  values: [
    { value: "yes", label: "Sponsors visas" },
    { value: "no", label: "No sponsorship" },
  ],
  valueOf: (job) => (job.title.includes("Visa") ? "yes" : "no"),
};
/** Twenty more yes/no facets, each read from one bit of the job's id: with them the facets take five packed words. */
const flags: FacetDeclaration[] = Array.from({ length: 20 }, (_, bit) => ({
  name: `flag${bit}`,
  legend: `Flag ${bit}`,
  description: `Bit ${bit} of the id`,
  values: [
    { value: "yes", label: "Yes" },
    { value: "no", label: "No" },
  ],
  // Every third job says nothing, so that "none" is counted too.
  valueOf: (job) => (job.id % 3 === 0 ? null : (job.id >> (bit % 10)) & 1 ? "yes" : "no"),
}));

const stages = ["seed", "series-a", "series-b", null] as const;
const sizes = ["1-10", "11-50", "51-200", null] as const;
const workplaces = ["onsite", "hybrid", "remote"] as const;
const categories = ["Software Engineering", "Design", "Data Science"];
const cities = ["Pune", "Bengaluru", "Chennai"];

/** 600 jobs in memory, each facet's values spread so that every combination occurs; 'alpha' in about two thirds of titles. */
function jobs(): IndexedJob[] {
  return Array.from({ length: 600 }, (_, id) => ({
    id: id + 1,
    title: `${id % 3 === 0 ? "Beta" : "Alpha"} ${id % 7 === 0 ? "Visa " : ""}Engineer ${id}`,
    description: "Work with us.",
    skills: "",
    companyName: `Company ${id % 11}`,
    companySlug: `company-${id % 11}`,
    categoryName: categories[id % 3],
    categorySlug: categories[id % 3].toLowerCase().replace(/ /g, "-"),
    employmentType: "Full-time",
    workplace: workplaces[id % 3],
    locality: workplaces[id % 3] === "remote" ? null : cities[(id >> 1) % 3],
    region: null,
    country: "IN",
    minExperience: 2,
    maxExperience: 5,
    salaryMin: id % 5 === 0 ? null : 500_000 + (id % 13) * 200_000,
    salaryMax: id % 5 === 0 ? null : 800_000 + (id % 13) * 200_000,
    salaryCurrency: id % 17 === 0 ? "USD" : "INR",
    salaryUnit: "YEAR",
    postedMs: Date.now() - (id % 40) * 86_400_000,
    validThroughMs: null,
    fundingStage: stages[id % 4],
    teamSize: sizes[(id >> 2) % 4],
    equityMax: id % 6 === 0 ? null : id % 6 === 1 ? 0 : 0.5,
  }));
}

function indexOf(all: IndexedJob[], layout: DeclaredLayout): SearchIndex {
  const index = new SearchIndex(new JobSlots(layout));
  for (const job of all) index.add(job);
  index.answerCacheEnabled = false;
  return index;
}

/** What a facet should count, worked out job by job: jobs matching the words and every filter but the facet's own. */
function expectedCounts(
  declarations: readonly FacetDeclaration[],
  all: IndexedJob[],
  word: string,
  filters: SearchFilters,
  facet: FacetDeclaration,
): Record<string, number> {
  const chosen = filters.declared ?? {};
  const counts: Record<string, number> = {};
  for (const job of all) {
    if (word && !job.title.toLowerCase().includes(word)) continue;
    if (filters.category?.length && !filters.category.includes(job.categorySlug!)) continue;
    if (
      filters.location?.length &&
      !(filters.location.includes("remote") && job.workplace === "remote") &&
      !filters.location.includes((job.locality ?? "").toLowerCase())
    )
      continue;
    const others = declarations.filter((other) => other !== facet && chosen[other.name]?.length);
    if (others.some((other) => !chosen[other.name]!.includes(other.valueOf(job) ?? ""))) continue;
    const value = facet.valueOf(job);
    if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

const boardAndOne = [...DECLARED_FACETS, visa] as readonly FacetDeclaration[];
const boardAndTwentyOne = [...boardAndOne, ...flags];

describe.each([
  { words: "the board's facets and one more", declarations: boardAndOne, more: {} },
  // flag2 and flag12 read the same bit, in different words: choosing both fails a job in two words at once.
  {
    words: "21 facets more, in five packed words",
    declarations: boardAndTwentyOne,
    more: { flag2: ["yes"], flag19: ["no"], flag12: ["yes"] },
  },
])("declared facets: $words", ({ declarations, more }) => {
  const layout = new DeclaredLayout(declarations);
  const all = jobs();
  const index = indexOf(all, layout);
  const slots = (index as unknown as { slots: JobSlots }).slots;
  const filterSets: SearchFilters[] = [
    {},
    { declared: { sponsor: ["yes"] } },
    { declared: { sponsor: ["no"], stage: ["series-a", "seed"] } },
    { declared: { size: ["11-50"], equity: ["yes"], lpa: ["20-plus"] } },
    { category: ["design"], declared: { workplace: ["remote", "hybrid"], sponsor: ["yes"] } },
    { location: ["pune", "remote"], declared: { stage: ["series-b"] } },
    { category: ["software-engineering", "data-science"] },
    { declared: { ...more } },
    { category: ["design"], declared: { ...more, lpa: ["10-20", "20-plus"] } },
  ];

  it("count and filter a facet added by declaration alone, as every other declared facet, on every path of the index", () => {
    let checked = 0;
    for (const word of ["", "alpha", "engineer", "alpha engineer"]) {
      for (const filters of filterSets) {
        const ask = (excludeIds?: number[]) =>
          index.search({ q: word, filters, facets: true, offset: 0, limit: 5, excludeIds });
        const answer = ask();
        // The general loop (an excluded id no job has), and the separate arrays instead of the packed codes.
        expect(ask([-1]), `${word} ${JSON.stringify(filters)} general loop`).toEqual(answer);
        slots.packable = false;
        expect(ask(), `${word} ${JSON.stringify(filters)} unpacked`).toEqual(answer);
        slots.packable = true;
        for (const facet of declarations) {
          const shown = Object.fromEntries(
            (answer.facets as unknown as Record<string, FacetValue[]>)[facet.name]
              .filter((item) => item.count > 0)
              .map((item) => [item.value, item.count]),
          );
          expect(shown, `${facet.name} for '${word}' ${JSON.stringify(filters)}`).toEqual(
            expectedCounts(
              declarations,
              all,
              word.split(" ")[0] === "engineer" ? "" : word.split(" ")[0],
              filters,
              facet,
            ),
          );
        }
        // The total is the chosen values' count of any declared facet with values chosen.
        const [name, values] = Object.entries(filters.declared ?? {})[0] ?? [];
        if (name)
          expect(answer.total).toBe(
            (answer.facets as unknown as Record<string, FacetValue[]>)[name]
              .filter((item) => values!.includes(item.value))
              .reduce((sum, item) => sum + item.count, 0),
          );
        checked++;
      }
    }
    expect(checked).toBe(36);
    const visaOnly = index.search({
      q: "",
      filters: { declared: { sponsor: ["yes"] } },
      facets: false,
      offset: 0,
      limit: 100,
    });
    expect(visaOnly.total).toBe(all.filter((job) => job.title.includes("Visa")).length);
    expect(visaOnly.ids.every((id) => all[id - 1].title.includes("Visa"))).toBe(true);
  });

  it("list a facet's values in declared order, with their labels, and a chosen value even at 0", () => {
    const answer = index.search({
      q: "",
      filters: { declared: { stage: ["public"] } },
      facets: true,
      offset: 0,
      limit: 1,
    });
    expect(answer.total).toBe(0);
    expect(answer.facets!.stage.map((item) => item.label)).toEqual(["Seed", "Series A", "Series B", "Public"]);
    expect(answer.facets!.stage.at(-1)!.count).toBe(0);
  });

  it("keep their words in a snapshot, and refuse a snapshot packed by other declarations", () => {
    const out = new SnapshotWriter();
    index.writeTo(out);
    const bytes = Buffer.concat(out.chunks({}));
    const read = SearchIndex.readFrom(new SnapshotReader(bytes), layout);
    read.answerCacheEnabled = false;
    const question = {
      q: "alpha",
      filters: { declared: { sponsor: ["yes"], size: ["1-10"], ...more } },
      facets: true,
      offset: 0,
      limit: 5,
    };
    expect(read.search(question)).toEqual(index.search(question));
    expect(() => SearchIndex.readFrom(new SnapshotReader(bytes), DECLARED_LAYOUT)).toThrow(/other facet declarations/);
  });
});

describe("declared facets' words", () => {
  it("take the board's facets in one word, and as many words as more facets need", () => {
    // The board's first five facets take 13 bits (4 + 3 + 2 + 2 + 2), visa sponsorship (yes, no and none) 2 more.
    expect(DECLARED_LAYOUT.cells).toEqual([1 << 13, 1 << 2]);
    const layout = new DeclaredLayout(boardAndTwentyOne);
    // Then 'sponsor' and the 20 flags, 2 bits each: six to a word of at most 13 bits.
    expect(layout.cells).toEqual([1 << 13, 1 << 12, 1 << 12, 1 << 12, 1 << 8]);
    const wide = (name: string): FacetDeclaration => ({
      ...visa,
      name,
      values: Array.from({ length: 200 }, (_, id) => ({ value: String(id), label: String(id) })),
    });
    expect(new DeclaredLayout([wide("a"), wide("b"), wide("c")]).cells).toEqual([1 << 8, 1 << 8, 1 << 8]);
    expect(
      () =>
        new DeclaredLayout([
          { ...visa, values: Array.from({ length: 10_000 }, (_, id) => ({ value: String(id), label: String(id) })) },
        ]),
    ).toThrow(/bits/);
    expect(() => new DeclaredLayout([visa, { ...visa }])).toThrow(/share a name/);
  });

  it("fail a code with its word's bit, and with a second bit when it fails two of the word's facets", () => {
    // Two bits make a scan count the slot in no facet without entering its counting lines (decision 206).
    const tables = DECLARED_LAYOUT.failTables({ stage: ["seed"], size: ["1-10"] });
    const [job] = jobs();
    const code = (fundingStage: string, teamSize: string) =>
      DECLARED_LAYOUT.codesOf({ ...job, fundingStage, teamSize })[0];
    expect(tables[0][code("seed", "1-10")]).toBe(0);
    expect(tables[0][code("series-a", "1-10")]).toBe(FIRST_WORD_FAIL);
    expect(tables[0][code("seed", "51-200")]).toBe(FIRST_WORD_FAIL);
    expect(tables[0][code("series-a", "51-200")]).toBe((FIRST_WORD_FAIL | FAILS_TWO_IN_A_WORD) >>> 0);
    // The second word (visa sponsorship) has nothing chosen: none of its codes fails.
    expect(tables[1].every((bits) => bits === 0)).toBe(true);
  });

  it("put rupee pay in LPA bands by the top of its range, and nothing else", () => {
    const pay = (salaryMin: number | null, salaryMax: number | null, salaryCurrency = "INR", salaryUnit = "YEAR") =>
      lpaBandOf({ salaryMin, salaryMax, salaryCurrency, salaryUnit });
    expect(pay(600_000, 900_000)).toBe("under-10");
    expect(pay(1_450_000, 2_150_000)).toBe("20-plus");
    expect(pay(1_000_000, 1_999_999)).toBe("10-20");
    expect(pay(25_000, 30_000, "INR", "MONTH")).toBe("under-10");
    expect(pay(100_000, 150_000, "USD")).toBeNull();
    expect(pay(null, null)).toBeNull();
  });
});
