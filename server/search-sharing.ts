import type { MessagePort, Worker } from "node:worker_threads";
import type { SharedBase, SharedBaseOwner, SharedBaseReader } from "../core/search/browser";

/**
 * The two ends of the shared search index of SEARCH_INDEX_SHARING=threads (decision 193, core/search/sync/shared-bases.ts):
 * the main thread owns the index and posts each base (a SharedArrayBuffer: posted, it is shared, not copied) to every
 * HTTP worker thread; a worker thread that finds the newest base unusable says so, and the owner rebuilds.
 */
export type SharingMessage =
  | { type: "search-base"; generation: number; bytes: SharedArrayBuffer }
  | { type: "search-base-unusable"; generation: number };

function isSharingMessage(message: unknown): message is SharingMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === "search-base" || type === "search-base-unusable";
}

export class SharedBaseOwnerChannel implements SharedBaseOwner {
  readonly role = "owner";
  private newest: SharedBase | undefined;
  private readonly readers = new Set<Worker>();
  private renewing: Promise<void> | null = null;

  /**
   * `renew` rebuilds the owner's index from PostgreSQL and publishes it (renewSharedIndex, in the board's scope);
   * `published` is told of each base sent.
   */
  constructor(
    private readonly renew: () => Promise<void>,
    private readonly log: { info(message: string): void; error(message: string): void },
    private readonly published: () => void = () => {},
  ) {}

  get generation(): number {
    return this.newest?.generation ?? 0;
  }

  publish(bytes: Buffer): void {
    if (!(bytes.buffer instanceof SharedArrayBuffer)) throw new Error("a shared base must lie in a SharedArrayBuffer");
    this.newest = { generation: this.generation + 1, bytes };
    for (const reader of this.readers) this.send(reader);
    this.published();
  }

  /** A new HTTP worker thread: gets the newest base now and every later one; its word that a base is unusable is heard. */
  attach(worker: Worker): void {
    this.readers.add(worker);
    worker.once("exit", () => this.readers.delete(worker));
    worker.on("message", (message: unknown) => {
      // A reader that has since been sent a newer base will move to it; only the newest one is rebuilt.
      if (isSharingMessage(message) && message.type === "search-base-unusable" && message.generation >= this.generation)
        this.renewOnce(message.generation);
    });
    if (this.newest) this.send(worker);
  }

  private renewOnce(generation: number): void {
    if (!this.renewing)
      this.log.info(
        `search index: rebuilding the shared index from the database (a worker thread cannot use generation ${generation})`,
      );
    this.renewing ??= this.renew()
      .catch((error: Error) => this.log.error(`search index: the shared index could not be rebuilt: ${error.message}`))
      .finally(() => (this.renewing = null));
  }

  private send(worker: Worker): void {
    const { generation, bytes } = this.newest!;
    worker.postMessage({
      type: "search-base",
      generation,
      bytes: bytes.buffer as SharedArrayBuffer,
    } satisfies SharingMessage);
  }
}

export class SharedBaseReaderChannel implements SharedBaseReader {
  readonly role = "reader";
  private newestBase: SharedBase | undefined;
  private readonly waiting: { after: number; resolve: (base: SharedBase) => void }[] = [];

  constructor(private readonly port: MessagePort) {
    port.on("message", (message: unknown) => {
      if (!isSharingMessage(message) || message.type !== "search-base") return;
      const base = { generation: message.generation, bytes: Buffer.from(message.bytes) };
      this.newestBase = base;
      for (const waiter of this.waiting.splice(0)) {
        if (base.generation > waiter.after) waiter.resolve(base);
        else this.waiting.push(waiter);
      }
    });
  }

  newest(): SharedBase | undefined {
    return this.newestBase;
  }

  newerThan(generation: number): Promise<SharedBase> {
    if (this.newestBase && this.newestBase.generation > generation) return Promise.resolve(this.newestBase);
    // -1: the first base, which the owner publishes once it has loaded; asking for it would rebuild for nothing.
    if (generation >= 0) this.port.postMessage({ type: "search-base-unusable", generation } satisfies SharingMessage);
    return new Promise((resolve) => this.waiting.push({ after: generation, resolve }));
  }
}
