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
/** The most cells a word's count can need (every value its bits can hold). */
export const MAX_WORD_CELLS = 1 << WORD_BITS;
/**
 * A code that fails chosen values of two or more of its word's facets carries this bit beside the word's: two bits,
 * so the scans count the slot in no facet, as one failing two filters, without entering their counting (splitChosen
 * would drop it from every facet of the word anyway). With one bit a word, a browse choosing three facets of the first
 * word sent most slots through the counting lines (decision 206).
 */
export const FAILS_TWO_IN_A_WORD = 1 << 31;
/** The filter bits left in a 32-bit fails value above the built-in ones and FAILS_TWO_IN_A_WORD: 25 words, 325 bits of facets. */
const MAX_WORDS = 25;

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

/** A word's facets, with each one's shift and mask in arrays, so that splitting a joint count reads no objects. */
interface WordFacets {
  readonly facets: readonly PlacedFacet[];
  readonly shifts: Int32Array;
  readonly masks: Int32Array;
  /** Where each facet's counts start in one array of all of them (each takes mask + 1 cells). */
  readonly offsets: Int32Array;
  readonly countCells: number;
  /** Scratch of splitUnchosen's folds (a search runs without yielding, so one serves every search of the process). */
  readonly folds: Int32Array;
}

/** What a search's chosen declared values make of each word (DeclaredLayout.chosenTables); shared and read only. */
export interface ChosenTables {
  /**
   * By word and code, the word's filter bit when the code fails a chosen value, with FAILS_TWO_IN_A_WORD when it fails
   * two of the word's facets: what the scans read.
   */
  readonly fails: readonly Uint32Array[];
  /** By word and code, which of its facets (bit = place in the word) fail a chosen value: what listsFrom reads. */
  readonly facetFails: readonly Uint32Array[];
  /**
   * The words a scan must read to filter by the chosen values, those with a value chosen (word 0 alone when none is,
   * so that the scans' arrays keep one shape): the board's searches choose in its first word, and reading the second
   * (visa sponsorship) for every slot cost them a read and a lookup each (decision 206).
   */
  readonly read: readonly number[];
  /** True when a declared facet has a value chosen. */
  readonly any: boolean;
}

/**
 * How many distinct choices of declared values keep their tables. A word's tables are 2 × 32 KB at 13 bits; worked
 * out for every search they were garbage to collect at every declared filter (decision 202). A board's searches repeat
 * a few choices, and the values are the declared ones, so the choices are few.
 */
const KEPT_CHOICES = 64;

export class DeclaredLayout {
  readonly facets: readonly PlacedFacet[];
  /** By word, how many codes it can take: the size of its joint count and of its fail table. */
  readonly cells: readonly number[];
  private readonly noFails: readonly Uint32Array[];
  private readonly byWord: readonly WordFacets[];
  private readonly nothingChosen: ChosenTables;
  private readonly kept = new Map<string, ChosenTables>();
  /** By facet (in `facets`' order), where its counts start in its word's split (splitChosen, splitUnchosen). */
  private readonly countStarts: readonly number[];

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
    this.byWord = this.cells.map((_, word) => {
      const facets = this.facets.filter((facet) => facet.word === word);
      const offsets = new Int32Array(facets.length);
      let countCells = 0;
      facets.forEach((facet, place) => {
        offsets[place] = countCells;
        countCells += facet.mask + 1;
      });
      return {
        facets,
        shifts: Int32Array.from(facets, (facet) => facet.shift),
        masks: Int32Array.from(facets, (facet) => facet.mask),
        offsets,
        countCells,
        folds: new Int32Array(facets.length ? this.cells[word] / (facets[0].mask + 1) : 0),
      };
    });
    this.countStarts = this.facets.map((facet) => {
      const word = this.byWord[facet.word];
      return word.offsets[word.facets.indexOf(facet)];
    });
    this.nothingChosen = { fails: this.noFails, facetFails: this.noFails, read: [0], any: false };
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

  /**
   * By word, its filter bit for each of its codes that fails a chosen value of one of its facets (with
   * FAILS_TWO_IN_A_WORD for a code that fails two); shared all-zero tables when nothing is chosen. Read only (kept
   * for the next search with the same choice). A facet with values chosen fails every code whose value is not one of
   * them, "none" included.
   */
  failTables(chosen: Chosen): readonly Uint32Array[] {
    return this.chosenTables(chosen).fails;
  }

  /**
   * The tables of a choice of declared values: worked out once, then kept (up to KEPT_CHOICES choices). A search asks
   * once (chosen-filters.ts) and reads what it needs from them.
   */
  chosenTables(chosen: Chosen): ChosenTables {
    if (chosen === undefined) return this.nothingChosen;
    const picked = this.facets.map((facet) => chosen[facet.declaration.name] ?? []);
    if (picked.every((values) => values.length === 0)) return this.nothingChosen;
    const key = JSON.stringify(picked);
    let tables = this.kept.get(key);
    if (tables === undefined) {
      const facetFails = this.byWord.map((_, word) => this.facetFailsOf(chosen, word));
      const fails = facetFails.map((local, word) => {
        if (local === this.noFails[word]) return local;
        const table = new Uint32Array(local.length);
        for (let cell = 0; cell < local.length; cell++) {
          const failed = local[cell];
          if (failed !== 0)
            table[cell] = (FIRST_WORD_FAIL << word) | ((failed & (failed - 1)) === 0 ? 0 : FAILS_TWO_IN_A_WORD);
        }
        return table;
      });
      const read = fails.flatMap((table, word) => (table === this.noFails[word] ? [] : [word]));
      tables = { fails, facetFails, read, any: true };
      if (this.kept.size >= KEPT_CHOICES) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, tables);
    }
    return tables;
  }

  /** By code of a word, which of its facets (bit = the facet's place in its word) fail a chosen value. */
  private facetFailsOf(chosen: Chosen, word: number): Uint32Array {
    const { facets } = this.byWord[word];
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

  /**
   * Each facet's list from the joint counts (by word and code, the slots that failed no filter outside that word): a
   * facet counts the codes that fail no filter of its word but its own. Values in declared order (stages and sizes
   * read in order), those with jobs or chosen.
   */
  listsFrom(joints: readonly Int32Array[], chosen: Chosen): Record<string, FacetValue[]> {
    const { facetFails } = this.chosenTables(chosen);
    // A word with nothing chosen has the shared all-zero table: none of its codes fails.
    const counts = this.byWord.map((word, at) =>
      facetFails[at] === this.noFails[at]
        ? splitUnchosen(joints[at], word)
        : splitChosen(joints[at], facetFails[at], word),
    );
    const lists: Record<string, FacetValue[]> = {};
    this.facets.forEach((facet, position) => {
      const selected = chosen?.[facet.declaration.name] ?? [];
      const [wordCounts, start] = [counts[facet.word], this.countStarts[position]];
      lists[facet.declaration.name] = facet.declaration.values
        .map((item, id) => ({ value: item.value, label: item.label, count: wordCounts[start + id + 1] }))
        .filter((item) => item.count > 0 || selected.includes(item.value));
    });
    return lists;
  }
}

/**
 * One word's joint count split per facet (each at its offset) when a value of one of its facets is chosen: a facet
 * counts the codes that fail no facet of the word but its own.
 */
function splitChosen(joint: Int32Array, fails: Uint32Array, word: WordFacets): Int32Array {
  const counts = new Int32Array(word.countCells);
  const { shifts, masks, offsets } = word;
  const facetCount = shifts.length;
  for (let cell = 0; cell < joint.length; cell++) {
    const slots = joint[cell];
    if (slots === 0) continue;
    const failed = fails[cell];
    for (let place = 0; place < facetCount; place++)
      if ((failed & ~(1 << place)) === 0) counts[offsets[place] + ((cell >>> shifts[place]) & masks[place])] += slots;
  }
  return counts;
}

/**
 * splitChosen for a word with nothing chosen, where no code fails: a facet's counts are the joint's sums over every
 * other facet. A word's facets lie in its bits from the lowest, in order, each next to the last (DeclaredLayout's
 * packing). So the first facet's counts are the joint's cells summed by their lowest bits, and summing each run of
 * those bits into one cell folds the first facet away, leaving the joint of the others, whose first facet is now in the
 * lowest bits: 8,192 + 512 + 64 + 16 + 4 cells read for the board's first word, where splitChosen reads the 8,192 and
 * makes five tests and adds for each of the thousands of cells with slots in a broad search (decision 202).
 */
function splitUnchosen(joint: Int32Array, word: WordFacets): Int32Array {
  const counts = new Int32Array(word.countCells);
  const { masks, offsets, folds } = word;
  let from = joint;
  let cells = joint.length;
  for (let place = 0; place < masks.length; place++) {
    const [width, offset] = [masks[place] + 1, offsets[place]];
    // Each fold is written over the last in `folds`: cell `high` is written after the run it sums was read.
    for (let high = 0; high * width < cells; high++) {
      let sum = 0;
      for (let low = 0; low < width; low++) {
        const slots = from[high * width + low];
        counts[offset + low] += slots;
        sum += slots;
      }
      folds[high] = sum;
    }
    cells /= width;
    from = folds;
  }
  return counts;
}

/** The board's layout: every facet of facet-declarations.ts. */
export const DECLARED_LAYOUT = new DeclaredLayout(DECLARED_FACETS);
