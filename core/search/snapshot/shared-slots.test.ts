import { describe, expect, it } from "vitest";
import type { IndexedJob, IndexQuery } from "../index-types";
import { SearchIndex } from "../search-index";
import { variedJob } from "../../../tests/fixtures/varied-jobs";
import { SnapshotReader } from "./snapshot-format";
import { isShareableSection, sharedSnapshotBytes } from "./shared-bytes";
import { slotRoomFor } from "../facets/job-slots";

/**
 * The threads reading one shared base apply the same changes, and write their new slots once, into the room after
 * the base's slot sections (decision 236). A thread that read a job at another version than the others must not
 * change what they read, and must answer as an index of its own would.
 */
const now = Date.now();
const meta = { watermark: "1", readAt: now, database: "test", jobs: 0, applied: [] };
const baseJobs = 60_000;

// Made once: a varied job's posting time is taken from the clock.
const baseList = Array.from({ length: baseJobs }, (_, at) => variedJob(at + 1));
const base = new SearchIndex();
for (const job of baseList) base.add(job);
const bytes = sharedSnapshotBytes(base, meta);

const reader = () => SearchIndex.readFrom(new SnapshotReader(bytes, isShareableSection));
const privateBytes = () => process.memoryUsage().arrayBuffers;

/** A job of the board, as two threads may read it at two moments: its title and place changed in between. */
const rustInPune: IndexedJob = { ...variedJob(baseJobs + 2), title: "Rust Engineer", locality: "Pune" };
const goInChennai: IndexedJob = {
  ...rustInPune,
  title: "Go Designer",
  locality: "Chennai",
  categoryName: "Design",
  categorySlug: "design",
};

/** A job added (again), or the id of a job closed. */
type Change = IndexedJob | number;
const apply = (index: SearchIndex, changes: Change[]) => {
  for (const change of changes) {
    if (typeof change === "number") index.remove(change);
    else index.add(change);
  }
  return index;
};

/** The board as an index of its own that applied `changes`: what a reader that applied them must answer. */
function ownIndex(changes: Change[]): SearchIndex {
  const own = new SearchIndex();
  for (const job of baseList) own.add(job);
  return apply(own, changes);
}

const queries: IndexQuery[] = [
  { q: "", offset: 0, limit: 20, facets: true },
  { q: "engineer", offset: 0, limit: 20, facets: true },
  { q: "rust", offset: 0, limit: 20, facets: true },
  { q: "go designer", offset: 0, limit: 20, facets: true },
  { q: "", offset: 0, limit: 20, facets: true, filters: { location: ["pune"] } },
  { q: "", offset: 0, limit: 20, facets: true, filters: { location: ["chennai"], category: ["design"] } },
];
const answers = (index: SearchIndex) =>
  queries.map((query) => {
    const { ids, total, facets } = index.search({ ...query, now });
    return { ids, total, facets };
  });

const first: Change[] = [variedJob(baseJobs + 1), rustInPune, 10, variedJob(baseJobs + 3)];
const diverged: Change[] = [variedJob(baseJobs + 1), goInChennai, 10, variedJob(baseJobs + 3)];

describe("new slots of a shared base", () => {
  it("are written once for every reader that applies the same changes, each answering as an index of its own", () => {
    const one = reader();
    const other = reader();
    apply(one, first);
    // The search's own scratch, made once a thread (decision 214), is not what is measured.
    other.search({ q: "engineering team", offset: 0, limit: 20, facets: true, now });
    const before = privateBytes();
    apply(other, first);
    other.search({ q: "engineering team", offset: 0, limit: 20, facets: true, now });
    // Each slot section copied out of the shared bytes was about 57 bytes a job, 3.4 MB here (57 MB a thread at a
    // million jobs); each long list a search read after the change, 5 bytes a posting (300 KB for each word every job
    // here holds).
    expect(privateBytes() - before).toBeLessThan(200_000);
    const own = answers(ownIndex(first));
    expect(answers(one)).toEqual(own);
    expect(answers(other)).toEqual(own);
    expect(own[2].ids).toEqual([baseJobs + 2]);
    // The shared bytes still pass their checksum, and a reader arriving now sees none of the new slots until it
    // applies the changes itself.
    const late = reader();
    expect(late.has(baseJobs + 1)).toBe(false);
    expect(answers(apply(late, first))).toEqual(own);
  });

  it("are left to the readers that wrote them by a reader that read a job at another version", () => {
    const one = apply(reader(), first);
    const other = apply(reader(), diverged);
    expect(answers(other)).toEqual(answers(ownIndex(diverged)));
    expect(answers(one)).toEqual(answers(ownIndex(first)));
    expect(answers(one)[2].ids).toEqual([baseJobs + 2]);

    // Gone its own way, the diverged reader writes nothing more into the shared room, though the others do.
    const later: Change[] = [{ ...variedJob(baseJobs + 4), title: "Elixir Engineer" }];
    const otherLater: Change[] = [{ ...variedJob(baseJobs + 4), title: "Haskell Engineer" }];
    apply(other, otherLater);
    apply(one, later);
    const third = apply(reader(), [...first, ...later]);
    const ownFirst = answers(ownIndex([...first, ...later]));
    expect(answers(one)).toEqual(ownFirst);
    expect(answers(third)).toEqual(ownFirst);
    expect(answers(other)).toEqual(answers(ownIndex([...diverged, ...otherLater])));
  });

  it("past the room, are the reader's own, and read as before", () => {
    const room = slotRoomFor(baseJobs);
    const many: Change[] = Array.from({ length: room + 50 }, (_, at) => variedJob(baseJobs + 10 + at));
    const grown = apply(reader(), [...first, ...many]);
    const alongside = apply(reader(), first);
    expect(answers(grown)).toEqual(answers(ownIndex([...first, ...many])));
    expect(answers(alongside)).toEqual(answers(ownIndex(first)));
  });
});
