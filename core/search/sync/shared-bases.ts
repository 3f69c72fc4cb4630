/**
 * How the processes' threads hand one shared index around (decision 193; the server's worker-thread mode wires it up,
 * server/search-sharing.ts). The owner (the main thread) builds or loads the index, keeps it up to date, and publishes
 * it as snapshot bytes in shared memory (a base) after each full load and with each periodic snapshot; a reader (an
 * HTTP worker thread) sits on the newest base and applies the change log since the base's watermark itself, so a
 * change reaches it on its next search, as before. A base a reader cannot use (corrupt, or older than the change
 * log keeps) is never served: the reader asks for a newer one, and the owner rebuilds from PostgreSQL.
 */
export interface SharedBase {
  /** Grows with each base the owner publishes. */
  generation: number;
  /** Snapshot bytes in a SharedArrayBuffer (shared-bytes.ts). */
  bytes: Buffer;
}

export interface SharedBaseOwner {
  role: "owner";
  /** Hands a base to every reader, now and later. */
  publish(bytes: Buffer): void;
}

export interface SharedBaseReader {
  role: "reader";
  /** The newest base received, if any. */
  newest(): SharedBase | undefined;
  /** A base newer than `generation` (-1: any): at once when there is one, else asks the owner for one and waits. */
  newerThan(generation: number): Promise<SharedBase>;
}

export type SharedBases = SharedBaseOwner | SharedBaseReader;
