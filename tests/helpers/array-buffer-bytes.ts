import { collectAllGarbage } from "../../core/shared/full-collection";

/**
 * What the calling thread's live ArrayBuffers hold (process.memoryUsage().arrayBuffers), dead ones collected first: V8
 * frees them on a background thread after a collection, hence the pause. For tests of what an index keeps of its own.
 */
export async function liveArrayBufferBytes(): Promise<number> {
  collectAllGarbage();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return process.memoryUsage().arrayBuffers;
}
