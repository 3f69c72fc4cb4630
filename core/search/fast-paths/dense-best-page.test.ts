import { describe, expect, it } from "vitest";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";
import type { IndexQuery } from "../index-types";
import { keptCounts } from "./live-totals";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * A dense word's Best Match page walks its titled slots grouped by value, made once and kept (dense-best-page.ts):
 * slots added since are valued at each search until they pass a sixteenth of those grouped, then the groups are made
 * again. Excluding an id no job has asks the general path, which values every match: the pages must agree, and so
 * must the counts, whether they are made at each search or kept for the word (LiveTotals.ofWord, decision 219).
 */
describe("a dense word's page from its titled slots grouped by value", () => {
  it.each([
    ["its counts made at each search", Number.POSITIVE_INFINITY],
    ["its counts kept", 0],
  ])("answers as the general path does as better jobs arrive, past regrouping, and close, %s", (_, from) =>
    withValue(keptCounts, "from", from, expectDensePagesOfTheGeneralPath),
  );
});

function expectDensePagesOfTheGeneralPath(): void {
  const jobs = new FixtureIndex();
  const now = Date.now();
  // 'comet' stands for 'comet' and 'cometary' (two lists read by slot); titles of three to five words.
  jobs.add(
    Array.from({ length: 160 }, (_, n) => ({
      title:
        n % 4 === 3 ? `Ground Analyst ${n}` : n % 2 === 0 ? `Comet Engineer ${n}` : `Senior Comet Data Engineer ${n}`,
      description: n % 2 === 0 ? "Cometary dust." : "Ground systems.",
      ageDays: 0.5 + (n % 30),
    })),
    now,
  );
  const { index } = jobs;
  index.answerCacheEnabled = false;
  const askBoth = (label: string, offset = 0) => {
    const question: IndexQuery = { q: "comet", facets: true, offset, limit: 6, now };
    const answer = index.search(question);
    expect(answer, label).toEqual(index.search({ ...question, excludeIds: [-1] }));
    return answer;
  };
  askBoth("at first");
  askBoth("a deeper page", 100);

  // Shorter titles earn a larger share of the title: these outrank every grouped job.
  const one = jobs.add([{ title: "Comet Lead", ageDays: 3 }], now);
  expect(askBoth("one better job added").ids[0]).toBe(one[0]);
  const many = jobs.add(
    Array.from({ length: 20 }, (_, n) => ({ title: "Comet", ageDays: 1 + n / 10 })),
    now,
  );
  const regrouped = askBoth("twenty more, past a sixteenth of those grouped");
  expect(regrouped.ids).toEqual(many.slice(0, 6));
  jobs.index.remove(many[0]);
  jobs.index.remove(many[2]);
  expect(askBoth("two of the best closed").ids).toEqual([many[1], ...many.slice(3, 8)]);
}
