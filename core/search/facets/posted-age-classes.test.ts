import { describe, expect, it } from "vitest";
import { PostedAgeClasses } from "./posted-age-classes";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";
import { POSTED_WINDOWS } from "../search.schema";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many posted windows a posting time is within at `now`, worked out directly. */
function classOf(posted: number, now: number): number {
  const age = now - posted;
  return POSTED_WINDOWS.filter((window) => age <= window).length;
}

describe("posted age classes", () => {
  it("follow time forwards and backwards, across every window's edge, and class slots added later", () => {
    const start = Date.UTC(2026, 10, 1);
    // Postings an hour to 40 days old, some exactly on a window's edge at `start`.
    const posted = new Float64Array(64);
    const ages = [0, 1, 23, 24, 25, 6 * 24, 7 * 24, 7 * 24 + 1, 29 * 24, 30 * 24, 30 * 24 + 1, 40 * 24];
    ages.forEach((hours, slot) => (posted[slot] = start - hours * HOUR));
    const classes = new PostedAgeClasses();
    let size = ages.length;
    const times = [
      start,
      start + 1,
      start + HOUR,
      start + DAY,
      start + 3 * DAY,
      start - HOUR,
      start - 2 * DAY,
      start + 10 * DAY,
      start + 10 * DAY + 1,
      start + 40 * DAY,
    ];
    for (const [step, now] of times.entries()) {
      if (step === 4) {
        // A job posted since the classes were worked out.
        posted[size] = now - 2 * HOUR;
        size++;
      }
      const seen = Array.from(classes.classesAt(now, posted, size).subarray(0, size));
      expect(seen, `at ${new Date(now).toISOString()}`).toEqual(
        Array.from(posted.subarray(0, size), (time) => classOf(time, now)),
      );
    }
  });

  it("name the slots whose class changed since a generation, with the class each had then, while the moves kept reach back", () => {
    const start = Date.UTC(2026, 10, 1);
    // Slot 0 leaves the 24-hour window after 1 hour, slot 1 the 7-day one after 2 hours; slot 2 stays where it is.
    const posted = Float64Array.of(start - 23 * HOUR, start - (7 * 24 - 2) * HOUR, start - 3 * DAY);
    const classes = new PostedAgeClasses();
    classes.classesAt(start, posted, 3);
    const first = classes.generation;
    classes.classesAt(start + 1.5 * HOUR, posted, 3);
    expect([...classes.movedSince(first)!]).toEqual([[0, 3]]);
    const second = classes.generation;
    classes.classesAt(start + 2.5 * HOUR, posted, 3);
    // Since the first: slot 0 as it was then (3), slot 1 too (2); since the second, slot 1 alone.
    expect(new Map(classes.movedSince(first))).toEqual(
      new Map([
        [0, 3],
        [1, 2],
      ]),
    );
    expect([...classes.movedSince(second)!]).toEqual([[1, 2]]);
    expect(classes.movedSince(classes.generation)!.size).toBe(0);

    // More slots move at once than are kept (a long idle stretch): no generation before can follow them.
    const many = Float64Array.from({ length: 5_000 }, () => start - 20 * HOUR);
    classes.classesAt(start + 3 * HOUR, many, many.length);
    const beforeJump = classes.generation;
    classes.classesAt(start + 2 * DAY, many, many.length);
    expect(classes.movedSince(beforeJump)).toBeNull();
    expect(classes.movedSince(classes.generation)!.size).toBe(0);
  });

  it("give the posted facet of a broad search the counts the general path gives, as time passes", () => {
    const start = Date.now();
    const jobs = new FixtureIndex();
    jobs.add(
      [0.5, 0.9, 1.1, 3, 6.9, 7.1, 20, 29.9, 30.1, 45].map((ageDays, n) => ({
        title: `Quasar Analyst ${n}`,
        category: "Quasar Research",
        companyName: "Quasar Labs",
        ageDays,
      })),
    );
    const { index } = jobs;
    index.answerCacheEnabled = false;
    for (const now of [start, start + 0.2 * DAY, start + 0.6 * DAY, start + 5 * DAY, start + DAY, start + 40 * DAY]) {
      const question = { q: "quasar", facets: true, offset: 0, limit: 3, now };
      const answer = index.search(question);
      // Excluding an id no job has sends the question to the general loop, which compares posting times itself.
      expect(answer.facets!.posted, new Date(now).toISOString()).toEqual(
        index.search({ ...question, excludeIds: [-1] }).facets!.posted,
      );
    }
    const lastDay = index.search({ q: "quasar", facets: true, offset: 0, limit: 3, now: start + 0.2 * DAY }).facets!
      .posted;
    expect(lastDay.map((window) => window.count)).toEqual([1, 4, 7]);
  });
});
