import { describe, expect, it } from "vitest";
import type { IndexedJob } from "../index-types";
import { SearchIndex } from "../search-index";
import { indexedJob } from "../../../tests/fixtures/indexed-job";
import { variedJob } from "../../../tests/fixtures/varied-jobs";
import { liveArrayBufferBytes } from "../../../tests/helpers/array-buffer-bytes";
import { SnapshotReader, SnapshotWriter } from "./snapshot-format";
import { isShareableSection, sharedSnapshotBytes } from "./shared-bytes";

/**
 * An index read from shared bytes (decisions 193, 200) keeps most of its sections as views of them, among them the
 * job-id lookup and the A-Z sort keys: a reader that adds, closes and re-adds jobs must answer as an index of its own
 * would, and leave the shared bytes exactly as they were (other threads read them).
 */
const now = Date.UTC(2026, 11, 1);
const meta = { watermark: "1", readAt: now, database: "test", jobs: 0, applied: [] };

function job(id: number, title: string, companyName: string, locality: string): IndexedJob {
  const companySlug = companyName.toLowerCase().replace(/\W+/g, "-");
  const skills = "TypeScript, PostgreSQL";
  return indexedJob({
    id,
    title,
    description: `${title} at ${companyName}`,
    skills,
    companyName,
    companySlug,
    locality,
    postedMs: now - id * 60_000,
  });
}

// Ids out of slot order, and keys beyond ASCII, so that the id lookup and the byte keys are both put to the test.
const loaded = [
  job(907, "Zeta Engineer", "Ölberg Labs", "Pune"),
  job(12, "Alpha Analyst", "Café Noir", "Bengaluru"),
  job(450, "Écrivain Technique", "Zebra Co", "Chennai"),
  job(33, "Mid Developer", "Acme", "Delhi"),
  job(2_000, "Beta Tester", "Émile & Co", "Mumbai"),
  job(5, "Gamma Designer", "Acme", "Pune"),
];
const added = job(61, "Alphonse Engineer", "Ärzte Digital", "Kochi");
const readded = { ...job(450, "Delta Writer", "Zebra Co", "Chennai") };

const azIds = (index: SearchIndex, sort: "title" | "company" | "location") =>
  index.search({ q: "", offset: 0, limit: 20, sort, now }).ids;

function changed(index: SearchIndex): SearchIndex {
  index.remove(33);
  index.add(added);
  index.add(readded);
  return index;
}

function ownIndex(): SearchIndex {
  const index = new SearchIndex();
  for (const each of loaded) index.add(each);
  return changed(index);
}

describe("an index read from shared bytes", () => {
  const bytes = sharedSnapshotBytes(ownIndex(), meta);
  // The base itself: built before the changes, as the owner publishes it.
  const base = new SearchIndex();
  for (const each of loaded) base.add(each);
  const shared = sharedSnapshotBytes(base, meta);

  it("finds its jobs by id and answers the A-Z orders as an index of its own, after adding, closing and re-adding", () => {
    const reader = SearchIndex.readFrom(new SnapshotReader(shared, isShareableSection));
    for (const each of loaded) expect(reader.has(each.id), `job ${each.id}`).toBe(true);
    expect(reader.has(61)).toBe(false);
    const before = reader.versionOf(450);

    changed(reader);
    expect(reader.has(33)).toBe(false);
    expect(reader.has(61)).toBe(true);
    expect(reader.versionOf(450)).not.toBe(before);
    expect(reader.categorySlugOf(907)).toBe("backend-development");
    const own = ownIndex();
    for (const sort of ["title", "company", "location"] as const) expect(azIds(reader, sort)).toEqual(azIds(own, sort));
    expect(azIds(own, "title")).toEqual([12, 61, 2_000, 450, 5, 907]);

    // The shared bytes still pass their checksum: the reader wrote its new slots into the sections' room alone.
    expect(() => new SnapshotReader(shared)).not.toThrow();
  });

  it("closes jobs and lets them expire without writing into the shared bytes", () => {
    const expiring = { ...job(77, "Expiring Engineer", "Acme", "Pune"), validThroughMs: now + 60_000 };
    const base = new SearchIndex();
    for (const each of [...loaded, expiring]) base.add(each);
    const bytes = sharedSnapshotBytes(base, meta);
    const reader = SearchIndex.readFrom(new SnapshotReader(bytes, isShareableSection));

    reader.remove(33);
    reader.dropExpired(now + 120_000);
    expect(reader.has(33)).toBe(false);
    expect(reader.has(77)).toBe(false);
    expect(reader.search({ q: "engineer", offset: 0, limit: 10, now: now + 120_000 }).ids).toEqual([907]);
    // validThrough is shared (a view of the bytes): closing a job writes only the reader's own alive byte.
    expect(() => new SnapshotReader(bytes)).not.toThrow();
  });

  it("writes a reader's base and additions into a snapshot that reads back the same", () => {
    const reader = changed(SearchIndex.readFrom(new SnapshotReader(shared, isShareableSection)));
    const out = new SnapshotWriter();
    reader.writeTo(out);
    const again = SearchIndex.readFrom(new SnapshotReader(Buffer.concat(out.chunks(meta))));
    const fromOwn = SearchIndex.readFrom(new SnapshotReader(bytes));
    for (const id of [5, 12, 33, 61, 450, 907, 2_000]) expect(again.has(id), `job ${id}`).toBe(fromOwn.has(id));
    for (const sort of ["title", "company", "location"] as const)
      expect(azIds(again, sort)).toEqual(azIds(fromOwn, sort));
    expect(again.search({ q: "engineer", offset: 0, limit: 10, now }).ids.sort()).toEqual([61, 907]);
  });

  it("reads the A-Z orders' slots in rank order from the shared bytes instead of working them out in each thread", async () => {
    const jobs = 40_000;
    const board = new SearchIndex();
    for (let id = 1; id <= jobs; id++) board.add(variedJob(id));
    const reader = SearchIndex.readFrom(new SnapshotReader(sharedSnapshotBytes(board, meta), isShareableSection));
    const sorts = ["title", "company", "location"] as const;
    const own = sorts.map((sort) => azIds(board, sort));
    reader.search({ q: "engineer", offset: 0, limit: 10, now });
    const before = await liveArrayBufferBytes();
    expect(sorts.map((sort) => azIds(reader, sort))).toEqual(own);
    // A byte a slot of marks (ranking.ts); the three orders worked out here would be 12 more.
    expect((await liveArrayBufferBytes()) - before).toBeLessThan(2 * jobs);
  });
});
