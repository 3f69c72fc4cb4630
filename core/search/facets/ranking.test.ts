import { describe, expect, it } from "vitest";
import { firstInAzOrder, type AzOrder } from "./ranking";
import { SortKeys } from "./sort-keys";

/** A small seeded generator, so that a failure names data that can be made again. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * An A-Z page walks the ranked slots in order until it has met k of the matches (ranking.ts firstInAzOrder); slots
 * added since the ranks were computed have none and are compared by key. The page must be the full sort's, call
 * after call (the marks of one call must not count in the next).
 */
describe("the first k slots in an A-Z order", () => {
  it("are those of sorting every slot by key, ranked or not, for any k", () => {
    const random = generator(7);
    // Over 1,024 ranks, so that a bucket holds several.
    const size = 6_000;
    const ranked = 5_400;
    const keys = Array.from({ length: size }, () => `title ${Math.floor(random() * 500)}`);
    // Ranks of the first `ranked` slots: their position among those slots by key, then slot (a permutation).
    const order = Array.from({ length: ranked }, (_, slot) => slot).sort((a, b) =>
      keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b,
    );
    // As SortRanks has them: only for the slots that existed when they were computed.
    const rank = new Int32Array(ranked);
    order.forEach((slot, position) => (rank[slot] = position));
    const sortKeys = new SortKeys();
    for (const key of keys) sortKeys.push(key);
    const az: AzOrder = { rank, ranked, inOrder: Int32Array.from(order), keys: sortKeys };
    const before = (a: number, b: number) =>
      a < ranked && b < ranked ? rank[a] < rank[b] : keys[a] !== keys[b] ? keys[a] < keys[b] : a < b;
    for (const count of [6_000, 1_200, 50, 0]) {
      const items = Int32Array.from({ length: count }, () => Math.floor(random() * size));
      const sorted = Array.from(new Set(items)).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      const unique = Int32Array.from(new Set(items));
      for (const k of [1, 6, 60, 300, 5_000])
        expect(firstInAzOrder(unique, k, az, before), `${count} items, k ${k}`).toEqual(sorted.slice(0, k));
    }
  });
});
