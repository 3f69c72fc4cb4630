import { describe, expect, it } from "vitest";
import { JobSlots } from "../facets/job-slots";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";
import { keptCounts } from "./live-totals";
import { withValue } from "../../../tests/fixtures/with-value";
import { variedJob as job } from "../../../tests/fixtures/varied-jobs";

/**
 * Filters on the declared facets of one word alone take their own pass (declared-only.ts): a browse, a one-word
 * scan (a list, or a dense word read by slot) and the Matcher's candidates. Each must answer as the general loop does
 * (asked with an excluded id no job has), with and without facets, in Best Match and in date order.
 */
describe("filters on one word's declared facets alone", () => {
  const filterSets: SearchFilters[] = [
    { declared: { stage: ["seed"] } },
    { declared: { stage: ["series-a", "series-b"], size: ["11-50", "51-200"] } },
    { declared: { lpa: ["20-plus"], equity: ["yes"], workplace: ["remote"] } },
    { declared: { visa: ["yes"] } },
    { declared: { stage: ["public"] } },
  ];
  const queries = ["", "engineer", "analyst", "visa analyst", "designer visa", "engineer analyst"];

  function expectTheGeneralLoopsAnswers(index: SearchIndex): number {
    let nonEmpty = 0;
    for (const q of queries)
      for (const filters of filterSets)
        for (const sort of ["relevance", "recent"] as const)
          for (const facets of [true, false]) {
            const ask = (excludeIds?: number[]) =>
              index.search({ q, filters, sort, facets, offset: 0, limit: 7, excludeIds });
            const answer = ask();
            expect(answer, `'${q}' ${JSON.stringify(filters)} ${sort} facets ${facets}`).toEqual(ask([-1]));
            if (answer.total > 7) nonEmpty++;
          }
    return nonEmpty;
  }

  it("answer as the general loop does, as jobs are added and closed", () => {
    const index = new SearchIndex(new JobSlots());
    index.answerCacheEnabled = false;
    for (let id = 1; id <= 500; id++) index.add(job(id));
    expect(expectTheGeneralLoopsAnswers(index)).toBeGreaterThan(60);
    // New slots past the first ones, closed jobs' dead slots among them, and a job changed (a new slot).
    for (let id = 501; id <= 700; id++) index.add(job(id));
    for (let id = 3; id <= 700; id += 10) index.remove(id);
    index.add({ ...job(8), fundingStage: "public", title: "Platform Engineer Visa" });
    expect(expectTheGeneralLoopsAnswers(index)).toBeGreaterThan(60);
  });

  it("answer as the general loop does from a dense word's kept counts split by the chosen word, as jobs come, close and age", () =>
    withValue(keptCounts, "from", 0, () => {
      const index = new SearchIndex(new JobSlots());
      index.answerCacheEnabled = false;
      for (let id = 1; id <= 500; id++) index.add(job(id));
      // Not searched without filters first: the first search with filters counts and keeps the word's counts.
      const start = Date.now();
      const hour = 3_600_000;
      // Every six hours for ten days: jobs leave posted windows (the joint's cells are columns of these counts), and
      // jobs come and go between the steps.
      for (let hours = 0; hours <= 240; hours += 6) {
        const now = start + hours * hour;
        if (hours === 30) for (let id = 501; id <= 510; id++) index.add({ ...job(id), postedMs: now - hour });
        if (hours === 60) for (let id = 3; id <= 500; id += 40) index.remove(id);
        // A stage no job had: a value the counts have no column for, so they are made again.
        if (hours === 90) index.add({ ...job(8), fundingStage: "public", title: "Platform Engineer", postedMs: now });
        for (const filters of filterSets) {
          const question = { q: "engineer", filters, facets: true, offset: 0, limit: 7, now };
          expect(index.search(question), `${JSON.stringify(filters)} after ${hours} hours`).toEqual(
            index.search({ ...question, excludeIds: [-1] }),
          );
        }
      }
    }));

  it("count every job the words match in the chosen word's facets, and the passing ones in the others", () => {
    const index = new SearchIndex(new JobSlots());
    index.answerCacheEnabled = false;
    const jobs = Array.from({ length: 240 }, (_, at) => job(at + 1));
    for (const each of jobs) index.add(each);
    const answer = index.search({
      q: "analyst",
      filters: { declared: { stage: ["seed"] } },
      facets: true,
      offset: 0,
      limit: 5,
    });
    const analysts = jobs.filter((each) => each.title.includes("Analyst"));
    const seed = analysts.filter((each) => each.fundingStage === "seed");
    expect(answer.total).toBe(seed.length);
    // The stage facet: every analyst, by stage; the size facet: the seed-stage analysts, by size.
    const stageCount = (value: string) => answer.facets!.stage.find((item) => item.value === value)?.count ?? 0;
    expect(stageCount("series-a")).toBe(analysts.filter((each) => each.fundingStage === "series-a").length);
    const sizeCount = (value: string) => answer.facets!.size.find((item) => item.value === value)?.count ?? 0;
    expect(sizeCount("11-50")).toBe(seed.filter((each) => each.teamSize === "11-50").length);
  });
});
