import { describe, expect, it } from "vitest";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";
import type { IndexQuery } from "../index-types";
import { keptCounts } from "./live-totals";
import { withValue } from "../../../tests/fixtures/with-value";

/**
 * A browse by place alone takes its location facet from the counts kept for every live job (LiveTotals), and the rest
 * from the counts kept for a large place or counted from the jobs there (place-browse.ts). Excluding an id no job has
 * asks the general loop, which counts every job itself: they must agree as jobs come, close and age.
 */
describe("a browse by place alone, or by place and posted window", () => {
  it.each([
    ["the jobs in the place counted at each search", Number.POSITIVE_INFINITY],
    ["every place's counts kept", 0],
  ])("answers as the general loop does, as jobs are added, closed and age past a posted window, with %s", (_, from) =>
    withValue(keptCounts, "from", from, expectPlaceBrowsesOfTheGeneralLoop),
  );
});

function expectPlaceBrowsesOfTheGeneralLoop(): void {
  const jobs = new FixtureIndex();
  const now = Date.now();
  const cities = ["Pune", "Mumbai", "Chennai", "Pune", ""];
  const ids = jobs.add(
    Array.from({ length: 40 }, (_, n) => ({
      title: `Orbit Analyst ${n}`,
      locality: cities[n % cities.length],
      workplace: n % 5 === 4 ? ("remote" as const) : n % 7 === 0 ? ("hybrid" as const) : undefined,
      ageDays: 0.5 + (n % 12) * 3,
      employmentType: n % 6 === 0 ? "Contract" : "Full-time",
      category: n % 3 === 0 ? "Flight Dynamics" : undefined,
    })),
    now,
  );
  const { index } = jobs;
  index.answerCacheEnabled = false;
  const askBoth = (location: string[], at: number, label: string, posted?: "24h" | "7d" | "30d") => {
    const question: IndexQuery = { filters: { location, posted }, facets: true, offset: 0, limit: 5, now: at };
    const answer = index.search(question);
    expect(answer, label).toEqual(index.search({ ...question, excludeIds: [-1] }));
    return answer;
  };
  const cityCount = (answer: ReturnType<typeof askBoth>, label: string) =>
    answer.facets!.location.find((city) => city.label === label)?.count ?? 0;

  for (const location of [["pune"], ["remote"], ["pune", "remote"], ["mumbai", "chennai"]])
    for (const posted of [undefined, "24h", "7d", "30d"] as const)
      askBoth(location, now, `${location} ${posted ?? ""} at first`, posted);
  // Within a week in Pune: the location facet counts the week's jobs everywhere, the posted facet Pune's at any age.
  const week = askBoth(["pune"], now, "pune this week", "7d");
  const everyAge = askBoth(["pune"], now, "pune at any age");
  expect(week.total).toBeLessThan(everyAge.total);
  expect(week.facets!.posted).toEqual(everyAge.facets!.posted);
  expect(cityCount(week, "Mumbai")).toBeLessThan(cityCount(everyAge, "Mumbai"));
  const before = askBoth(["pune"], now, "pune at first");

  jobs.add([{ title: "Comet Pilot", locality: "Mumbai", ageDays: 0.1 }], now);
  const added = askBoth(["pune"], now, "pune after a Mumbai job was added");
  // The location facet counts every live job: the new Mumbai job shows there, though it is not in Pune.
  expect(cityCount(added, "Mumbai")).toBe(cityCount(before, "Mumbai") + 1);
  expect(added.total).toBe(before.total);
  // Within the window, jobs added since the counts were kept are followed into them (LiveTotals.withinWindow).
  const [navigator] = jobs.add([{ title: "Comet Navigator", locality: "Pune", ageDays: 0.2 }], now);
  const weekAfter = askBoth(["pune"], now, "pune this week after jobs were added", "7d");
  expect(weekAfter.total).toBe(week.total + 1);
  expect(cityCount(weekAfter, "Mumbai")).toBe(cityCount(week, "Mumbai") + 1);
  expect(weekAfter.facets!.posted.find((option) => option.value === "24h")?.count).toBe(
    (week.facets!.posted.find((option) => option.value === "24h")?.count ?? 0) + 1,
  );
  // A day later some of them have left the 24-hour window: followed as moves between posted classes.
  askBoth(["pune", "remote"], now + 86_400_000, "pune or remote this week, a day later", "7d");
  jobs.index.remove(navigator);

  jobs.index.remove(ids[0]);
  const closed = askBoth(["pune"], now, "pune after a Pune job closed");
  expect(closed.total).toBe(before.total - 1);
  expect(cityCount(closed, "Pune")).toBe(cityCount(before, "Pune") - 1);

  // More changes at once than the slots keep (JobSlots.recentChanges): the kept counts are worked out again.
  jobs.add(
    Array.from({ length: 4_500 }, (_, n) => ({ title: `Ground Crew ${n}`, locality: cities[n % 3], ageDays: 2 })),
    now,
  );
  expect(cityCount(askBoth(["pune"], now, "after 4,500 jobs added"), "Chennai")).toBe(
    cityCount(closed, "Chennai") + 1_500,
  );

  // A week later the posted windows have moved: the kept counts are worked out again for the new time.
  askBoth(["pune", "remote"], now + 7 * 86_400_000, "a week later");
  askBoth(["pune", "remote"], now + 7 * 86_400_000, "within 30 days, a week later", "30d");
}
