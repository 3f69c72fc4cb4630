import { describe, expect, it } from "vitest";
import { JobSlots } from "../facets/job-slots";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";
import { keptCounts } from "./live-totals";
import { variedJob } from "../../../tests/fixtures/varied-jobs";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * A dense word with filters on the code's group and the posted window alone, in Best Match order, takes a pass of its
 * own and walks its titled jobs by value for the page (group-filters.ts). It must answer as the general loop does
 * (asked with an excluded id no job has): the page, the total and every facet, as jobs are added after the titled
 * jobs were grouped, close, and as more are added than the groups follow, with the word's counts kept and not.
 */
describe("a dense word with filters on job type, level, pay bucket and posted window alone", () => {
  const filterSets: SearchFilters[] = [
    // No filter: the word's page alone, walked by value as well (offerDensePage).
    {},
    { jobType: ["Full-time"], minSalary: 1_500_000 },
    { level: ["Senior", "Lead"] },
    { posted: "7d" },
    { jobType: ["Remote"] },
    { jobType: ["Contract", "Remote"], posted: "30d", minSalary: 600_000 },
    { jobType: ["Internship"], level: ["Entry Level"], posted: "24h" },
    // No part-time job this week has the word in its title: the page is made of the others.
    { jobType: ["Part-time"], posted: "7d" },
  ];

  function expectTheGeneralLoopsAnswers(index: SearchIndex): number {
    let nonEmpty = 0;
    for (const filters of filterSets)
      for (const facets of [true, false])
        for (const [offset, limit] of [
          [0, 7],
          [5, 20],
        ]) {
          const ask = (excludeIds?: number[]) =>
            index.search({ q: "engineer", filters, facets, offset, limit, excludeIds });
          const answer = ask();
          expect(answer, `${JSON.stringify(filters)} facets ${facets} from ${offset}`).toEqual(ask([-1]));
          if (answer.total > offset + limit) nonEmpty++;
        }
    return nonEmpty;
  }

  it("answer as the general loop does from the word's kept counts split by cell, as jobs age out of posted windows", () =>
    withValue(keptCounts, "from", 0, () => {
      const index = new SearchIndex(new JobSlots());
      index.answerCacheEnabled = false;
      for (let id = 1; id <= 480; id++) index.add(variedJob(id));
      // Not searched without filters first: the first search with filters counts and keeps the word's counts.
      const start = Date.now();
      const hour = 3_600_000;
      // Every six hours for ten days: jobs leave the 24-hour, 7-day and 30-day windows (rows the counts had and did
      // not), and jobs come and go between the steps.
      for (let hours = 0; hours <= 240; hours += 6) {
        const now = start + hours * hour;
        if (hours === 30) for (let id = 481; id <= 490; id++) index.add({ ...variedJob(id), postedMs: now - hour });
        if (hours === 60) for (let id = 3; id <= 480; id += 40) index.remove(id);
        // No job of the board is at a seed-less stage without equity: a declared code the counts have no column for,
        // so they are made again.
        if (hours === 90) index.add({ ...variedJob(491), fundingStage: null, equityMax: null, postedMs: now });
        // Those with filters first: the search without (the first of filterSets) would keep the word's counts.
        for (const filters of [...filterSets.slice(1), filterSets[0]]) {
          const question = { q: "engineer", filters, facets: true, offset: 0, limit: 7, now };
          expect(index.search(question), `${JSON.stringify(filters)} after ${hours} hours`).toEqual(
            index.search({ ...question, excludeIds: [-1] }),
          );
        }
      }
    }));

  it.each([
    ["not kept", 1 << 16],
    ["kept", 0],
  ])("answer as the general loop does, as jobs are added and closed, the word's counts %s", (_, from) =>
    withValue(keptCounts, "from", from, () => {
      const index = new SearchIndex(new JobSlots());
      index.answerCacheEnabled = false;
      for (let id = 1; id <= 480; id++) index.add(variedJob(id));
      // The word searched without filters first keeps its counts (LiveTotals.ofWord), when they are kept: its joint by
      // group and posted class then comes from them (passTitledJointKnown).
      index.search({ q: "engineer", facets: true, offset: 0, limit: 1 });
      // Twelve of the newest jobs posted in the same millisecond, at the word's best value, added in falling id order:
      // the page takes the highest ids of them, which the walk by value meets last.
      const postedMs = Date.now() - 500;
      for (let id = 912; id > 900; id--)
        index.add({ ...variedJob(id), title: "Engineer", employmentType: "Full-time", salaryMax: 4_000_000, postedMs });
      expect(expectTheGeneralLoopsAnswers(index)).toBeGreaterThan(12);
      // Fewer than a sixteenth more: the groups stay and the new titled jobs are valued at each search; one of them is
      // newer than every grouped job, at the best value.
      for (let id = 481; id <= 505; id++) index.add(variedJob(id));
      index.add({ ...variedJob(512), postedMs: Date.now() });
      for (let id = 8; id <= 505; id += 24) index.remove(id);
      expect(expectTheGeneralLoopsAnswers(index)).toBeGreaterThan(12);
      // Past that, the groups are made again.
      for (let id = 513; id <= 700; id++) index.add(variedJob(id));
      expect(expectTheGeneralLoopsAnswers(index)).toBeGreaterThan(12);
    }),
  );
});
