import { describe, expect, it } from "vitest";
import { JobSlots } from "../facets/job-slots";
import { Matcher, hasOthers, phraseCursors, plannedScore } from "../text/matching";
import { Terms } from "../text/postings";
import { parseQuery } from "../text/search-text";
import { TypoCorrector } from "../text/typo-correction";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";
import { keptCounts } from "./live-totals";
import { groupedPage } from "./planned-words-page";
import { variedJob } from "../../../tests/fixtures/varied-jobs";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * A query of two or three words in Best Match order, when the Matcher would look the commoner words up in the rarest
 * word's pass, is answered by a scan of its own (planned-words-scan.ts): every slot with every word valued as the
 * Matcher values it (the phrase bonuses too), or only those passing the filters. It must answer as the general path
 * does (the Matcher and the general loop, asked with an excluded id no job has): the page in its order, the total and
 * every facet, with the rarest word's counts kept and not, as jobs are added and closed. 'engineer' is in every job
 * (its two lists looked up); 'data analyst' and 'platform engineer' are phrases; 'designer analyst' is in no job (a
 * partial match, which the Matcher makes); 'platform engineer visa' and 'analyst data visa' have two phrases, 'data
 * analyst engineer' one; 'senior' has a short form, so 'senior platform engineer' is the Matcher's (two lists).
 * Without filters the page comes from the best slots grouped by value (planned-words-page.ts): every slot with every
 * word, or the best three, so that most pages need the slots below the cut too.
 */
describe("a query of two or three words with the commoner words looked up", () => {
  const queries = [
    "data analyst",
    "analyst data",
    "visa engineer",
    "engineer visa",
    "platform engineer",
    "designer engineer",
    "designer analyst",
    "data engineer",
    "senior platform engineer",
    "platform engineer visa",
    "analyst data visa",
    "data analyst engineer",
    "visa data analyst",
    "designer visa engineer",
  ];
  const filterSets: SearchFilters[] = [
    {},
    { category: ["design"] },
    // A category with the group and posted window (category-group-filters.ts), the salary at a bucket.
    { category: ["software-engineering"], level: ["Senior", "Lead"], posted: "30d", minSalary: 1_500_000 },
    { level: ["Senior", "Lead"], jobType: ["Full-time"] },
    { posted: "7d", minSalary: 1_234_567 },
    { declared: { stage: ["seed", "series-a"] }, category: ["software-engineering"] },
    { location: ["pune"] },
    { location: ["remote", "chennai"], level: ["Senior", "Lead"] },
    // One job there, with 'data' and 'designer': the other words are only elsewhere (a partial match in the place).
    { location: ["kochi"] },
  ];

  function expectTheGeneralPathsAnswers(index: SearchIndex): number {
    let nonEmpty = 0;
    for (const q of queries)
      for (const filters of filterSets)
        for (const facets of [true, false])
          for (const [offset, limit] of [
            [0, 5],
            [3, 20],
          ]) {
            const ask = (excludeIds?: number[]) => index.search({ q, filters, facets, offset, limit, excludeIds });
            const answer = ask();
            expect(answer, `'${q}' ${JSON.stringify(filters)} facets ${facets} from ${offset}`).toEqual(ask([-1]));
            if (answer.total > offset + limit) nonEmpty++;
          }
    return nonEmpty;
  }

  it.each([
    ["never kept", Number.POSITIVE_INFINITY, "every slot grouped", 4_096],
    ["kept for every word", 0, "every slot grouped", 4_096],
    ["never kept", Number.POSITIVE_INFINITY, "the best 3 grouped", 3],
    ["kept for every word", 0, "the best 3 grouped", 3],
  ])(
    "answer as the general path does, as jobs are added and closed, the rarer word's counts %s, %s",
    (_, from, __, atLeast) =>
      withValue(keptCounts, "from", from, () =>
        withValue(groupedPage, "atLeast", atLeast, () => {
          const index = new SearchIndex(new JobSlots());
          index.answerCacheEnabled = false;
          for (let id = 1; id <= 480; id++) index.add(variedJob(id));
          index.add({ ...variedJob(1_000), title: "Data Designer", workplace: "onsite", locality: "Kochi" });
          // Each word alone first: a word searched without filters keeps its counts, when they are kept.
          for (const word of ["data", "analyst", "visa", "platform", "designer"])
            index.search({ q: word, facets: true, offset: 0, limit: 1 });
          expect(expectTheGeneralPathsAnswers(index)).toBeGreaterThan(40);
          // More than a sixteenth added: the pages' groups are made again.
          for (let id = 481; id <= 560; id++) index.add(variedJob(id));
          for (let id = 2; id <= 560; id += 9) index.remove(id);
          index.add({ ...variedJob(16), title: "Data Analyst Platform Engineer", postedMs: Date.now() });
          expect(expectTheGeneralPathsAnswers(index)).toBeGreaterThan(40);
          // Fewer: valued at each search beside the groups, and the best grouped jobs closed.
          for (let id = 561; id <= 580; id++) index.add({ ...variedJob(id), postedMs: Date.now() - id });
          for (let id = 1; id <= 580; id += 4) index.remove(id);
          expect(expectTheGeneralPathsAnswers(index)).toBeGreaterThan(40);
        }),
      ),
  );

  it("values each job with every word exactly as the Matcher scores it, each phrase's bonus and rounding included", () => {
    const [slots, terms] = [new JobSlots(), new Terms()];
    const index = new SearchIndex(slots, terms);
    for (let id = 1; id <= 480; id++) index.add(variedJob(id));
    const matcher = new Matcher(terms, new TypoCorrector(terms));
    matcher.grow(slots.capacity, new Int32Array(slots.capacity));
    let planned = 0;
    let compared = 0;
    for (const q of queries) {
      const plan = matcher.wordsPlan(parseQuery(q), {});
      if (plan === null) continue;
      planned++;
      const { score } = matcher.match(parseQuery(q), slots.size, slots.alive, slots.titleWords, {});
      const phrases = phraseCursors(plan);
      const { docs, masks, length } = plan.first.list;
      for (let j = 0; j < length; j++) {
        if (!hasOthers(plan.others, docs[j])) continue;
        expect(plannedScore(plan, slots.titleWords, docs[j], masks[j], phrases), `'${q}', slot ${docs[j]}`).toBe(
          score[docs[j]],
        );
        compared++;
      }
    }
    expect(planned).toBeGreaterThanOrEqual(10);
    expect(compared).toBeGreaterThan(500);
  });
});
