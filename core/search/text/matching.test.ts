import { describe, expect, it } from "vitest";
import { FixtureIndex } from "../../../tests/fixtures/search-fixtures";

/**
 * Matching scores the rarest word first and lets later words add only to slots that had every
 * earlier one (matching.ts scoreAll): these pin what that must not change.
 */
describe("matching several words", () => {
  it("finds the jobs with every word, scored as if each word had been scored everywhere", () => {
    const jobs = new FixtureIndex();
    const [phraseAndCity, phraseOnly, scattered, cityOnly] = jobs.add([
      { title: "Product Manager", locality: "Pune", description: "Own the roadmap.", ageDays: 1 },
      { title: "Product Manager", locality: "Mumbai", description: "Own the roadmap.", ageDays: 3 },
      { title: "Manager, Growth", locality: "Pune", description: "Work with product teams.", ageDays: 2 },
      { title: "Data Analyst", locality: "Chennai", description: "Dashboards.", ageDays: 1 },
      // Enough other jobs that a search clears only its own candidates' scores, not every slot's.
      ...Array.from({ length: 12 }, (_, n) => ({ title: `Warehouse Associate ${n}`, locality: "Chennai" })),
    ]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    // 'pune' is the rarest word here, so the phrase's other words only add to Pune jobs.
    const inPune = index.search({ q: "product manager pune", offset: 0, limit: 10 });
    expect(inPune.mode).toBe("all");
    expect(inPune.ids).toEqual([phraseAndCity, scattered]);
    // The phrase bonus given to a Mumbai job while 'pune' was asked must not stay with it: asked
    // next without the city, the two Product Managers tie on words and phrase, so the newer (in Pune) is first.
    const withoutCity = index.search({ q: "product manager", offset: 0, limit: 10 });
    expect(withoutCity.ids).toEqual([phraseAndCity, phraseOnly, scattered]);
    expect(index.search({ q: "data analyst", offset: 0, limit: 10 }).ids).toEqual([cityOnly]);
  });

  it("falls back to the jobs matching the most words when none has all, however rare each word is", () => {
    const jobs = new FixtureIndex();
    const [pythonPune, pythonOnly] = jobs.add([
      { title: "Python Developer", locality: "Pune" },
      { title: "Python Developer", locality: "Chennai" },
      { title: "Kotlin Developer", locality: "Pune" },
    ]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    // No job has 'haskell'; 'python', 'developer' and 'pune' together are the most any job has.
    const result = index.search({ q: "haskell python developer pune", offset: 0, limit: 10 });
    expect(result.mode).toBe("partial");
    expect(result.ids).toEqual([pythonPune]);
    expect(result.total).toBe(1);
    // Two words of three: both Python jobs, the one in Pune not ahead for a word it was not asked.
    const two = index.search({ q: "python developer kochi", offset: 0, limit: 10 });
    expect(two.mode).toBe("partial");
    expect(new Set(two.ids)).toEqual(new Set([pythonPune, pythonOnly]));
  });

  it("drops a job the moment its validThrough passes: from the results, the count, the facets, the partial-match rule and field matches", () => {
    const jobs = new FixtureIndex();
    const now = Date.now();
    const in10Minutes = new Date(now + 10 * 60_000);
    const [lasting, expiring] = jobs.add([
      { title: "Rust Developer", locality: "Pune", ageDays: 2 },
      { title: "Rust Developer", locality: "Mysuru", ageDays: 1, validThrough: in10Minutes },
    ]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    const before = index.search({ q: "rust developer", offset: 0, limit: 10, facets: true });
    expect(before.ids).toEqual([expiring, lasting]);
    expect(
      before
        .facets!.location.filter((location) => location.count > 0)
        .map((location) => location.label)
        .sort(),
    ).toEqual(["Mysuru", "Pune"]);

    const later = in10Minutes.getTime() + 1;
    // Recommendations' question (the jobs naming the most of some words in one field) leaves it out, asked first.
    expect(index.mostInField(["Rust"], "title", 10, [], now)).toEqual([expiring, lasting]);
    expect(index.mostInField(["Rust"], "title", 10, [], later)).toEqual([lasting]);
    const after = index.search({ q: "rust developer", offset: 0, limit: 10, facets: true, now: later });
    expect(after.ids).toEqual([lasting]);
    expect(after.total).toBe(1);
    expect(after.facets!.location.filter((location) => location.count > 0).map((location) => location.label)).toEqual([
      "Pune",
    ]);
    // Only the expired job had both words: the most a live job has is one, so the answer is the Pune job alone.
    const partial = index.search({ q: "rust mysuru", offset: 0, limit: 10, now: later });
    expect(partial.mode).toBe("partial");
    expect(partial.ids).toEqual([lasting]);
  });
});

/**
 * A later word whose list is much longer than the slots still in question is looked up by slot in masks kept beside
 * its list (Terms.denseMasks) instead of walked: these pin that the answer is the walk's, and that the masks follow
 * jobs added after they were made.
 */
describe("a long later word, looked up by slot", () => {
  it("scores, counts and pages as the walk does, and sees jobs added after its masks were made", () => {
    const jobs = new FixtureIndex();
    const [titlePhrase, titleBoth, titleAndDescription, older] = jobs.add([
      { title: "Kotlin Team Lead", ageDays: 4 },
      { title: "Team Lead, Kotlin", ageDays: 3 },
      { title: "Kotlin Developer", description: "Join a small team.", ageDays: 1 },
      { title: "Kotlin Developer", description: "Join a small team.", ageDays: 6 },
      { title: "Kotlin Developer", description: "Works alone.", ageDays: 1 },
      // 'team' in far more jobs than 'kotlin' (and in at least one slot of 16): the case the lookup is for.
      ...Array.from({ length: 80 }, (_, n) => ({
        title: `Support Associate ${n}`,
        description: "Part of a friendly team.",
      })),
    ]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    const first = index.search({ q: "kotlin team", offset: 0, limit: 10, facets: true });
    // Both words in the title as a phrase, then both in the title, then 'team' only in the description (newest first).
    expect(first.ids).toEqual([titlePhrase, titleBoth, titleAndDescription, older]);
    expect(first.total).toBe(4);
    expect(first.mode).toBe("all");
    expect(first.facets!.level.reduce((sum, level) => sum + level.count, 0)).toBe(4);

    // Added after the masks of 'team' were made.
    const [added] = jobs.add([
      { title: "Kotlin Team Member", company: "Kestrel Labs", category: "Kotlin Guild", ageDays: 0 },
    ]);
    const second = index.search({ q: "kotlin team", offset: 0, limit: 10 });
    expect(second.total).toBe(5);
    expect(second.ids.slice(0, 2)).toEqual([added, titlePhrase]);
    jobs.index.remove(titleBoth);
    const third = index.search({ q: "kotlin team", offset: 0, limit: 10 });
    expect(third.ids).toEqual([added, titlePhrase, titleAndDescription, older]);
  });
});

/**
 * A second and third word about as common as the first, with long lists, are looked up in the first word's pass
 * (scoreAll, decision 220), where a pass of its own would walk them: the answer must be the walk's.
 */
describe("later words as common as the first, looked up in the first word's pass", () => {
  it("keeps the jobs with every word only, in Best Match order, counted and faceted", () => {
    const jobs = new FixtureIndex();
    const [phrase, titleBoth, descriptionTeam, notSmall] = jobs.add([
      { title: "Kotlin Team Lead", description: "A small company.", ageDays: 2 },
      { title: "Team Lead, Kotlin", description: "A small company.", ageDays: 1 },
      { title: "Kotlin Engineer", description: "Join a small team.", ageDays: 0 },
      { title: "Kotlin Team Member", description: "A large company.", ageDays: 0 },
      // 'kotlin' in 66 jobs, 'team' in 74, 'small' in 65: each in 1 slot of 16 of the first 1,024, none twice
      // another's, so each later word is looked up rather than walked.
      ...Array.from({ length: 62 }, (_, n) => ({ title: `Kotlin Developer ${n}`, description: "A small office." })),
      ...Array.from({ length: 70 }, (_, n) => ({ title: `Support Associate ${n}`, description: "A friendly team." })),
    ]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    const two = index.search({ q: "kotlin team", offset: 0, limit: 10, facets: true });
    expect(two.ids).toEqual([notSmall, phrase, titleBoth, descriptionTeam]);
    expect([two.total, two.mode]).toEqual([4, "all"]);
    expect(two.facets!.level.reduce((sum, level) => sum + level.count, 0)).toBe(4);
    const three = index.search({ q: "kotlin team small", offset: 0, limit: 10, facets: true });
    expect(three.ids).toEqual([phrase, titleBoth, descriptionTeam]);
    expect([three.total, three.mode]).toEqual([3, "all"]);
    // A fourth word, walked after the looked-up three, adding only to the slots with all of them.
    const four = index.search({ q: "kotlin team small lead", offset: 0, limit: 10 });
    expect(four.ids).toEqual([phrase, titleBoth]);
    // The three-word pass keeps only the slots with every word; nothing it read is left for the next search to see.
    expect(index.search({ q: "kotlin team", offset: 0, limit: 10, facets: true })).toEqual(two);
    expect(index.search({ q: "small team", offset: 0, limit: 10 }).total).toBe(3);
    // No job has all three: the jobs with two of them, as when each word is scored everywhere.
    const partial = index.search({ q: "kotlin friendly team", offset: 0, limit: 100 });
    expect([partial.mode, partial.total]).toEqual(["partial", 74]);
  });
});

/**
 * A one-word query without filters is answered in one pass (one-word-scan.ts); a query that excludes a job is not, so
 * excluding an id no job has asks the same question of the general path (Matcher, then filterAndCount).
 */
describe("a one-word query in one pass", () => {
  it("answers as the general path does: ids in every order, total, mode, facets; dead and expired slots left out", () => {
    const jobs = new FixtureIndex();
    const now = Date.now();
    // 'zephyr' as the last word also stands for 'zephyrine' (a second list).
    const ids = jobs.add([
      { title: "Zephyr Backend Lead", locality: "Pune", ageDays: 1, salaryMin: 2_500_000, salaryMax: 3_000_000 },
      { title: "Zephyrine Manager", locality: "Mumbai", ageDays: 3, workplace: "remote" },
      {
        title: "Quasar Analyst",
        description: "Work with the zephyr team on data.",
        locality: "Chennai",
        ageDays: 10,
        employmentType: "Contract",
      },
      { title: "Senior Zephyr, Platform", skills: "Go, Kubernetes", locality: "", ageDays: 40, minExperience: 8 },
      {
        title: "Staff Zephyr",
        company: "Zephyr Works",
        locality: "Pune",
        ageDays: 2,
        validThrough: new Date(now + 60_000),
      },
      {
        title: "Sales Lead",
        description: "Sell to zephyr teams.",
        ageDays: 5,
        workplace: "hybrid",
        salaryMin: null,
        salaryMax: null,
      },
      // In both of 'zephyr''s lists: it earns the better of the two values, not their sum, so the newer Backend Lead ties and goes first.
      { title: "Zephyrine Zephyr Lead", ageDays: 20 },
      ...Array.from({ length: 10 }, (_, n) => ({ title: `Warehouse Associate ${n}`, locality: "Chennai" })),
    ]);
    expect(jobs.index.search({ q: "quasar", offset: 0, limit: 5 }).ids).toEqual([ids[2]]);
    // Closed after the index was built: its slot stays, dead.
    jobs.index.remove(ids[2]);
    const { index } = jobs;
    index.answerCacheEnabled = false;
    expect(index.search({ q: "quasar", offset: 0, limit: 5 }).ids).toEqual([]);
    const later = now + 120_000;
    for (const q of [
      "zephyr",
      "zephyrine",
      "zeph",
      "zephir",
      "pune",
      "associate",
      "kubernetes",
      "quasar",
      "nothingmatches",
    ]) {
      for (const sort of [undefined, "recent", "title", "company"] as const) {
        for (const [facets, offset] of [
          [true, 0],
          [false, 0],
          [true, 2],
          [false, 5],
        ] as const) {
          const question = { q, sort, facets, offset, limit: 4, now: later };
          const onePass = index.search(question);
          const general = index.search({ ...question, excludeIds: [-1] });
          expect(onePass, `${q} ${sort} ${facets} ${offset}`).toEqual(general);
        }
      }
    }
    const zephyr = index.search({ q: "zephyr", offset: 0, limit: 10, now: later });
    expect(zephyr.total).toBe(5);
    expect(zephyr.ids.slice(0, 2)).toEqual([ids[0], ids[6]]);
    expect(zephyr.ids).not.toContain(ids[4]);
    expect(index.search({ q: "zephir", offset: 0, limit: 10, now: later }).corrections).toEqual({ zephir: "zephyr" });
  });
  it("answers as the general path does when a word's two lists cover most jobs and are read by slot", () => {
    const jobs = new FixtureIndex();
    // 'orbit' as the last word stands for 'orbit' and 'orbital': together in more postings than half the index's
    // slots, so the scan reads both lists' masks slot by slot (one-word-scan.ts).
    const ids = jobs.add(
      Array.from({ length: 240 }, (_, n) => ({
        title: n % 3 === 0 ? `Orbit Engineer ${n}` : `Flight Analyst ${n}`,
        description: n % 2 === 0 ? "Orbital mechanics, every day." : "Ground systems.",
        locality: ["Pune", "Chennai", "Mumbai"][n % 3],
        ageDays: 1 + (n % 40),
        employmentType: n % 5 === 0 ? "Contract" : "Full-time",
        workplace: n % 4 === 0 ? ("remote" as const) : undefined,
        category: n % 7 === 0 ? "Flight Dynamics" : undefined,
        minExperience: 3 * (n % 4),
        maxExperience: 3 * (n % 4) + 2,
        salaryMin: 500_000 * (1 + (n % 6)),
        salaryMax: 500_000 * (2 + (n % 6)),
      })),
    );
    const { index } = jobs;
    index.answerCacheEnabled = false;
    // Closed once the index is built: its slot stays, dead, in both lists.
    jobs.index.remove(ids[0]);
    // First, while no search has left values in the scan's scratch scores: a page sorted from every match's score.
    const deep = {
      q: "orbit",
      facets: true,
      offset: 0,
      limit: 1_001,
      filters: { location: ["pune", "remote"], minSalary: 1_500_000 },
    };
    expect(index.search(deep)).toEqual(index.search({ ...deep, excludeIds: [-1] }));
    for (const sort of [undefined, "recent", "title"] as const) {
      // A page ending past 1,000 is sorted from every match's score instead of kept while scanning (search-index.ts).
      // A page deeper than the 79 open jobs with 'orbit' in the title takes jobs with it only in the description too.
      for (const [facets, offset, limit] of [
        [true, 0, 6],
        [false, 0, 6],
        [true, 7, 6],
        [false, 30, 6],
        [false, 90, 6],
        [true, 90, 6],
        [false, 0, 1_001],
      ] as const) {
        // Each filter the one-pass count tells apart (decision 096's joint count): type, level, salary level and remote
        // in the packed code; category, city and a salary that is no bucket's beside it; and the posted window.
        for (const filters of [
          {},
          { jobType: ["Contract"] },
          { jobType: ["Remote"] },
          { location: ["pune"], minSalary: 1_500_000 },
          { category: ["flight-dynamics"], posted: "7d" as const },
          { level: ["Senior" as const], minSalary: 1_234_567 },
          { location: ["pune", "remote"], jobType: ["Contract"], posted: "30d" as const },
        ]) {
          const question = { q: "orbit", sort, facets, offset, limit, filters };
          expect(index.search(question), `${sort} ${facets} ${offset} ${JSON.stringify(filters)}`).toEqual(
            index.search({ ...question, excludeIds: [-1] }),
          );
        }
      }
    }
    const orbit = index.search({ q: "orbit", offset: 0, limit: 6 });
    // 'orbit' in 80 titles and 'orbital' in 120 descriptions: 160 jobs have either, less the one closed.
    expect(orbit.total).toBe(159);
    expect(orbit.ids).not.toContain(ids[0]);
  });
  it("counts the facets of a word in most jobs as every live job's less the jobs it misses, right as jobs come, go, expire and age", () => {
    const jobs = new FixtureIndex();
    const now = Date.now();
    // 'comet' stands for 'comet' and 'cometary' (two lists read by slot), and 'comet' alone is in most jobs' titles: the
    // scan counts the jobs it misses and subtracts them from counts kept for every live job (live-totals.ts).
    const ids = jobs.add(
      Array.from({ length: 600 }, (_, n) => ({
        title: n % 8 === 7 ? `Ground Analyst ${n}` : `Comet Engineer ${n}`,
        description: n % 2 === 0 ? "Cometary dust." : "Ground systems.",
        locality: ["Pune", "Chennai", "", "Mumbai"][n % 4],
        workplace: n % 4 === 2 ? "remote" : "onsite",
        ageDays: 0.4 + (n % 45) * 0.8,
        employmentType: n % 5 === 0 ? "Contract" : "Full-time",
        salaryMin: 400_000 * (1 + (n % 7)),
        salaryMax: 400_000 * (2 + (n % 7)),
        validThrough: n === 8 ? new Date(now + 3 * 3_600_000) : undefined,
      })),
      now,
    );
    const { index } = jobs;
    index.answerCacheEnabled = false;
    const askBoth = (at: number, label: string) => {
      const question = { q: "comet", facets: true, offset: 0, limit: 6, now: at };
      const answer = index.search(question);
      // Excluding an id no job has asks the general path, which counts every matching job.
      expect(answer, label).toEqual(index.search({ ...question, excludeIds: [-1] }));
      // Past the jobs with 'comet' in the title (525 of these), the page takes those with 'cometary' in the description.
      const deep = { ...question, offset: 590 };
      expect(index.search(deep), `${label}, deep`).toEqual(index.search({ ...deep, excludeIds: [-1] }));
      return answer;
    };
    const first = askBoth(now, "at first");
    // Later, jobs leave the 24-hour, 7-day and 30-day windows, and one passes its validThrough.
    for (const hours of [2, 5, 30, 24 * 8, 24 * 31]) askBoth(now + hours * 3_600_000, `${hours} hours later`);
    expect(askBoth(now + 5 * 3_600_000, "after the expiry").total).toBe(first.total - 1);
    // A job closed, and one added, after the counts were kept, asked at the time of the last question (whose posted
    // classes still hold).
    const monthLater = now + 24 * 31 * 3_600_000;
    askBoth(monthLater, "a month later");
    jobs.index.remove(ids[0]);
    jobs.add(
      [
        {
          title: "Comet Pilot",
          company: "Kestrel Comets",
          category: "Comet Guild",
          locality: "Kochi",
          ageDays: 0.1,
          employmentType: "Internship",
        },
      ],
      now,
    );
    const changed = askBoth(monthLater, "after a job was closed and one added");
    expect(changed.facets!.location.find((city) => city.label === "Kochi")?.count).toBe(1);
  });
});
