import { describe, expect, it } from "vitest";
import { JobSlots } from "../facets/job-slots";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";
import { variedJob } from "../../../tests/fixtures/varied-jobs";

/**
 * A word of one posting list with filters is counted from its own list, and only the slots that pass are valued
 * (one-word-scan.ts, countOneListFiltered). It must answer as the general path does (the Matcher and the general
 * loop, asked with an excluded id no job has): the first page (kept while scanning), a page past the thousandth
 * (sorted from the values written), and the newest first, with closed jobs in the word's list. 'visa' is in the title of
 * some jobs and the description of others, so that a slot valued with its neighbour's posting ranks wrongly.
 */
describe("a word of one list with filters", () => {
  const filterSets: SearchFilters[] = [
    { jobType: ["Full-time", "Contract", "Part-time", "Internship"] },
    { category: ["design"], level: ["Senior", "Lead", "Mid Level"] },
    { declared: { stage: ["seed", "series-a"] } },
    { minSalary: 1_100_000, posted: "30d" },
  ];

  it("answers as the general path does, on the first page, past the thousandth match and newest first", () => {
    const index = new SearchIndex(new JobSlots());
    index.answerCacheEnabled = false;
    for (let id = 1; id <= 2_600; id++) index.add(variedJob(id));
    for (let id = 3; id <= 2_600; id += 11) index.remove(id);
    let deepPages = 0;
    for (const q of ["visa", "designer", "analyst"])
      for (const filters of filterSets)
        for (const [offset, sort] of [
          [0, undefined],
          [1_000, undefined],
          [40, "recent"],
        ] as const) {
          const ask = (excludeIds?: number[]) =>
            index.search({ q, filters, sort, facets: true, offset, limit: 20, excludeIds });
          const answer = ask();
          expect(answer, `'${q}' ${JSON.stringify(filters)} from ${offset} ${sort ?? ""}`).toEqual(ask([-1]));
          if (offset === 1_000 && answer.ids.length > 0) deepPages++;
        }
    expect(deepPages).toBeGreaterThan(0);
  });
});
