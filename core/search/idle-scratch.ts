import { collectAllGarbage } from "../shared/full-collection";

/**
 * How long a searching thread keeps its scratch after its last search (decision 227). A minute, not seconds: the
 * collection that frees it also deoptimizes the search code that embedded objects it frees ("embedded weak objects
 * cleared", --trace-deopt), so the thread's next few searches run 2-6 times slower while V8 optimizes them again (at
 * 300,000 jobs, 'product manager' 3 ms warm, 10-28 ms first after). A thread of a board that searches at all is
 * rarely idle a minute; a board between visits gives the memory back.
 */
export const SCRATCH_KEPT_MS = 60_000;

/**
 * When an index's search scratch goes back to the system: once the index has served nothing for SCRATCH_KEPT_MS
 * (decision 227). Each thread that searches keeps about 22 bytes a job of scratch (results, scores, candidates: 66 MB
 * a thread at three million jobs) that a search touches whole, and four to sixteen HTTP threads of a board between
 * visits would otherwise hold it all day. Given back means new arrays of length 0 and a full collection of the thread
 * that also shrinks the young generation a busy spell grew (up to 16 MB a thread; full-collection.ts): a thread that
 * serves nothing allocates too little for V8 to collect, so the old arrays would stay resident. The next search makes
 * the arrays again, as zeroed pages the system hands out as they are first written.
 */
export class IdleScratch {
  private lastUse = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly release: () => void,
    private readonly keptMs = SCRATCH_KEPT_MS,
  ) {}

  /** The scratch is in use now: it is kept for keptMs from here. */
  used(): void {
    this.lastUse = performance.now();
    if (this.timer === undefined) this.check(this.keptMs);
  }

  private check(afterMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const idleMs = performance.now() - this.lastUse;
      if (idleMs < this.keptMs) return this.check(this.keptMs - idleMs);
      this.release();
      collectAllGarbage();
    }, afterMs).unref();
  }
}
