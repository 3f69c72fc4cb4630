import v8 from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "major"; execution: "sync" }) => void;
let collect: Collect | undefined;
/** The pending try: a base published meanwhile starts the pauses again rather than adding a second series. */
let pending: NodeJS.Timeout | undefined;

/** Above this the young generation is still the grown one (a thread that allocates little needs about 1 MB). */
const GROWN_MB = 8;

const youngGenerationMb = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")!.physical_space_size / 2 ** 20;

/**
 * Full collections on the main thread in the seconds after it publishes a shared base (SEARCH_INDEX_SHARING=threads
 * with workers, decision 214), until its young generation is small again. That thread serves nothing, yet reading the
 * snapshot or building the index grows its young generation to about 40 MB (npm start's 64 MB semi-spaces, decision
 * 098, kept for where the main thread serves alone), and V8 keeps the pages until a collection shrinks it, which a
 * thread that only follows the change log seldom reaches. A collection shrinks it only once the thread has allocated
 * little for about five seconds (V8 measures the rate over that window), hence the pauses; each takes a few tens of
 * milliseconds, on a thread no request waits on. Measured at a million jobs: 40 MB to 1 MB, for the board's whole life.
 *
 * V8's gc() is taken from a context made while --expose-gc is on, and the flag is turned off again at once, so that no
 * other context of the process gets a global gc.
 */
export function releaseYoungGenerationSoon(pausesMs: readonly number[] = [6_000, 15_000, 30_000, 60_000]): void {
  clearTimeout(pending);
  const [pause, ...later] = pausesMs;
  if (pause === undefined) return;
  pending = setTimeout(() => {
    if (!collect) {
      v8.setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc") as Collect;
      v8.setFlagsFromString("--no-expose-gc");
    }
    collect({ type: "major", execution: "sync" });
    if (youngGenerationMb() > GROWN_MB) releaseYoungGenerationSoon(later);
  }, pause).unref();
}
