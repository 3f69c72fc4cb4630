import { describe, expect, it } from "vitest";
import { lastJsonOfModuleInChild } from "../../tests/helpers/module-in-child";

/**
 * What collectAllGarbageSoon does to the thread that calls it, in a process of its own with npm start's 64 MB
 * semi-spaces: a young generation grown by work whose objects lived a while (as reading the index does) is given back
 * at once (an ordinary full collection would keep it until the thread had allocated little for a few seconds), and no
 * global gc is left behind for other code or for the contexts made afterwards.
 */
const script = `
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { collectAllGarbageSoon } from "./core/shared/full-collection.ts";
const youngMb = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space").physical_space_size / 2 ** 20;
// Objects that survive a few scavenges grow the young generation, as building the index's structures does.
let kept = [];
for (let round = 0; round < 40; round++) {
  kept.push(Array.from({ length: 20_000 }, (_, index) => ({ index, text: "job " + index })));
  if (kept.length > 8) kept.shift();
}
kept = null;
const grown = youngMb();
collectAllGarbageSoon(100);
await new Promise((resolve) => setTimeout(resolve, 500));
console.log(JSON.stringify({
  grown,
  after: youngMb(),
  globalGc: typeof globalThis.gc,
  newContextGc: runInNewContext("typeof gc"),
}));
`;

describe("a thread's young generation", () => {
  it("is given back by one collection, with no gc left in any context", async () => {
    const figures = await lastJsonOfModuleInChild<{
      grown: number;
      after: number;
      globalGc: string;
      newContextGc: string;
    }>(script, ["--max-semi-space-size=64"]);
    expect(figures.grown).toBeGreaterThan(16);
    expect(figures.after).toBeLessThan(4);
    expect(figures.globalGc).toBe("undefined");
    expect(figures.newContextGc).toBe("undefined");
  }, 60_000);
});
