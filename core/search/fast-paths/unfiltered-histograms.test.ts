import { describe, expect, it } from "vitest";
import { DECLARED_FACETS, type FacetDeclaration } from "../facet-declarations";
import { DeclaredLayout } from "../facets/declared-facets";
import { JobSlots } from "../facets/job-slots";
import { SearchIndex } from "../search-index";
import { indexedJob } from "../../../tests/fixtures/indexed-job";

/** A yes/no facet of 13 bits' worth of values, so that each one takes a packed word of its own. */
function wide(name: string): FacetDeclaration {
  return {
    name,
    legend: name,
    description: name,
    values: Array.from({ length: 4_000 }, (_, value) => ({ value: `v${value}`, label: `${value}` })),
    valueOf: (job) => `v${(job.id * name.length) % 4_000}`,
  };
}

const stages = ["seed", "series-a", "series-b", null] as const;

/**
 * The counts without filters take the first two declared words in a step each (UnfilteredHistograms.secondCells):
 * on a board whose facets fill one word, or three, every path must still count each word once.
 */
describe.each([
  { board: "one declared word", declarations: DECLARED_FACETS.filter((facet) => facet.name !== "visa"), words: 1 },
  { board: "three declared words", declarations: [wide("a"), wide("bb"), wide("ccc")], words: 3 },
])("counts without filters on a board with $board", ({ declarations, words }) => {
  it("answer as the general loop does, for words in few jobs and in most", () => {
    const layout = new DeclaredLayout(declarations);
    expect(layout.cells).toHaveLength(words);
    const index = new SearchIndex(new JobSlots(layout));
    for (let id = 1; id <= 400; id++)
      index.add({
        ...indexedJob({
          id,
          title: `${id % 5 === 0 ? "Data" : "Platform"} Engineer ${id}`,
          postedMs: Date.now() - id * 3_600_000,
        }),
        locality: id % 3 === 0 ? "Pune" : "Bengaluru",
        fundingStage: stages[id % 4],
        equityMax: id % 2 === 0 ? 0.5 : null,
      });
    index.answerCacheEnabled = false;
    for (const q of ["engineer", "data", "data engineer", "pune"]) {
      const ask = (excludeIds?: number[]) => index.search({ q, facets: true, offset: 0, limit: 5, excludeIds });
      const answer = ask();
      expect(answer.total, q).toBeGreaterThan(0);
      // An excluded id no job has sends the same search to the general loop.
      expect(answer, q).toEqual(ask([-1]));
    }
  });
});
