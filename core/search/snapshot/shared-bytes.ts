import type { SearchIndex } from "../search-index";
import { SnapshotWriter } from "./snapshot-format";
import type { SnapshotMeta } from "./index-snapshot";

/**
 * One index's bytes for every HTTP worker thread of a machine (decision 193): the snapshot format (snapshot-format.ts),
 * written into a SharedArrayBuffer instead of a file. Each thread reads it with SearchIndex.readFrom, as it would a file:
 * the posting lists and the A-Z ranks (most of the bytes) stay views of the shared memory, every other section is
 * copied into the thread's own.
 *
 * Shareable are only the sections that no part of the index writes in place after load, since every thread reads the
 * same bytes: a posting list read from a snapshot is an exact-size view that its first add copies out (postings.ts),
 * and the ranks are replaced, never edited (ranking.ts). The slots (alive, validThrough: written when a job goes) and
 * the suggestions' per-slot entries (cleared when a job goes) are written in place, so each thread holds its own. A
 * section not named here is copied: a new one is private until someone shows it is never written.
 */
const shareableSections = new Set([
  "terms.lengths",
  "terms.docs",
  "terms.masks",
  "phrases.lengths",
  "phrases.docs",
  "phrases.masks",
  "ranks.title",
  "ranks.company",
  "ranks.location",
]);

export function isShareableSection(name: string): boolean {
  return shareableSections.has(name);
}

/** The index as snapshot bytes in shared memory (a copy: the index itself is left as it is). */
export function sharedSnapshotBytes(index: SearchIndex, meta: SnapshotMeta): Buffer {
  const out = new SnapshotWriter();
  index.writeTo(out);
  const chunks = out.chunks({ ...meta });
  const bytes = Buffer.from(new SharedArrayBuffer(chunks.reduce((total, chunk) => total + chunk.byteLength, 0)));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
