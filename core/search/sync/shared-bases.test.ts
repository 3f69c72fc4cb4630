import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Board, runWithBoard } from "../../../config/board";
import { openDatabase, setBoardDatabase, type DatabaseHandle } from "../../../db/client";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { searchJobs } from "../search.service";
import { SnapshotReader } from "../snapshot/snapshot-format";
import { databaseIdentity, snapshotFile } from "../snapshot/index-snapshot";
import { configureSearchSnapshots, renewSharedIndex, stopSearchIndex } from "./search-index-store";
import type { SharedBase, SharedBaseOwner, SharedBaseReader, SharedBases } from "./shared-bases";

/**
 * The shared index of the worker threads (decision 193) in one process, on a real PostgreSQL: an owner board publishes
 * its index as bases; reader boards answer from them. The server's thread wiring (server/search-sharing.ts) is tested
 * with real processes in tests/integration/shared-index-threads.test.ts.
 */
const database = withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "jobboard-shared-bases-"));
const messages: string[] = [];
const boards: { board: Board; handle: DatabaseHandle }[] = [];

class TestOwner implements SharedBaseOwner {
  readonly role = "owner";
  readonly bases: SharedBase[] = [];
  publish(bytes: Buffer): void {
    this.bases.push({ generation: this.bases.length + 1, bytes });
  }
}

/** Gives the newest base, like the thread channel; asked for one newer than the newest, the owner rebuilds first. */
class TestReader implements SharedBaseReader {
  readonly role = "reader";
  readonly asked: number[] = [];
  constructor(
    private readonly owner: TestOwner,
    private readonly renew: () => Promise<void>,
  ) {}
  newest(): SharedBase | undefined {
    return this.owner.bases.at(-1);
  }
  async newerThan(generation: number): Promise<SharedBase> {
    if ((this.newest()?.generation ?? 0) <= generation) {
      this.asked.push(generation);
      await this.renew();
    }
    const newest = this.newest();
    if (!newest || newest.generation <= generation) throw new Error("the owner published nothing newer");
    return newest;
  }
}

function boardWith(shared: SharedBases): Board {
  const board = new Board();
  const handle = openDatabase(database.handle().url, 3);
  setBoardDatabase(board, handle);
  runWithBoard(board, () => configureSearchSnapshots({ dir, log: (message) => messages.push(message), shared }));
  boards.push({ board, handle });
  return board;
}

const titlesOn = (board: Board, q: string) =>
  runWithBoard(board, async () => (await searchJobs({ q, limit: 50 })).jobs.map((job) => job.title).sort());

const owner = new TestOwner();
let ownerBoard: Board;
const renew = () => runWithBoard(ownerBoard, renewSharedIndex);

beforeAll(async () => {
  ownerBoard = boardWith(owner);
  await insertFixtureJobs(database.handle().sql, [
    { title: "Quokka Platform Engineer", company: "Shared Memory Co" },
    { title: "Quokka Data Analyst", company: "Shared Memory Co" },
    ...Array.from({ length: 20 }, (_, index) => ({ title: `Filler Role ${index}`, company: "Filler Co" })),
  ]);
});

afterAll(async () => {
  for (const { board, handle } of boards) {
    await runWithBoard(board, stopSearchIndex);
    await handle.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("an index shared by threads", () => {
  it("is read by each reader from the owner's base, which the readers' own changes leave untouched", async () => {
    expect(await titlesOn(ownerBoard, "quokka")).toEqual(["Quokka Data Analyst", "Quokka Platform Engineer"]);
    expect(owner.bases).toHaveLength(1);
    expect(owner.bases[0].bytes.buffer).toBeInstanceOf(SharedArrayBuffer);

    const readers = [boardWith(new TestReader(owner, renew)), boardWith(new TestReader(owner, renew))];
    for (const reader of readers)
      expect(await titlesOn(reader, "quokka")).toEqual(["Quokka Data Analyst", "Quokka Platform Engineer"]);
    expect(messages.filter((message) => message.includes("from the shared index (generation 1)"))).toHaveLength(2);

    // Each reader follows the change log itself: a job added, another closed.
    const sql = database.handle().sql;
    await insertFixtureJobs(sql, [{ title: "Quokka Site Reliability Engineer", company: "Shared Memory Co" }]);
    await sql`UPDATE jobs SET status = 'closed', closed_at = now() WHERE title = 'Quokka Data Analyst'`;
    for (const board of [ownerBoard, ...readers])
      expect(await titlesOn(board, "quokka")).toEqual(["Quokka Platform Engineer", "Quokka Site Reliability Engineer"]);
    // The shared bytes still pass their checksum: the readers wrote their new slots into the room after the slots'
    // sections alone (decision 236), never into what the others read.
    expect(() => new SnapshotReader(owner.bases[0].bytes)).not.toThrow();
  });

  it("never serves a corrupt base: the reader asks for another and the owner rebuilds it from PostgreSQL", async () => {
    const good = owner.bases.at(-1)!.bytes;
    const corrupt = Buffer.from(new SharedArrayBuffer(good.byteLength));
    good.copy(corrupt);
    corrupt[corrupt.byteLength - 3] ^= 0xff;
    owner.bases.push({ generation: owner.bases.length + 1, bytes: corrupt });
    const corruptGeneration = owner.bases.length;

    const reader = new TestReader(owner, renew);
    const board = boardWith(reader);
    expect(await titlesOn(board, "quokka")).toEqual(["Quokka Platform Engineer", "Quokka Site Reliability Engineer"]);
    expect(reader.asked).toEqual([corruptGeneration]);
    expect(messages).toContain(
      `search index: the shared index (generation ${corruptGeneration}) is not usable (corrupt: checksum mismatch); asking for a new one`,
    );
    expect(owner.bases.at(-1)!.generation).toBe(corruptGeneration + 1);
    expect(
      messages.some((message) => message.includes(`from the shared index (generation ${corruptGeneration + 1})`)),
    ).toBe(true);
  });

  it("publishes, when its owner starts from the snapshot file, the file's own bytes read into shared memory", async () => {
    const restarted = new TestOwner();
    const board = boardWith(restarted);
    expect(await titlesOn(board, "quokka")).toEqual(["Quokka Platform Engineer", "Quokka Site Reliability Engineer"]);
    expect(messages.at(-1)).toMatch(/jobs loaded from .* \(caught up from the change log\)/);
    expect(restarted.bases).toHaveLength(1);
    const base = restarted.bases[0].bytes;
    expect(base.buffer).toBeInstanceOf(SharedArrayBuffer);
    const file = snapshotFile(dir, await databaseIdentity(database.handle().sql));
    expect(base.equals(readFileSync(file))).toBe(true);
    // A reader on those bytes answers as the owner does.
    const reader = boardWith(new TestReader(restarted, () => runWithBoard(board, renewSharedIndex)));
    expect(await titlesOn(reader, "quokka")).toEqual(["Quokka Platform Engineer", "Quokka Site Reliability Engineer"]);
  });
});
