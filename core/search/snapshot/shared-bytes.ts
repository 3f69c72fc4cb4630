import type { SearchIndex } from "../search-index";
import { SnapshotWriter, isRoomChunk } from "./snapshot-format";
import type { SnapshotMeta } from "./index-snapshot";

/**
 * One index's bytes for every HTTP worker thread of a machine (decision 193): the snapshot format (snapshot-format.ts),
 * written into a SharedArrayBuffer instead of a file. Each thread reads it with SearchIndex.readFrom, as it would a file:
 * the posting lists and the A-Z ranks (most of the bytes) stay views of the shared memory, every other section is
 * copied into the thread's own.
 *
 * Shareable are only the sections that no part of the index writes in place after load, since every thread reads the
 * same bytes. A typed section read from a snapshot is an exact-size view, so the first job added grows it, and growing
 * copies it out, or the new part is kept apart from the view (postings.ts, slot-lists.ts). The job slots' sections and
 * the long posting lists are the exception: they have room after them, where a new slot and its postings are written
 * once the slot's claim word holds that job (slot-claims.ts), so that threads applying the same changes hold one copy
 * (decision 236). Written in place at an existing slot is only the slots' alive byte (when a job goes); it is copied
 * into each thread. A section not named here is copied: a new one is private until someone shows it is never written
 * in place.
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
  "ranks.title.inOrder",
  "ranks.company.inOrder",
  "ranks.location.inOrder",
  "slots.jobIds",
  "slots.posted",
  "slots.validThrough",
  "slots.category",
  "slots.jobType",
  "slots.level",
  "slots.city",
  "slots.country",
  "slots.remote",
  "slots.salary",
  "slots.salaryLevel",
  "slots.facetCode",
  "slots.titleWords",
  "slots.claims",
  "slots.byId",
  "slots.titleKey.bytes",
  "slots.titleKey.starts",
  "slots.companyKey.bytes",
  "slots.companyKey.starts",
  "slots.locationKey.bytes",
  "slots.locationKey.starts",
  "suggestions.slotStart",
  "suggestions.entryOfSlot",
]);

export function isShareableSection(name: string): boolean {
  // The declared facets' packed words (slots.declared.0, .1, ...: as many as the declarations need), and the long
  // posting lists, each in sections of its own (postings.ts).
  return shareableSections.has(name) || /^slots\.declared\.\d+$|^(terms|phrases)\.long\.\d+\.(docs|masks)$/.test(name);
}

/** The index as snapshot bytes in shared memory (a copy: the index itself is left as it is). */
export function sharedSnapshotBytes(index: SearchIndex, meta: SnapshotMeta): Buffer {
  const out = new SnapshotWriter();
  index.writeTo(out);
  return inSharedMemory(out, { ...meta });
}

/** What a snapshot writer holds, with `meta` in its header, as one SharedArrayBuffer: the bytes every thread reads. */
export function inSharedMemory(out: SnapshotWriter, meta: Record<string, unknown>): Buffer {
  const chunks = out.chunks(meta);
  const bytes = Buffer.from(new SharedArrayBuffer(chunks.reduce((total, chunk) => total + chunk.byteLength, 0)));
  let at = 0;
  for (const chunk of chunks) {
    // Fresh shared memory is zero already: the sections' room is left untouched, so none of it is resident until a
    // thread writes a new slot there.
    if (!isRoomChunk(chunk)) bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
