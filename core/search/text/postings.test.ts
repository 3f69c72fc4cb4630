import { describe, expect, it } from "vitest";
import { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";
import { DESCRIPTION, TITLE, Terms } from "./postings";
import { inSharedMemory } from "../snapshot/shared-bytes";

/**
 * Posting lists read from a shared base are views of bytes every thread reads (decision 213). A changed job touches the
 * lists of every word in its text, most of them long; a thread must not copy them all into its own memory for one job,
 * only a list a search reads, and a search must still find the job.
 */
const longList = 1_000_000;

function sharedTerms(): { terms: Terms; bytes: Buffer } {
  const own = new Terms();
  for (let slot = 0; slot < longList; slot++) own.add("team", slot, DESCRIPTION);
  own.add("engineer", 7, TITLE);
  const out = new SnapshotWriter();
  own.writeTo(out);
  const bytes = inSharedMemory(out, {});
  return { terms: Terms.readFrom(new SnapshotReader(bytes, () => true)), bytes };
}

const privateBytes = () => process.memoryUsage().arrayBuffers;

describe("posting lists of a shared base", () => {
  it("take a new job's postings without copying a long list until it is read", () => {
    const { terms, bytes } = sharedTerms();
    const before = privateBytes();
    terms.add("team", longList, DESCRIPTION | TITLE);
    terms.add("engineer", longList, TITLE);
    // A copy of 'team' would be 5 MB (4 bytes of slot and 1 of mask a posting).
    expect(privateBytes() - before).toBeLessThan(1_000_000);
    expect(terms.count("team")).toBe(longList + 1);

    const team = terms.get("team")!;
    expect(privateBytes() - before).toBeGreaterThan(5_000_000);
    expect(team.length).toBe(longList + 1);
    expect([team.docs[longList - 1], team.docs[longList], team.masks[longList]]).toEqual([
      longList - 1,
      longList,
      DESCRIPTION | TITLE,
    ]);
    // The shared bytes still pass their checksum: nothing was written into them.
    expect(() => new SnapshotReader(bytes)).not.toThrow();
  });

  it("write a snapshot with the pending postings, read back whole", () => {
    const { terms } = sharedTerms();
    terms.add("engineer", longList, TITLE);
    terms.addPhrase("senior engineer", longList, TITLE);
    const out = new SnapshotWriter();
    terms.writeTo(out);
    const again = Terms.readFrom(new SnapshotReader(Buffer.concat(out.chunks({}))));
    const engineer = again.get("engineer")!;
    expect(Array.from(engineer.docs.subarray(0, engineer.length))).toEqual([7, longList]);
    expect(again.count("team")).toBe(longList);
    expect(again.phrase("senior engineer")?.length).toBe(1);
  });

  it("join a private copy once a list has taken many, in slot order", () => {
    const { terms } = sharedTerms();
    const added = Array.from({ length: 200 }, (_, index) => longList + index);
    for (const slot of added) terms.add("engineer", slot, TITLE);
    const engineer = terms.get("engineer")!;
    expect(Array.from(engineer.docs.subarray(0, engineer.length))).toEqual([7, ...added]);
  });
});
