import { runInNewContext } from "node:vm";
import v8 from "node:v8";

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let collect: Collect | undefined;

/**
 * Full, synchronous garbage collections of the calling thread that give back every page they can, the young
 * generation's too (decisions 214 and 227): for a thread that has just let go of large arrays, or grown a young
 * generation it no longer needs. An idle thread allocates too little for V8 to collect by itself, so the pages would
 * stay resident; and an ordinary full collection shrinks a grown young generation only once the thread has allocated
 * little for about five seconds, where the 'last-resort' flavour (the collections V8 makes before it would fail an
 * allocation) shrinks it at once: 16 MB to 0.3 MB measured on Node 24. Each call takes a few tens of milliseconds.
 *
 * V8's gc() is taken from a context made while --expose-gc is on, and the flag is turned off again at once, so that no
 * other context of the process gets a global gc.
 */
export function collectAllGarbage(): void {
  if (!collect) {
    v8.setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as Collect;
    v8.setFlagsFromString("--no-expose-gc");
  }
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
}

/** The pending collectAllGarbageSoon of this thread. */
let pending: NodeJS.Timeout | undefined;

/**
 * collectAllGarbage after a pause, for a thread that has just done work that grew its heap and will now mostly wait:
 * the index's owner after it publishes a base (decision 214), a reader after it loads one (decision 227). Reading a
 * snapshot or building the index grows the young generation (to about 40 MB under npm start's 64 MB semi-spaces,
 * decision 098; 16 MB in a worker thread), and a reader that moved to a newer base leaves its old private copies
 * behind; a thread that then only follows the change log seldom collects. The pause lets the work end first; a later
 * call puts the collection off rather than adding a second. Measured at a million jobs: the owner's 40 MB to 1 MB.
 */
export function collectAllGarbageSoon(pauseMs = 6_000): void {
  clearTimeout(pending);
  pending = setTimeout(collectAllGarbage, pauseMs).unref();
}
