import { afterEach, describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index";
import { SCRATCH_KEPT_MS } from "./idle-scratch";
import type { IndexQuery } from "./index-types";
import { variedJob } from "../../tests/fixtures/varied-jobs";
import { liveArrayBufferBytes } from "../../tests/helpers/array-buffer-bytes";

/**
 * Every thread that searches keeps slot-sized scratch arrays (22 bytes a job) and the masks by slot of the words it looked
 * up that way (a byte a job each); a board between visits gives them back once its index has served nothing for a while
 * (decision 227), and the next search makes them again and answers as before. The bytes are the thread's live
 * ArrayBuffer memory (process.memoryUsage().arrayBuffers after a collection: each test file runs in a process of its
 * own), so that keeping the arrays fails.
 */
const jobs = 40_000;
/** The slots' capacity for them (grown by doubling), which every slot-sized array takes. */
const capacity = 65_536;
const queries: Omit<IndexQuery, "offset" | "limit">[] = [
  { q: "engineer", facets: true },
  { q: "data analyst", facets: true },
  { q: "visa engineer", filters: { category: ["design"] } },
  { q: "designer analyst" },
  { q: "engineer", sort: "title" },
  { filters: { declared: { stage: ["seed"] } }, facets: true },
];

function boardOf(count: number): SearchIndex {
  const index = new SearchIndex();
  index.answerCacheEnabled = false;
  for (let id = 1; id <= count; id++) index.add(variedJob(id));
  return index;
}

const answersOf = (index: SearchIndex) => [
  ...queries.map((query) => index.search({ ...query, offset: 0, limit: 20 })),
  index.mostInField(["engineer", "visa"], "title", 10),
];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A used index's pending release holds it until it fires: let it, so that the next test's bytes are its own.
afterEach(async () => {
  await pause(SearchIndex.scratchKeptMs * 3);
  SearchIndex.scratchKeptMs = SCRATCH_KEPT_MS;
});

describe("a searching thread's scratch", () => {
  it("is given back once the index has served nothing for a while, and made again by the next search", async () => {
    // Long enough for the bytes to be read (a collection and a pause) before the index lets go of them.
    SearchIndex.scratchKeptMs = 1_000;
    const index = boardOf(jobs);
    const withoutScratch = await liveArrayBufferBytes();
    const answers = answersOf(index);
    const withScratch = await liveArrayBufferBytes();
    // results, the one-word scores, the matcher's scores, best values, candidates and flags, the field counts: at
    // least 20 bytes a job.
    expect(withScratch - withoutScratch).toBeGreaterThan(20 * jobs);
    // Freed by the index's own collection (an idle thread allocates too little for V8 to collect by itself), once V8's
    // background sweeper has run, which a busy machine can hold back.
    // With them go the masks by slot of the words the searches looked up ('engineer', in most of these jobs, and the
    // words it is a prefix of): a byte a slot each.
    const released = withScratch - 23.5 * capacity;
    const droppedBy = performance.now() + 5_000;
    while (process.memoryUsage().arrayBuffers >= released && performance.now() < droppedBy) await pause(50);
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(released);
    expect(answersOf(index)).toEqual(answers);
    expect(await liveArrayBufferBytes()).toBeGreaterThan(withScratch - 2 * jobs);
  });

  it("is kept while searches keep coming", async () => {
    SearchIndex.scratchKeptMs = 1_000;
    const index = boardOf(jobs);
    const answers = answersOf(index);
    const withScratch = await liveArrayBufferBytes();
    for (let round = 0; round < 12; round++) {
      await pause(100);
      index.search({ q: "engineer", offset: 0, limit: 10 });
    }
    expect(await liveArrayBufferBytes()).toBeGreaterThan(withScratch - 2 * jobs);
    expect(answersOf(index)).toEqual(answers);
  });
});
