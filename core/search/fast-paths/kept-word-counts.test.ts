import { describe, expect, it } from "vitest";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";
import type { IndexQuery } from "../index-types";
import { keptCounts } from "./live-totals";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * A broad word searched without filters keeps its facet counts for the next search (LiveTotals.ofWord), which then
 * only makes its page; a query of several words whose rarest word's counts are kept, when most of that word's jobs
 * have the others, counts the jobs that miss them instead (filter-and-count.ts); a word in a place alone takes its
 * location facet from them (place-browse.ts). Excluding an id no job has asks the general loop, which counts every
 * match itself: the two must agree as jobs with and without the words come, close and age.
 */
/** Each sequence runs with no word's counts kept, and with every word's. */
const keptOrNot = [
  ["never kept", Number.POSITIVE_INFINITY],
  ["kept for every word", 0],
] as const;

describe("a word's kept counts", () => {
  it.each(keptOrNot)("answer as the general loop does, as jobs come, close and age, %s", (_, from) =>
    withValue(keptCounts, "from", from, expectWordSearchesOfTheGeneralLoop),
  );

  it.each(keptOrNot)("answer as the general loop does as jobs leave a posted window minute by minute, %s", (_, from) =>
    withValue(keptCounts, "from", from, expectTimeSearchesOfTheGeneralLoop),
  );
});

/**
 * Jobs a little younger than each posted window (24 hours, 7 days, 30 days) leave it over two hours: the kept counts
 * follow the jobs that moved instead of being counted again (PostedAgeClasses.movedSince), with jobs added and closed
 * between the steps.
 */
function expectTimeSearchesOfTheGeneralLoop(): void {
  const jobs = new FixtureIndex();
  const now = Date.now();
  const cities = ["Pune", "Mumbai", "Chennai", ""];
  const windows = [1, 7, 30];
  const ids = jobs.add(
    Array.from({ length: 90 }, (_, n) => ({
      title: n % 2 === 0 ? `Orbit Analyst ${n}` : `Ground Engineer ${n}`,
      locality: cities[n % cities.length],
      workplace: n % 5 === 4 ? ("remote" as const) : undefined,
      ageDays: windows[n % 3] - 0.09 + n / 1_000,
    })),
    now,
  );
  const { index } = jobs;
  index.answerCacheEnabled = false;
  const minutes = (count: number) => now + count * 60_000;
  for (let minute = 0; minute <= 130; minute += 5) {
    if (minute === 40) jobs.add([{ title: "Orbit Analyst, late", locality: "Mumbai", ageDays: 0.99 }], minutes(40));
    if (minute === 60) jobs.index.remove(ids[5]);
    // Left the 24-hour window at minute 125.3, after the searches at 125: it leaves the counts from the class it had.
    if (minute === 130) jobs.index.remove(ids[3]);
    if (minute === 90) jobs.index.remove(ids[90 - 1]);
    for (const [q, location] of [
      ["analyst", undefined],
      ["ground", undefined],
      ["orbit analyst", undefined],
      ["analyst", ["mumbai"]],
      ["", ["pune", "remote"]],
      ["", ["mumbai"]],
    ] as const) {
      const question: IndexQuery = {
        q,
        facets: true,
        offset: 0,
        limit: 5,
        now: minutes(minute),
        filters: { location: location && [...location] },
      };
      const answer = index.search(question);
      expect(answer, `${q} in ${location} after ${minute} minutes`).toEqual(
        index.search({ ...question, excludeIds: [-1] }),
      );
    }
  }
}

function expectWordSearchesOfTheGeneralLoop(): void {
  const jobs = new FixtureIndex();
  const now = Date.now();
  const cities = ["Pune", "Mumbai", "Chennai", ""];
  const ids = jobs.add(
    Array.from({ length: 60 }, (_, n) => ({
      title: n % 3 === 0 ? `Orbit Analyst ${n}` : `Ground Engineer ${n}`,
      description: n % 4 === 0 ? "An analyst at heart." : "Ships things.",
      locality: cities[n % cities.length],
      workplace: n % 5 === 4 ? ("remote" as const) : undefined,
      ageDays: 0.5 + (n % 12) * 3,
      employmentType: n % 6 === 0 ? "Contract" : "Full-time",
    })),
    now,
  );
  const { index } = jobs;
  index.answerCacheEnabled = false;
  const askBoth = (q: string, at: number, label: string, location?: string[], facets = true) => {
    const question: IndexQuery = { q, facets, offset: 0, limit: 5, now: at, filters: { location } };
    const answer = index.search(question);
    expect(answer, label).toEqual(index.search({ ...question, excludeIds: [-1] }));
    return answer;
  };
  // 'orbit analyst' and 'ground engineer': every job with the rarer word has the other; 'engineer analyst': a quarter.
  const words = [
    "analyst",
    "engineer",
    "analy",
    "ground",
    "orbit",
    "orbit analyst",
    "ground engineer",
    "engineer analyst",
  ];
  // A word in a place alone counts the jobs there and takes the location facet from the word's counts.
  const places = [["mumbai"], ["remote"], ["pune", "remote"], ["nowhere"]];
  const askEverywhere = (at: number, label: string) => {
    for (const word of words) askBoth(word, at, `${word} ${label}`);
    for (const place of places)
      for (const word of ["analyst", "ground"]) {
        askBoth(word, at, `${word} in ${place} ${label}`, place);
        askBoth(word, at, `${word} in ${place} ${label}, without facets`, place, false);
      }
  };
  // In a place before any search of the word alone: the first search in a place counts and keeps the word's counts.
  for (const place of places) askBoth("analyst", now, `analyst in ${place} before the word alone`, place);
  askEverywhere(now, "at first");
  const before = askBoth("analyst", now, "analyst again");

  jobs.add([{ title: "Orbit Analyst, night shift", locality: "Mumbai", ageDays: 0.1 }], now);
  jobs.add([{ title: "Comet Pilot", locality: "Mumbai", ageDays: 0.1 }], now);
  const added = askBoth("analyst", now, "analyst after an analyst job and another were added");
  expect(added.total).toBe(before.total + 1);
  askEverywhere(now, "after two jobs were added");

  jobs.index.remove(ids[0]);
  jobs.index.remove(ids[1]);
  expect(askBoth("analyst", now, "analyst after an analyst job closed").total).toBe(before.total);
  askEverywhere(now, "after two jobs closed");

  // More changes at once than the slots keep (JobSlots.recentChanges): every kept count is made again.
  jobs.add(
    Array.from({ length: 4_500 }, (_, n) => ({ title: `Orbit Analyst ${n}`, locality: cities[n % 3], ageDays: 2 })),
    now,
  );
  expect(askBoth("analyst", now, "after 4,500 analyst jobs").total).toBe(before.total + 4_500);
  askEverywhere(now, "after 4,500 jobs");

  // A week later the posted windows have moved: the kept counts are made again for the new time.
  askEverywhere(now + 7 * 86_400_000, "a week later");
}
