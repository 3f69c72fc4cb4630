import { describe, expect, it } from "vitest";
import { lastJsonOfModuleInChild } from "../tests/helpers/module-in-child";

/**
 * What releaseYoungGenerationSoon does to the thread that calls it, in a process of its own with npm start's 64 MB
 * semi-spaces: a young generation grown by work whose objects lived a while (as reading the index does) is given back,
 * and no global gc is left behind for other code or for the contexts made afterwards.
 */
const script = `
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { releaseYoungGenerationSoon } from "./server/owner-young-generation.ts";
const youngMb = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space").physical_space_size / 2 ** 20;
// Objects that survive a few scavenges grow the young generation, as building the index's structures does.
let kept = [];
for (let round = 0; round < 40; round++) {
  kept.push(Array.from({ length: 20_000 }, (_, index) => ({ index, text: "job " + index })));
  if (kept.length > 8) kept.shift();
}
kept = null;
const grown = youngMb();
// V8 shrinks a young generation only after a few seconds of little allocation: the first try comes too soon.
releaseYoungGenerationSoon([100, 6_000]);
await new Promise((resolve) => setTimeout(resolve, 6_500));
console.log(JSON.stringify({
  grown,
  after: youngMb(),
  globalGc: typeof globalThis.gc,
  newContextGc: runInNewContext("typeof gc"),
}));
`;

describe("the index owner's young generation", () => {
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
