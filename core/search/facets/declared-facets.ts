import { DECLARED_FACETS, type FacetDeclaration } from "../facet-declarations";
import type { FacetValue, IndexedJob } from "../index-types";

/**
 * What the index derives from the facet declarations (facet-declarations.ts): where each facet's bits lie in a slot's
 * second packed word (JobSlots.declaredCode), which filter bit it fails with, and how a search's joint count of those
 * words becomes each facet's counts.
 *
 * The scans never decode a declared facet: a slot's word indexes a table of the filter bits it fails (failTable), and
 * the slots that pass every built-in filter are counted by word in one joint histogram (one increment a slot, however
 * many facets are declared); countsFrom then splits the histogram per facet, each counting the words that fail no
 * declared filter but its own. So a facet added by declaration costs the scans nothing more.
 */

/** The filter bits of the six built-in filters (filtered-count.ts); a declared facet fails with a bit above them. */
export const BUILT_IN_FAILS = 0x3f;
const FIRST_DECLARED_FAIL_BIT = 6;
const MAX_BITS = 16;

export interface PlacedFacet {
  readonly declaration: FacetDeclaration;
  readonly shift: number;
  readonly mask: number;
  readonly failBit: number;
  /** Value to its code in the word (index + 1; 0 is "none"). */
  readonly codes: ReadonlyMap<string, number>;
}

export class DeclaredLayout {
  readonly facets: readonly PlacedFacet[];
  /** How many codes a word can take: the size of a joint count and of a fail table. */
  readonly cells: number;
  private readonly noFails: Uint32Array;

  constructor(declarations: readonly FacetDeclaration[]) {
    let shift = 0;
    this.facets = declarations.map((declaration, index) => {
      const bits = Math.ceil(Math.log2(declaration.values.length + 1));
      const placed = { declaration, shift, mask: (1 << bits) - 1, failBit: 1 << (FIRST_DECLARED_FAIL_BIT + index), codes: new Map(declaration.values.map((item, id) => [item.value, id + 1])) };
      shift += bits;
      return placed;
    });
    if (shift > MAX_BITS) throw new Error(`The declared facets need ${shift} bits; the packed word holds ${MAX_BITS}`);
    if (new Set(declarations.map((item) => item.name)).size !== declarations.length) throw new Error("Two declared facets share a name");
    this.cells = 1 << shift;
    this.noFails = new Uint32Array(this.cells);
  }

  /** A job's word: each facet's value code at its shift (a value not declared reads as none). */
  codeOf(job: IndexedJob): number {
    let code = 0;
    for (const facet of this.facets) {
      const value = facet.declaration.valueOf(job);
      code |= (value === null ? 0 : (facet.codes.get(value) ?? 0)) << facet.shift;
    }
    return code;
  }

  /** What a snapshot's words were packed by: a snapshot packed by another layout is not read (job-slots.ts). */
  get signature(): string {
    return JSON.stringify(this.facets.map((facet) => [facet.declaration.name, facet.shift, facet.declaration.values.map((item) => item.value)]));
  }

  /** True when a declared facet has a value chosen. */
  anyChosen(chosen: Readonly<Record<string, readonly string[] | undefined>> | undefined): boolean {
    return chosen !== undefined && this.facets.some((facet) => (chosen[facet.declaration.name]?.length ?? 0) > 0);
  }

  /**
   * By word, the declared filter bits it fails; the shared all-zero table when nothing is chosen (read only). A facet
   * with values chosen fails every word whose value is not one of them, "none" included.
   */
  failTable(chosen: Readonly<Record<string, readonly string[] | undefined>> | undefined): Uint32Array {
    if (!this.anyChosen(chosen)) return this.noFails;
    const table = new Uint32Array(this.cells);
    for (const facet of this.facets) {
      const values = chosen![facet.declaration.name];
      if (!values?.length) continue;
      const passes = new Uint8Array(facet.mask + 1);
      for (const value of values) {
        const code = facet.codes.get(value);
        if (code !== undefined) passes[code] = 1;
      }
      for (let cell = 0; cell < table.length; cell++) if (passes[(cell >>> facet.shift) & facet.mask] === 0) table[cell] |= facet.failBit;
    }
    return table;
  }

  /**
   * Each facet's list from a joint count (by word, the slots that passed every built-in filter): a facet counts the
   * words that fail no declared filter but its own. Values in declared order (stages and sizes read in order), those
   * with jobs or chosen.
   */
  listsFrom(joint: Int32Array, fails: Uint32Array, chosen: Readonly<Record<string, readonly string[] | undefined>> | undefined): Record<string, FacetValue[]> {
    const counts = this.facets.map((facet) => new Int32Array(facet.mask + 1));
    for (let cell = 0; cell < joint.length; cell++) {
      const slots = joint[cell];
      if (slots === 0) continue;
      const failed = fails[cell];
      for (let index = 0; index < this.facets.length; index++) {
        const facet = this.facets[index];
        if ((failed & ~facet.failBit) === 0) counts[index][(cell >>> facet.shift) & facet.mask] += slots;
      }
    }
    const lists: Record<string, FacetValue[]> = {};
    this.facets.forEach((facet, index) => {
      const selected = chosen?.[facet.declaration.name] ?? [];
      lists[facet.declaration.name] = facet.declaration.values
        .map((item, id) => ({ value: item.value, label: item.label, count: counts[index][id + 1] }))
        .filter((item) => item.count > 0 || selected.includes(item.value));
    });
    return lists;
  }
}

/** The board's layout: every facet of facet-declarations.ts. */
export const DECLARED_LAYOUT = new DeclaredLayout(DECLARED_FACETS);
