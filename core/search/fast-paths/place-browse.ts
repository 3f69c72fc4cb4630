import { CITY_OVERFLOW, CITY_SHIFT, cityCellOf } from "../facets/facet-code";
import { hasFilters } from "../facets/facets";
import type { ChosenFilters, FacetCounters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { SearchFilters } from "../search.schema";
import { addUnfiltered, countListedSlots, remoteIn, type UnfilteredHistograms } from "./unfiltered-histograms";
import type { BestMatches } from "../facets/ranking";
import { valueOf, type Expansion, type SlotScores } from "../text/matching";
import { REMOTE_PLACE, type LiveTotals } from "./live-totals";

/*
 * A browse by place alone ('bangalore' in the search box, or a city in the location box, and nothing else), or by
 * place and posted window ('this week in Pune'): the first searches of someone looking for work in their city. A facet
 * counts the jobs that pass every filter but its own. So the posted facet counts the jobs in the place; the location
 * facet counts the jobs within the window, anywhere (every live job when no window was chosen: LiveTotals keeps those
 * counts); every other facet counts the jobs in the place and within the window. One pass tests each slot's city alone
 * and lists the slots there, the window is read from the listed slots' posted classes, and the passing slots are
 * counted as a search without filters counts its matches. The general packed loop (filtered-count.ts) works out six
 * failures for every slot instead: at 3,000,000 jobs the search 'bangalore' (a third of the jobs) took 70 ms through it
 * and takes 30 this way; with a 7-day window, 56 ms and 27 (decision 215). Without a window, a place with many jobs
 * has its counts kept as every job's are (LiveTotals.inPlaces), and only the list is made: 'bangalore' 26 to 12 ms
 * (decision 218). A word in a place alone is counted the same way from the word's listed slots (countWordInPlace,
 * decision 222). With a window, one pass lists the slots and counts the posted and location facets (27 to 20 ms for
 * 'this week in Bengaluru', decision 225); in a place whose counts are kept, the facets come from kept counts and the
 * pass only lists the slots (decision 228).
 */

/** Whether a location is chosen, perhaps a posted window, and nothing else. */
export function onlyPlaceChosen(filters: SearchFilters): boolean {
  return (filters.location?.length ?? 0) > 0 && !hasFilters({ ...filters, location: undefined, posted: undefined });
}

/**
 * The live slots in the chosen place and window into `results`, and the facets into `tally` as above. Returns how many
 * were listed.
 */
export function countInPlace(
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  liveTotals: LiveTotals,
  tally: FacetCounters,
  results: Int32Array,
): number {
  const { minPostedClass } = chosen;
  if (minPostedClass > 0) {
    const count =
      listInKeptPlaceWithin(slots, chosen, now, liveTotals, tally, results) ??
      listInPlaceWithin(slots, chosen, now, tally, results);
    if (count >= 0) return count;
  }
  const inPlace = listInPlace(slots, placeCells(slots, chosen), chosen.locationRemote ? 1 : 0, results);
  // Without a window, the places' own kept counts when they are large enough to be kept (LiveTotals.inPlaces).
  const kept = minPostedClass === 0 ? liveTotals.inPlaces(now, placeKeys(chosen)) : null;
  let count = inPlace;
  if (kept !== null) for (const place of kept) tally.remoteType += addUnfiltered(tally, place);
  else count = countListed(slots, minPostedClass, now, tally, results, inPlace);
  // The location facet: the slots within the window, wherever they are. The totals are read only (LiveTotals.at).
  if (minPostedClass === 0) {
    const everywhere = liveTotals.at(now);
    tally.cityCounts.set(everywhere.cityCells.subarray(1));
    tally.remote = remoteIn(everywhere.joint);
  } else tally.remote = countPlacesWithin(slots, slots.postedClassesAt(now), minPostedClass, tally.cityCounts);
  return count;
}

/**
 * Counts the `listed` slots in the place as a search without filters counts its matches, but the posted facet, which
 * counts them at every age; keeps in `results` those within the window. Returns how many it kept.
 */
function countListed(
  slots: JobSlots,
  minPostedClass: number,
  now: number,
  tally: FacetCounters,
  results: Int32Array,
  listed: number,
): number {
  const classes = slots.postedClassesAt(now);
  // The posted facet: every slot in the place. The list keeps those within the window (written behind the reading).
  const postedInPlace = new Int32Array(tally.postedHist.length);
  let count = 0;
  for (let i = 0; i < listed; i++) {
    const slot = results[i];
    postedInPlace[classes[slot]]++;
    results[count] = slot;
    count += +(classes[slot] >= minPostedClass);
  }
  tally.remoteType = addUnfiltered(tally, countListedSlots(slots, now, results, 0, count));
  tally.postedHist.set(postedInPlace);
  return count;
}

/**
 * countInPlace with a posted window, for places whose counts are kept (LiveTotals.inPlaces) on a board whose cities are
 * all in the code. The posted facet (the place's slots at every age) comes from the kept counts, and the location facet
 * (the slots within the window by city, and how many are remote) from those LiveTotals keeps by posted class
 * (withinWindow); one pass lists the live slots in the place and within the window, with no count to keep, and the listed
 * slots are counted as a search without filters counts its matches. listInPlaceWithin counts all of it in its pass
 * instead: 'this week in Bengaluru' at 3,000,000 jobs took 22 ms that way and takes 13 through the API (decision 228).
 * Null when the place's counts are not kept or a city is past the code.
 */
function listInKeptPlaceWithin(
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  liveTotals: LiveTotals,
  tally: FacetCounters,
  results: Int32Array,
): number | null {
  if (!slots.citiesInCode) return null;
  const kept = liveTotals.inPlaces(now, placeKeys(chosen));
  if (kept === null) return null;
  const { minPostedClass } = chosen;
  const within = liveTotals.withinWindow(now, minPostedClass);
  const byField = byCityField(placeCells(slots, chosen));
  const count = listWithin(
    slots,
    byField,
    chosen.locationRemote ? 1 : 0,
    slots.postedClassesAt(now),
    minPostedClass,
    results,
  );
  const postedInPlace = new Int32Array(tally.postedHist.length);
  for (const { joint } of kept) for (let cell = 0; cell < joint.length; cell++) postedInPlace[cell & 3] += joint[cell];
  tally.remoteType = addUnfiltered(tally, countListedSlots(slots, now, results, 0, count));
  tally.postedHist.set(postedInPlace);
  tally.cityCounts.set(within.cityCells.subarray(1, tally.cityCounts.length + 1));
  tally.remote = within.remote;
  return count;
}

/** Lists the live slots in the place and within the window (written always, kept when in); returns how many. */
function listWithin(
  slots: JobSlots,
  byField: Uint8Array,
  remoteChosen: number,
  classes: Uint8Array,
  minPostedClass: number,
  results: Int32Array,
): number {
  const { facetCode, alive, size } = slots;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    // A branch: a week is a twelfth of the generated jobs, and a slot outside it reads nothing more (9 ms against 11
    // for a pass without one at 3,000,000 jobs; four slots' classes tested in one 32-bit word took 12).
    if (classes[doc] < minPostedClass) continue;
    const code = facetCode[doc];
    results[count] = doc;
    count += (byField[code >>> CITY_SHIFT] | (remoteChosen & (code >>> 3))) & alive[doc];
  }
  return count;
}

/**
 * countInPlace with a posted window, in one pass over the slots: it lists the live slots in the place and within the
 * window, counts the posted facet (the slots in the place by posted class) and the location facet (the slots within
 * the window by city, and how many are remote), then counts the listed slots as a search without filters counts its
 * matches. Three passes did this before, over every slot twice and over the place's slots once: 'this week in
 * Bengaluru' at 3,000,000 jobs took 27 ms that way, and takes 20 (decision 225). Returns -1, having counted nothing,
 * on a board with a city past the code (the pass reads the code's city field alone, as listInPlace does).
 */
function listInPlaceWithin(
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters,
  results: Int32Array,
): number {
  const byField = byCityField(placeCells(slots, chosen));
  const postedInPlace = new Int32Array(tally.postedHist.length);
  const cityCells = new Int32Array(CITY_OVERFLOW + 1);
  // Cell 1: the remote slots within the window; cell 0 the others.
  const remoteCells = new Int32Array(2);
  const classes = slots.postedClassesAt(now);
  const overflowed = passInPlaceWithin(slots, byField, chosen.locationRemote ? 1 : 0, classes, chosen.minPostedClass, {
    postedInPlace,
    cityCells,
    remoteCells,
    results,
  });
  if (overflowed > CITY_OVERFLOW) return -1;
  let count = 0;
  for (let postedClass = chosen.minPostedClass; postedClass < postedInPlace.length; postedClass++)
    count += postedInPlace[postedClass];
  tally.remoteType = addUnfiltered(tally, countListedSlots(slots, now, results, 0, count));
  tally.postedHist.set(postedInPlace);
  tally.cityCounts.set(cityCells.subarray(1, tally.cityCounts.length + 1));
  tally.remote = remoteCells[1];
  return count;
}

/** What passInPlaceWithin counts and lists into. */
interface InPlaceWithin {
  postedInPlace: Int32Array;
  cityCells: Int32Array;
  remoteCells: Int32Array;
  results: Int32Array;
}

/**
 * listInPlaceWithin's pass, without a branch. Returns the largest city field it read, plus one: past CITY_OVERFLOW
 * when some slot's city is past the code (its only way out, decision 096).
 */
function passInPlaceWithin(
  slots: JobSlots,
  byField: Uint8Array,
  remoteChosen: number,
  classes: Uint8Array,
  minPostedClass: number,
  into: InPlaceWithin,
): number {
  const { facetCode, alive, size } = slots;
  const { postedInPlace, cityCells, remoteCells, results } = into;
  let count = 0;
  let overflowed = 0;
  for (let doc = 0; doc < size; doc++) {
    const code = facetCode[doc];
    const field = code >>> CITY_SHIFT;
    overflowed |= field + 1;
    const live = alive[doc];
    const postedClass = classes[doc];
    const within = +(postedClass >= minPostedClass) & live;
    const remote = (code >>> 3) & 1;
    const inPlace = (byField[field] | (remoteChosen & remote)) & live;
    postedInPlace[postedClass] += inPlace;
    cityCells[field] += within;
    remoteCells[remote] += within;
    results[count] = doc;
    count += inPlace & within;
  }
  return overflowed;
}

/** Whether a location is chosen and nothing else, read from the chosen filters. */
export function onlyLocationChosen(chosen: ChosenFilters): boolean {
  return (
    chosen.anyLocation &&
    !chosen.anyType &&
    chosen.level === null &&
    chosen.category === null &&
    chosen.minSalary === 0 &&
    !chosen.anyPosted &&
    !chosen.anyDeclared
  );
}

/**
 * A word searched in a place alone ('react developer in Pune', the first search of someone looking for work in their
 * city): its live slots are listed in `results` from 0 to `listed` (one-word-scan.ts, with their values in `score`).
 * Keeps in `results` those in the place, or offers them to `best`, and counts the facets into `tally` as a facet
 * counts the jobs that pass every filter but its own: the location facet every listed slot (the word's counts when
 * LiveTotals keeps them, `wordCounts`), every other facet the slots in the place, as a search without filters counts
 * its matches. The general packed loop works out each listed slot's failures and counts each in the facets it may
 * enter instead (decision 222). Needs every city in the code (JobSlots.citiesInCode). Returns how many are in the place.
 */
export function countWordInPlace(
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  wordCounts: UnfilteredHistograms | null,
  tally: FacetCounters | null,
  results: Int32Array,
  listed: number,
  score: SlotScores,
  best: BestMatches | null,
): number {
  const byField = byCityField(placeCells(slots, chosen));
  const remoteChosen = chosen.locationRemote ? 1 : 0;
  // The location facet: from the word's kept counts, else counted in the same pass that keeps the slots in the place
  // (by city cell, which is the code's field while every city is in the code).
  const cells = tally !== null && wordCounts === null ? new Int32Array(slots.cities.labels.length + 1) : null;
  const { facetCode } = slots;
  let count = 0;
  let remote = 0;
  for (let i = 0; i < listed; i++) {
    const slot = results[i];
    const code = facetCode[slot];
    const field = code >>> CITY_SHIFT;
    if (cells !== null) {
      cells[field]++;
      remote += (code >>> 3) & 1;
    }
    // Written behind the reading, kept when in the place.
    results[count] = slot;
    count += byField[field] | (remoteChosen & (code >>> 3));
  }
  if (best !== null) {
    const { posted } = slots;
    for (let i = 0; i < count; i++) {
      const slot = results[i];
      const value = score[slot];
      // The posting time (8 bytes at a random place) is read only for a value that can reach the page.
      if (value >= best.threshold && best.mayEnter(value, posted[slot]) !== 0) best.offer(slot, value);
    }
  }
  if (tally === null) return count;
  tally.remoteType = addUnfiltered(tally, countListedSlots(slots, now, results, 0, count));
  // Set after addUnfiltered, which adds the place's own cities.
  if (wordCounts !== null) {
    tally.cityCounts.set(wordCounts.cityCells.subarray(1));
    tally.remote = remoteIn(wordCounts.joint);
  } else {
    tally.cityCounts.set(cells!.subarray(1));
    tally.remote = remote;
  }
  return count;
}

/**
 * The first step of countWordInPlace for a word with one list ('senior', 'remote'), when the location facet is not
 * counted from the word's slots (the word's counts are kept, or no facets were asked for): only the word's live slots
 * in the place are valued (into `score`) and listed (into `results`), where the word's scan values and lists all of
 * them. 'senior' in the remote jobs at 3,000,000 jobs: 79,000 slots valued instead of 869,000 (decision 230). Returns
 * how many live slots have the word, anywhere, and how many it listed. Needs every city in the code.
 */
export function listWordInPlace(
  word: Expansion,
  slots: JobSlots,
  chosen: ChosenFilters,
  score: SlotScores,
  results: Int32Array,
): { matches: number; listed: number } {
  const byField = byCityField(placeCells(slots, chosen));
  const remoteChosen = chosen.locationRemote ? 1 : 0;
  const { alive, titleWords, facetCode } = slots;
  const { list, factor, words } = word;
  const { docs, masks, length } = list;
  let matches = 0;
  let listed = 0;
  // Without a branch: the postings of the live slots in the place are listed first, then valued.
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    const live = alive[doc];
    const code = facetCode[doc];
    matches += live;
    results[listed] = j;
    listed += (byField[code >>> CITY_SHIFT] | (remoteChosen & (code >>> 3))) & live;
  }
  for (let i = 0; i < listed; i++) {
    const j = results[i];
    const doc = docs[j];
    score[doc] = valueOf(masks[j], factor, words, titleWords, doc);
    results[i] = doc;
  }
  return { matches, listed };
}

/** The places chosen, as LiveTotals.inPlaces names them: each city's cell, and REMOTE_PLACE when 'remote' was chosen. */
function placeKeys(chosen: ChosenFilters): number[] {
  const keys = chosen.locationRemote ? [REMOTE_PLACE] : [];
  chosen.cities?.forEach((isChosen, id) => {
    if (isChosen === 1) keys.push(id + 1);
  });
  return keys;
}

/** Counts into `cityCounts` the cities of the live slots within the posted window; returns how many of them are remote. */
function countPlacesWithin(
  slots: JobSlots,
  classes: Uint8Array,
  minPostedClass: number,
  cityCounts: Int32Array,
): number {
  const { facetCode, city: cityOf, alive, size } = slots;
  const cells = new Int32Array(cityCounts.length + 1);
  let remote = 0;
  for (let doc = 0; doc < size; doc++) {
    if (classes[doc] < minPostedClass || alive[doc] === 0) continue;
    const code = facetCode[doc];
    cells[cityCellOf(code, cityOf, doc)]++;
    remote += (code >>> 3) & 1;
  }
  cityCounts.set(cells.subarray(1));
  return remote;
}

/** By city cell (cityCellOf: 0 for no city, id + 1), 1 when the city was chosen. */
function placeCells(slots: JobSlots, chosen: ChosenFilters): Uint8Array {
  const cells = new Uint8Array(slots.cities.labels.length + 1);
  if (chosen.cities) cells.set(chosen.cities, 1);
  return cells;
}

/**
 * Lists the live slots whose city is chosen, or that are remote when `remoteChosen` is 1 (written always, kept when
 * in). The city is read from the code's field alone, without cityCellOf's test for a city past the code (that test
 * took this pass from 8 to 19 ms at 3,000,000 jobs); a board with such a city is listed again by cityCellOf.
 */
function listInPlace(slots: JobSlots, placeCells: Uint8Array, remoteChosen: number, results: Int32Array): number {
  const byField = byCityField(placeCells);
  const { facetCode, alive, size } = slots;
  let count = 0;
  let overflowed = 0;
  for (let doc = 0; doc < size; doc++) {
    const code = facetCode[doc];
    const field = code >>> CITY_SHIFT;
    overflowed |= field + 1;
    results[count] = doc;
    count += (byField[field] | (remoteChosen & (code >>> 3))) & alive[doc];
  }
  // Past the field's largest value only when some slot's field is CITY_OVERFLOW (all ones).
  if (overflowed > CITY_OVERFLOW) return listInPlaceByCity(slots, placeCells, remoteChosen, results);
  return count;
}

/**
 * `placeCells` by the code's city field (0 for no city, id + 1 as a city cell), with a cell for every value the field
 * can hold: a loop that reads the field alone needs no bound test.
 */
function byCityField(placeCells: Uint8Array): Uint8Array {
  const byField = new Uint8Array(CITY_OVERFLOW + 1);
  byField.set(placeCells.subarray(0, CITY_OVERFLOW));
  return byField;
}

/** listInPlace for a board with a city past the code: each slot's city cell by cityCellOf. */
function listInPlaceByCity(slots: JobSlots, placeCells: Uint8Array, remoteChosen: number, results: Int32Array): number {
  const { facetCode, city: cityOf, alive, size } = slots;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const code = facetCode[doc];
    results[count] = doc;
    count += (placeCells[cityCellOf(code, cityOf, doc)] | (remoteChosen & (code >>> 3))) & alive[doc];
  }
  return count;
}
