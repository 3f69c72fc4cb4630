import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GROUP_BITS, PACKED_LAYOUT, POSTED_CLASS_BITS, type PartName } from "./built-in-facets";
import { CITY_OVERFLOW, CITY_SHIFT, MAX_CATEGORIES, TYPE_SHIFT, fitsFacetCode, packFacetCode } from "./facet-code";

/**
 * What a literal decode reads: a part of the packed code, its group (the parts below the category), its place (the
 * category and the city, the parts above the group), or the posted class.
 */
type Field = PartName | "group" | "place" | "posted";

/**
 * A literal decode in a hot loop: the expression as written in the file, the field it reads and, when it reads a joint
 * histogram's cell rather than the code, how many bits sit below the code's group in that cell.
 */
interface Decode {
  expression: string;
  field: Field;
  below?: number;
}

/** Every literal shift and mask of the packed code in the hot loops, by file (decisions 096, 142). */
const HOT_LOOPS: Record<string, Decode[]> = {
  // countSlotBySlot, the general loop, reads the code when it is packed.
  "facets/facets.ts": [
    { expression: "(code >>> 11) & 0xff", field: "category" },
    { expression: "(code >>> 7) & 0xf", field: "type" },
    { expression: "code & 7", field: "level" },
    { expression: "code & 8", field: "remote" },
    { expression: "(code >>> 4) & 7", field: "salaryLevel" },
  ],
  // failureTables (by group), countFiltered and countDenseLoop (by code), addJointCells (by the dense joint's cell).
  "fast-paths/filtered-count.ts": [
    { expression: "part & 7", field: "level" },
    { expression: "part & 8", field: "remote" },
    { expression: "(part >>> 4) & 7", field: "salaryLevel" },
    { expression: "code & 0x7ff", field: "group" },
    { expression: "code >>> 11", field: "place" },
    { expression: "code >>> 19", field: "city" },
    { expression: "(code >>> 11) & 0xff", field: "category" },
    { expression: "(code >>> 3) & 1", field: "remote" },
    { expression: "(code >>> 7) & 0xf", field: "type" },
    { expression: "code & 7", field: "level" },
    { expression: "(code >>> 4) & 7", field: "salaryLevel" },
    { expression: "(code & 0x7ff) << 5", field: "group", below: POSTED_CLASS_BITS + 3 },
    { expression: "postedClass << 3", field: "posted", below: 3 },
    { expression: "cell >>> 5", field: "group", below: POSTED_CLASS_BITS + 3 },
    { expression: "(cell >>> 3) & 3", field: "posted", below: 3 },
    { expression: "group & 8", field: "remote" },
    { expression: "group >>> 7", field: "type" },
    { expression: "group & 7", field: "level" },
    { expression: "(group >>> 4) & 7", field: "salaryLevel" },
  ],
  // countUnfilteredSlot (by code), addUnfiltered (by the unfiltered joint's cell: group above the posted class).
  "fast-paths/unfiltered-histograms.ts": [
    { expression: "(code >>> 11) & 0xff", field: "category" },
    { expression: "code & 0x7ff", field: "group" },
    { expression: "(code & 0x7ff) << 2", field: "group", below: POSTED_CLASS_BITS },
    { expression: "cell & 3", field: "posted" },
    { expression: "(cell >>> 2) & 7", field: "level", below: POSTED_CLASS_BITS },
    { expression: "cell & 0x20", field: "remote", below: POSTED_CLASS_BITS },
    { expression: "(cell >>> 6) & 7", field: "salaryLevel", below: POSTED_CLASS_BITS },
    { expression: "cell >>> 9", field: "type", below: POSTED_CLASS_BITS },
  ],
};

/** The bits a field takes, as (value >>> shift) & mask would read them; `top` when nothing of the code's group is above it. */
function declared(field: Field, below = 0): { shift: number; mask: number } {
  if (field === "posted") return { shift: below, mask: 2 ** POSTED_CLASS_BITS - 1 };
  if (field === "group") return { shift: below, mask: 2 ** GROUP_BITS - 1 };
  if (field === "place") return { shift: GROUP_BITS + below, mask: 2 ** (32 - GROUP_BITS) - 1 };
  return { shift: PACKED_LAYOUT[field].shift + below, mask: PACKED_LAYOUT[field].mask };
}

/** The shift and mask a literal expression uses (a single bit tested by `value & bit` reads as that bit's shift and mask 1). */
function written(expression: string): { shift: number; mask: number | "rest" } {
  const number = (text: string) => Number(text);
  let match = /^\(\w+ >>> (\d+)\) & (0x[0-9a-f]+|\d+)$/.exec(expression);
  if (match) return { shift: number(match[1]), mask: number(match[2]) };
  match = /^\(?\w+ & (0x[0-9a-f]+|\d+)\)? << (\d+)$/.exec(expression);
  if (match) return { shift: number(match[2]), mask: number(match[1]) };
  match = /^\w+ << (\d+)$/.exec(expression);
  if (match) return { shift: number(match[1]), mask: "rest" };
  match = /^\w+ >>> (\d+)$/.exec(expression);
  if (match) return { shift: number(match[1]), mask: "rest" };
  match = /^\w+ & (0x[0-9a-f]+|\d+)$/.exec(expression);
  if (match) {
    const mask = number(match[1]);
    // A run of low bits reads a field at 0; a single higher bit reads a one-bit field.
    return (mask & (mask + 1)) === 0 ? { shift: 0, mask } : { shift: Math.log2(mask), mask: 1 };
  }
  throw new Error(`Not a decode this test reads: ${expression}`);
}

describe("the built-in facets' packed layout", () => {
  it("is what facet-code.ts packs, and what the hot loops' literal shifts and masks read", () => {
    for (const [file, decodes] of Object.entries(HOT_LOOPS)) {
      const source = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      // Every decode of the code (or of its group by part) written in the file is one of those listed here.
      const found = new Set(
        source.match(
          /\((?:code|part) >>> \d+\) & (?:0x[0-9a-f]+|\d+)|\b(?:code|part) & (?:0x[0-9a-f]+|\d+)|\b(?:code|part) >>> \d+/g,
        ),
      );
      for (const expression of found)
        expect(
          decodes.map((decode) => decode.expression),
          `${file}: ${expression} is not listed`,
        ).toContain(expression);
      for (const { expression, field, below } of decodes) {
        expect(source, `${file} no longer has ${expression}`).toContain(expression);
        const [want, got] = [declared(field, below), written(expression)];
        expect(got.shift, `${file}: ${expression} reads ${field}`).toBe(want.shift);
        // An open-ended read (>>> alone) must read the top of the group or of the code; a left shift places a field whose
        // mask is its own.
        if (got.mask === "rest") {
          const top = (part: PartName) => PACKED_LAYOUT[part].shift + PACKED_LAYOUT[part].bits;
          if (expression.includes(">>>"))
            expect(
              field === "group" ||
                field === "place" ||
                top(field as PartName) === GROUP_BITS ||
                (expression.startsWith("code") && top(field as PartName) === 32),
              `${file}: ${expression} reads all above it`,
            ).toBe(true);
        } else expect(got.mask, `${file}: ${expression} reads ${field}`).toBe(want.mask);
      }
    }
  });

  it("derives facet-code.ts's shifts and limits, and packs each part where it is declared", () => {
    expect([TYPE_SHIFT, CITY_SHIFT, MAX_CATEGORIES, CITY_OVERFLOW]).toEqual([
      PACKED_LAYOUT.type.shift,
      PACKED_LAYOUT.city.shift,
      2 ** PACKED_LAYOUT.category.bits,
      2 ** PACKED_LAYOUT.city.bits - 1,
    ]);
    // Today's layout, which the snapshots hold (changing it is a new snapshot format).
    expect(Object.values(PACKED_LAYOUT).map(({ part, shift, bits }) => [part, shift, bits])).toEqual([
      ["level", 0, 3],
      ["remote", 3, 1],
      ["salaryLevel", 4, 3],
      ["type", 7, 4],
      ["category", 11, 8],
      ["city", 19, 13],
    ]);
    expect([GROUP_BITS, POSTED_CLASS_BITS]).toEqual([11, 2]);
    const code = packFacetCode(200, 9, 4, 1, 6, 4_000);
    const read = (part: PartName) => (code >>> PACKED_LAYOUT[part].shift) & PACKED_LAYOUT[part].mask;
    expect([read("category"), read("type"), read("level"), read("remote"), read("salaryLevel"), read("city")]).toEqual([
      200, 9, 4, 1, 6, 4_001,
    ]);
    expect(fitsFacetCode(255, 15, 7, 7)).toBe(true);
    expect([
      fitsFacetCode(256, 0, 0, 0),
      fitsFacetCode(0, 16, 0, 0),
      fitsFacetCode(0, 0, 8, 0),
      fitsFacetCode(0, 0, 0, 8),
    ]).toEqual([false, false, false, false]);
  });
});
