import { DECLARED_FACETS, type FacetDeclaration } from "../facet-declarations";
import type { FacetValue, IndexedJob } from "../index-types";

/**
 * What the index derives from the facet declarations (facet-declarations.ts): which packed word of a slot each facet's
 * bits lie in and where (JobSlots.declaredWords), which filter bit a word fails with, and how a search's joint count
 * of each word becomes its facets' counts.
 *
 * The facets are packed in declared order into words of at most WORD_BITS bits (each a Uint16Array), as many as they
 * need (a facet never spans two). The scans never decode a declared facet: a slot's word indexes a table of whether it
 * fails a filter of that word (failTables), and each word counts, in one joint histogram of its own, the slots that
 * fail no filter outside the word (one increment a slot and word, however many facets share the word); listsFrom then
 * splits each word's histogram per facet, a facet counting the codes that fail no filter of its word but its own. So a
 * facet added by declaration costs the scans nothing more while it fits the words already used, and one read and one
 * increment a slot when it opens a word (decision 191).
 */

/** The filter bit of the first word, above the six built-in filters (filtered-count.ts); word w fails with FIRST_WORD_FAIL << w. */
export const FIRST_WORD_FAIL = 1 << 6;
/**
 * A word's bits: 13, so that a word's joint count (2^13 cells of 4 bytes, 32 KB) stays in a core's L1 data cache while
 * a scan increments it at random for every slot. Wider words take fewer counters a slot, but at 15 bits (the board's
 * facets with visa sponsorship in one word, 128 KB) a million-job browse took a fifth longer than at 13 bits with the
 * visa in a second word (decision 191).
 */
const WORD_BITS = 13;
/** The filter bits left in a 32-bit fails value above the built-in ones: 26 words, 338 bits of facets. */
const MAX_WORDS = 26;

export interface PlacedFacet {
  readonly declaration: FacetDeclaration;
  /** Which word (JobSlots.declaredWords) holds it. */
  readonly word: number;
  readonly shift: number;
  readonly mask: number;
  /** Value to its code in the word (index + 1; 0 is "none"). */
  readonly codes: ReadonlyMap<string, number>;
}

type Chosen = Readonly<Record<string, readonly string[] | undefined>> | undefined;

export class DeclaredLayout {
  readonly facets: readonly PlacedFacet[];
  /** By word, how many codes it can take: the size of its joint count and of its fail table. */
  readonly cells: readonly number[];
  private readonly noFails: readonly Uint32Array[];

  constructor(declarations: readonly FacetDeclaration[]) {
    if (new Set(declarations.map((item) => item.name)).size !== declarations.length)
      throw new Error("Two declared facets share a name");
    const used: number[] = [];
    this.facets = declarations.map((declaration) => {
      const bits = Math.max(1, Math.ceil(Math.log2(declaration.values.length + 1)));
      if (bits > WORD_BITS)
        throw new Error(`The facet ${declaration.name} needs ${bits} bits; a packed word holds ${WORD_BITS}`);
      // First fit in declared order: the board's facets stay in as few words as hold them.
      let word = used.findIndex((taken) => taken + bits <= WORD_BITS);
      if (word < 0) word = used.push(0) - 1;
      const shift = used[word];
      used[word] += bits;
      return {
        declaration,
        word,
        shift,
        mask: (1 << bits) - 1,
        codes: new Map(declaration.values.map((item, id) => [item.value, id + 1])),
      };
    });
    if (used.length > MAX_WORDS)
      throw new Error(`The declared facets need ${used.length} packed words; the filter bits hold ${MAX_WORDS}`);
    // A layout without facets still has one word, always 0: the scans read word 0 without asking whether there is one.
    if (used.length === 0) used.push(0);
    this.cells = used.map((bits) => 1 << bits);
    this.noFails = this.cells.map((cells) => new Uint32Array(cells));
  }

  get words(): number {
    return this.cells.length;
  }

  /** A job's words: each facet's value code at its shift in its word (a value not declared reads as none). */
  codesOf(job: IndexedJob): number[] {
    const words = this.cells.map(() => 0);
    for (const facet of this.facets) {
      const value = facet.declaration.valueOf(job);
      words[facet.word] |= (value === null ? 0 : (facet.codes.get(value) ?? 0)) << facet.shift;
    }
    return words;
  }

  /** What a snapshot's words were packed by: a snapshot packed by another layout is not read (job-slots.ts). */
  get signature(): string {
    return JSON.stringify(
      this.facets.map((facet) => [
        facet.declaration.name,
        facet.word,
        facet.shift,
        facet.declaration.values.map((item) => item.value),
      ]),
    );
  }

  /** True when a declared facet has a value chosen. */
  anyChosen(chosen: Chosen): boolean {
    return chosen !== undefined && this.facets.some((facet) => (chosen[facet.declaration.name]?.length ?? 0) > 0);
  }

  /**
   * By word, its filter bit for each of its codes that fails a chosen value of one of its facets; shared all-zero
   * tables when nothing is chosen (read only). A facet with values chosen fails every code whose value is not one of
   * them, "none" included.
   */
  failTables(chosen: Chosen): Uint32Array[] {
    if (!this.anyChosen(chosen)) return [...this.noFails];
    return this.cells.map((_, word) => {
      const local = this.facetFails(chosen, word);
      const table = new Uint32Array(local.length);
      for (let cell = 0; cell < local.length; cell++) if (local[cell] !== 0) table[cell] = FIRST_WORD_FAIL << word;
      return table;
    });
  }

  /** By code of a word, which of its facets (bit = the facet's place in `facets`' word) fail a chosen value. */
  private facetFails(chosen: Chosen, word: number): Uint32Array {
    const facets = this.facetsOf(word);
    if (!facets.some((facet) => (chosen?.[facet.declaration.name]?.length ?? 0) > 0)) return this.noFails[word];
    const table = new Uint32Array(this.cells[word]);
    facets.forEach((facet, place) => {
      const values = chosen?.[facet.declaration.name];
      if (!values?.length) return;
      const passes = new Uint8Array(facet.mask + 1);
      for (const value of values) {
        const code = facet.codes.get(value);
        if (code !== undefined) passes[code] = 1;
      }
      for (let cell = 0; cell < table.length; cell++)
        if (passes[(cell >>> facet.shift) & facet.mask] === 0) table[cell] |= 1 << place;
    });
    return table;
  }

  private facetsOf(word: number): PlacedFacet[] {
    return this.facets.filter((facet) => facet.word === word);
  }

  /**
   * Each facet's list from the joint counts (by word and code, the slots that failed no filter outside that word): a
   * facet counts the codes that fail no filter of its word but its own. Values in declared order (stages and sizes
   * read in order), those with jobs or chosen.
   */
  listsFrom(joints: readonly Int32Array[], chosen: Chosen): Record<string, FacetValue[]> {
    const counts = new Map<PlacedFacet, Int32Array>();
    this.cells.forEach((_, word) => {
      const joint = joints[word];
      const fails = this.facetFails(chosen, word);
      const facets = this.facetsOf(word);
      const own = facets.map((facet) => new Int32Array(facet.mask + 1));
      for (let cell = 0; cell < joint.length; cell++) {
        const slots = joint[cell];
        if (slots === 0) continue;
        const failed = fails[cell];
        for (let place = 0; place < facets.length; place++) {
          if ((failed & ~(1 << place)) === 0) own[place][(cell >>> facets[place].shift) & facets[place].mask] += slots;
        }
      }
      facets.forEach((facet, place) => counts.set(facet, own[place]));
    });
    const lists: Record<string, FacetValue[]> = {};
    for (const facet of this.facets) {
      const selected = chosen?.[facet.declaration.name] ?? [];
      const count = counts.get(facet)!;
      lists[facet.declaration.name] = facet.declaration.values
        .map((item, id) => ({ value: item.value, label: item.label, count: count[id + 1] }))
        .filter((item) => item.count > 0 || selected.includes(item.value));
    }
    return lists;
  }
}

/** The board's layout: every facet of facet-declarations.ts. */
export const DECLARED_LAYOUT = new DeclaredLayout(DECLARED_FACETS);
