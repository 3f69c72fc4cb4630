import { MAX_CATEGORIES, TYPE_SHIFT } from "../facets/facet-code";
import { FIRST_WORD_FAIL } from "../facets/declared-facets";
import type { JobSlots } from "../facets/job-slots";
import { isIn, type ChosenFilters, type FacetCounters } from "../facets/chosen-filters";
import { Counter, zeroedCounter } from "../facets/scratch-counters";
import { larger, valueOf, type Match, type SlotScores } from "../text/matching";
import { offerTitledFirst, type DenseWord } from "./dense-best-page";
import { TITLE } from "../text/postings";

/** The slots a search's words matched: a Matcher's Match, or a one-word scan's live slots (no `matched`: each has the word). */
export type MatchedSlots = Pick<Match, "candidateCount" | "required" | "score"> & {
  matched: Uint8Array | null;
  candidates: Int32Array;
};
import type { BestMatches } from "../facets/ranking";
import { POSTED_WINDOWS } from "../search.schema";

// A slot's failed filters, as bits.
const CATEGORY = 1;
const TYPE = 2;
const LEVEL = 4;
const LOCATION = 8;
const SALARY = 16;
const POSTED = 32;

/**
 * The failed-filter bits of every value of a packed code's parts (facet-code.ts) and of the posted class, so that a
 * slot's failures are three table reads instead of six membership tests: `group` by bits 0-10 (level, remote, salary
 * level, job type), which also holds, shifted by 8, the LOCATION bit a slot's city can still fail (none when 'remote'
 * was chosen and the job is remote); `place` by bits 11-31 (category and city field: the CATEGORY bit, and the
 * LOCATION bit when the city was not chosen), read only while every city is in the code (JobSlots.citiesInCode);
 * `posted` by posted class (posted-age-classes.ts). One table for category and city rather than one each, and the
 * city read from the code without cityCellOf's test for a city past it: a plain copy of the dense word's filtered pass
 * over 3,000,000 slots took 20 ms instead of 33, and the filtered searches at that scale 8-22% less (decision 216).
 */
export interface FailureTables {
  group: Uint16Array;
  place: Uint8Array;
  posted: Uint8Array;
}

export function failureTables(slots: JobSlots, chosen: ChosenFilters): FailureTables {
  const group = new Uint16Array(Math.max(1, slots.jobTypes.labels.length) << TYPE_SHIFT);
  for (let part = 0; part < group.length; part++) {
    const [level, remote, salaryLevel, type] = [part & 7, (part & 8) !== 0, (part >>> 4) & 7, part >>> TYPE_SHIFT];
    let fails = 0;
    if (chosen.anyType && !((chosen.types !== null && isIn(chosen.types, type)) || (chosen.typeRemote && remote)))
      fails |= TYPE;
    if (chosen.level !== null && !isIn(chosen.level, level)) fails |= LEVEL;
    if (salaryLevel < chosen.minSalaryLevel) fails |= SALARY;
    const cityCanFail = chosen.anyLocation && !(chosen.locationRemote && remote);
    group[part] = fails | (cityCanFail ? LOCATION << 8 : 0);
  }
  // A row of category failures for a city that passes, and one for a city that fails; each city field takes one.
  const cityPasses = new Uint8Array(MAX_CATEGORIES);
  if (chosen.category)
    for (let id = 0; id < cityPasses.length; id++) if (!isIn(chosen.category, id)) cityPasses[id] = CATEGORY;
  const cityFails = cityPasses.map((fails) => fails | LOCATION);
  const cityCount = slots.cities.labels.length;
  const place = new Uint8Array((cityCount + 1) * MAX_CATEGORIES);
  for (let field = 0; field <= cityCount; field++) {
    const chosenCity = field > 0 && chosen.cities !== null && isIn(chosen.cities, field - 1);
    place.set(chosenCity ? cityPasses : cityFails, field * MAX_CATEGORIES);
  }
  const posted = new Uint8Array(POSTED_WINDOWS.length + 1);
  for (let postedClass = 0; postedClass < chosen.minPostedClass; postedClass++) posted[postedClass] = POSTED;
  return { group, place, posted };
}

/**
 * filterAndCount's loop when filters are chosen and the facet codes are packed: the slots that pass every filter go
 * to `results` (or `best`), and with facets each facet counts the slots that pass every other filter. The slots are
 * the match's candidates, or every slot when browsing. `results` may be the candidates themselves (it is written
 * behind the reading). Returns how many passed. Past `jointCounting.from` slots the built-in facets but category and
 * city are counted in a joint count, read once after the loop (addJointCells).
 */
export function countFiltered(
  slots: JobSlots,
  match: MatchedSlots | null,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  results: Int32Array,
  best: BestMatches | null,
): number {
  const tables = failureTables(slots, chosen);
  const { group: groupFails, place: placeFails, posted: postedFails } = tables;
  const { facetCode, declaredWords, salary: salaryOf, alive } = slots;
  const postedClassOf = slots.postedClassesAt(now);
  // With no declared filter chosen, a slot's declared words are read only where they are counted (decision 147).
  const { minSalary, chosenWords, chosenWordFails, anyDeclared } = chosen;
  const salaryByAmount = minSalary > 0 && chosen.minSalaryLevel === 0;
  const counting = tally !== null;
  const { categoryCounts, typeCounts, levelCounts, salaryHist, postedHist, declaredJoints } = tally ?? noTally;
  // Only the words with a value chosen: the first read as it was when there was only one, any others in a loop.
  const [firstWord, firstFails] = [chosenWords[0], chosenWordFails[0]];
  const wordCount = chosenWords.length;
  // Cell 0 counts the slots without a city, so that counting one needs no branch either.
  const cityCells = zeroedCounter(Counter.filteredCity, slots.cities.labels.length + 1);
  const visit = match ? match.candidateCount : slots.size;
  const joint =
    counting && visit >= jointCounting.from
      ? zeroedCounter(Counter.filteredJoint, Math.max(1, slots.jobTypes.labels.length) << (TYPE_SHIFT + 5))
      : null;
  let remoteType = 0;
  let remote = 0;
  const candidates = match?.candidates;
  const matched = match?.matched;
  const score = match?.score;
  const required = match?.required ?? 0;
  let count = 0;
  for (let i = 0; i < visit; i++) {
    const doc = candidates ? candidates[i] : i;
    if ((matched && matched[doc] < required) || alive[doc] === 0) continue;
    const code = facetCode[doc];
    const group = groupFails[code & 0x7ff];
    const postedClass = postedClassOf[doc];
    let fails = (placeFails[code >>> 11] & (CATEGORY | (group >>> 8))) | (group & 0xff) | postedFails[postedClass];
    if (anyDeclared) {
      fails |= firstFails[firstWord[doc]];
      for (let word = 1; word < wordCount; word++) fails |= chosenWordFails[word][chosenWords[word][doc]];
    }
    if (salaryByAmount && salaryOf[doc] < minSalary) fails |= SALARY;
    const passes = +(fails === 0);
    // Written always, kept only when it passes: no branch to mispredict on a filter that half the slots fail. Listed
    // with a page kept in Best Match order too: the passing slots' declared words are counted from the list.
    results[count] = doc;
    count += passes;
    // A slot that fails scores -Infinity here, below any threshold: no branch on whether it passed.
    if (best !== null && score![doc] + PASSED_OR_NOT[passes] >= best.threshold) best.offer(doc, score![doc]);
    // A facet counts the slots that fail no filter but its own (so none that fail two); each counter then takes 0 or 1
    // without a branch, for the same reason.
    if (!counting || (fails & (fails - 1)) !== 0) continue;
    if (joint !== null) {
      // The cell as addJointCells reads it (bits 3 and 4 of the failures, location and salary, moved to bits 1 and 2).
      joint[((code & 0x7ff) << 5) | (postedClass << 3) | (fails & CATEGORY) | ((fails >>> 2) & 6)] += +(
        (fails & DECLARED_FAILS) ===
        0
      );
      categoryCounts[(code >>> 11) & 0xff] += +((fails & ~CATEGORY) === 0);
      cityCells[code >>> 19] += +((fails & ~LOCATION) === 0);
      if ((fails & DECLARED_FAILS) !== 0) countOwnWordFailure(fails, doc, declaredWords, declaredJoints);
      continue;
    }
    const isRemote = (code >>> 3) & 1;
    const inTypeFacet = +((fails & ~TYPE) === 0);
    const inLocationFacet = +((fails & ~LOCATION) === 0);
    categoryCounts[(code >>> 11) & 0xff] += +((fails & ~CATEGORY) === 0);
    typeCounts[(code >>> 7) & 0xf] += inTypeFacet;
    remoteType += isRemote & inTypeFacet;
    levelCounts[code & 7] += +((fails & ~LEVEL) === 0);
    cityCells[code >>> 19] += inLocationFacet;
    remote += isRemote & inLocationFacet;
    salaryHist[(code >>> 4) & 7] += +((fails & ~SALARY) === 0);
    postedHist[postedClass] += +((fails & ~POSTED) === 0);
    if ((fails & DECLARED_FAILS) !== 0) countOwnWordFailure(fails, doc, declaredWords, declaredJoints);
  }
  if (tally) {
    countPassingWords(declaredWords, declaredJoints, results, 0, count);
    for (let id = 0; id < tally.cityCounts.length; id++) tally.cityCounts[id] += cityCells[id + 1];
    tally.remoteType += remoteType;
    tally.remote += remote;
    if (joint !== null) addJointCells(joint, tables, tally);
  }
  return count;
}

/*
 * The declared facets' joint counts (declared-facets.ts): word w's counts the slots that fail no filter outside it,
 * which are those that pass every filter and those that fail only w's. The loops list the passing slots anyway, so
 * countPassingWords counts them after the loop, a word at a time (one 32 KB count in the cache, not each word's for
 * each slot), and the loops count in a word only a slot that fails that word's filter alone: none when no declared
 * value is chosen, the common case. Each loop read every word of every slot it counted before (decision 202).
 */

/** The failure bits of the declared words (bit 31, FAILS_TWO_IN_A_WORD, makes a fails value negative: tested as bits). */
const DECLARED_FAILS = ~(FIRST_WORD_FAIL - 1);

/** Counts into each word's joint count the declared words of the slots listed in `passing` from `from` to `to`. */
export function countPassingWords(
  declaredWords: readonly Uint16Array[],
  declaredJoints: readonly Int32Array[],
  passing: Int32Array,
  from: number,
  to: number,
): void {
  for (let word = 0; word < declaredWords.length; word++) {
    const [codes, joint] = [declaredWords[word], declaredJoints[word]];
    for (let i = from; i < to; i++) joint[codes[passing[i]]]++;
  }
}

/** Counts a slot whose one failure is a declared word's filter (`fails`, that word's bit) in the word's joint count. */
function countOwnWordFailure(
  fails: number,
  slot: number,
  declaredWords: readonly Uint16Array[],
  declaredJoints: readonly Int32Array[],
): void {
  const word = Math.clz32(FIRST_WORD_FAIL) - Math.clz32(fails);
  declaredJoints[word][declaredWords[word][slot]]++;
}

/** What countFiltered adds to a slot's score to compare it with the page's threshold: -Infinity when it failed a filter. */
const PASSED_OR_NOT = Float64Array.of(Number.NEGATIVE_INFINITY, 0);

const noJoint = new Int32Array(0);

/**
 * From how many visited slots countFiltered counts the facets in a joint count (three counters a slot, as
 * countDenseLoop does) rather than in the six counters: zeroing and reading its cells (up to 32,768) costs about what
 * counting 2,000 slots does, so below this many slots the six counters stay cheaper. At 3,000,000 jobs the joint took
 * the filtered broad searches 5-16% faster ('bangalore', a city alone: 86 to 72 ms; decision 215). Mutable for the
 * tests, which compare both ways of counting with the general loop.
 */
export const jointCounting = { from: 1 << 15 };

const noTally = {
  categoryCounts: new Int32Array(0),
  typeCounts: new Int32Array(0),
  levelCounts: new Int32Array(0),
  salaryHist: new Int32Array(0),
  postedHist: new Int32Array(0),
  declaredJoints: [] as Int32Array[],
};

/*
 * How many live slots countDenseLoop found the word in: a module variable, written just before its return and read
 * right after, because a hot loop must end in a bare return. Code after the loop that its first call has not reached
 * yet is compiled (on-stack replacement) without type feedback, and V8 kept reusing that code and leaving it at the
 * first property read after the loop on every call (--trace-deopt: in one process of three, every search; decision
 * 096); a module variable is written without type feedback.
 */
let wordMatched = 0;
/** With a page kept in Best Match order: how many passing slots countDenseLoop listed at each end of `results`. */
let passingTitled = 0;
let passingUntitled = 0;

/**
 * A dense word with filters (one-word-scan.ts) in one pass over the slots: filtered as countFiltered does, without
 * writing a per-slot mark and value for a second pass to read back. Returns how many passed and how many live slots
 * the word is in. The filter lines are countFiltered's, written out again: a loop shared by both callers is the kind
 * V8 compiled two ways. In that pass (decision 096):
 * - the facets are counted in a joint count (addJointCells): three counters a slot instead of six, which pays for the
 *   joint's cells at the word's 100,000 or more slots but not at the few thousand candidates countFiltered often has;
 * - a page kept in Best Match order values only the passing slots, after the pass, those with the word in the title
 *   first (dense-best-page.ts); other pages need every slot's value, written to `score` as it goes.
 */
export function countDenseFiltered(
  word: DenseWord,
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
): { count: number; matches: number } {
  const cityCells = zeroedCounter(Counter.filteredCity, slots.cities.labels.length + 1);
  const tables = failureTables(slots, chosen);
  const joint = tally
    ? zeroedCounter(Counter.filteredJoint, Math.max(1, slots.jobTypes.labels.length) << (TYPE_SHIFT + 5))
    : noJoint;
  const count = countDenseLoop(
    word,
    slots,
    tables,
    chosen,
    slots.postedClassesAt(now),
    tally ?? noTally,
    tally !== null,
    cityCells,
    joint,
    score,
    results,
    best,
  );
  if (best)
    offerTitledFirst(
      word,
      slots,
      results,
      passingTitled,
      results.subarray(slots.size - passingUntitled, slots.size),
      passingUntitled,
      best,
    );
  if (tally) {
    if (best === null) countPassingWords(slots.declaredWords, tally.declaredJoints, results, 0, count);
    else {
      countPassingWords(slots.declaredWords, tally.declaredJoints, results, 0, passingTitled);
      countPassingWords(slots.declaredWords, tally.declaredJoints, results, slots.size - passingUntitled, slots.size);
    }
    for (let id = 0; id < tally.cityCounts.length; id++) tally.cityCounts[id] += cityCells[id + 1];
    addJointCells(joint, tables, tally);
  }
  return { count, matches: wordMatched };
}

/**
 * Adds to the tally what a joint count holds: for each cell (the packed code's group, bits 0-10, the posted class, and
 * which of the filters outside the group the slots failed: bit 0 category, bit 1 location, bit 2 salary by amount),
 * how many slots. A facet counts the cells that fail no filter but its own.
 */
export function addJointCells(joint: Int32Array, tables: FailureTables, tally: FacetCounters): void {
  const { group: groupFails, posted: postedFails } = tables;
  for (let cell = 0; cell < joint.length; cell++) {
    const slots = joint[cell];
    if (slots === 0) continue;
    const group = cell >>> 5;
    const postedClass = (cell >>> 3) & 3;
    const fails =
      (groupFails[group] & 0xff) |
      postedFails[postedClass] |
      ((cell & 1) !== 0 ? CATEGORY : 0) |
      ((cell & 2) !== 0 ? LOCATION : 0) |
      ((cell & 4) !== 0 ? SALARY : 0);
    if ((fails & (fails - 1)) !== 0) continue;
    const remote = (group & 8) !== 0;
    if ((fails & ~TYPE) === 0) {
      tally.typeCounts[group >>> 7] += slots;
      if (remote) tally.remoteType += slots;
    }
    if ((fails & ~LEVEL) === 0) tally.levelCounts[group & 7] += slots;
    if ((fails & ~LOCATION) === 0 && remote) tally.remote += slots;
    if ((fails & ~SALARY) === 0) tally.salaryHist[(group >>> 4) & 7] += slots;
    if ((fails & ~POSTED) === 0) tally.postedHist[postedClass] += slots;
  }
}

function countDenseLoop(
  word: DenseWord,
  slots: JobSlots,
  tables: FailureTables,
  chosen: ChosenFilters,
  postedClassOf: Uint8Array,
  counters: Pick<FacetCounters, "categoryCounts" | "declaredJoints">,
  counting: boolean,
  cityCells: Int32Array,
  joint: Int32Array,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
): number {
  const { group: groupFails, place: placeFails, posted: postedFails } = tables;
  const { facetCode, declaredWords, salary: salaryOf, alive, titleWords, size } = slots;
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  // As in countFiltered: with no declared filter chosen, the declared words are read only where they are counted.
  const { minSalary, chosenWords, chosenWordFails, anyDeclared } = chosen;
  const salaryByAmount = minSalary > 0 && chosen.minSalaryLevel === 0;
  const { categoryCounts, declaredJoints } = counters;
  const [firstWord, firstFails] = [chosenWords[0], chosenWordFails[0]];
  const wordCount = chosenWords.length;
  let count = 0;
  let matches = 0;
  const last = size - 1;
  let titled = 0;
  let untitled = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    if ((+(either !== 0) & alive[doc]) === 0) continue;
    matches++;
    const code = facetCode[doc];
    const group = groupFails[code & 0x7ff];
    const postedClass = postedClassOf[doc];
    // The category and location bits (1 and 8) the slot fails.
    const placeFail = placeFails[code >>> 11] & (CATEGORY | (group >>> 8));
    const amountFail = salaryByAmount && salaryOf[doc] < minSalary ? 1 : 0;
    let declaredFail = anyDeclared ? firstFails[firstWord[doc]] : 0;
    if (anyDeclared)
      for (let word = 1; word < wordCount; word++) declaredFail |= chosenWordFails[word][chosenWords[word][doc]];
    const fails = placeFail | (group & 0xff) | postedFails[postedClass] | (amountFail << 4) | declaredFail;
    const passes = +(fails === 0);
    if (best === null) {
      score[doc] = larger(
        valueOf(masksA[doc], factorA, wordsA, titleWords, doc),
        valueOf(masksB[doc], factorB, wordsB, titleWords, doc),
      );
      results[count] = doc;
      count += passes;
    } else {
      // Valued after the loop (dense-best-page.ts): the passing slots with the word in their title listed from the
      // front of `results`, the others from its back. Written always, kept when they pass: no branch.
      count += passes;
      const inTitle = either & TITLE;
      results[titled] = doc;
      titled += passes & inTitle;
      results[last - untitled] = doc;
      untitled += passes & (inTitle ^ 1);
    }
    if (!counting || (fails & (fails - 1)) !== 0) continue;
    // The cell as addJointCells reads it: group, posted class, then the category, location and salary-amount bits. A
    // slot failing a declared filter counts in none of the built-in facets, so not in the joint either.
    joint[
      ((code & 0x7ff) << 5) | (postedClass << 3) | (placeFail & CATEGORY) | (placeFail >>> 2) | (amountFail << 2)
    ] += +(declaredFail === 0);
    if ((fails & DECLARED_FAILS) !== 0) countOwnWordFailure(fails, doc, declaredWords, declaredJoints);
    categoryCounts[(code >>> 11) & 0xff] += +((fails & ~CATEGORY) === 0);
    cityCells[code >>> 19] += +((fails & ~LOCATION) === 0);
  }
  wordMatched = matches;
  passingTitled = titled;
  passingUntitled = untitled;
  return count;
}
