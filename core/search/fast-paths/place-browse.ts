import { CITY_OVERFLOW, CITY_SHIFT, cityCellOf } from "../facets/facet-code";
import { hasFilters } from "../facets/facets";
import type { ChosenFilters, FacetCounters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { SearchFilters } from "../search.schema";
import { addUnfiltered, countUnfilteredSlot, unfilteredHistograms } from "./unfiltered-histograms";
import type { LiveTotals } from "./live-totals";

/*
 * A browse by place alone ('bangalore' in the search box, or a city in the location box, and nothing else): the first
 * search of someone looking for work in their city. A facet counts the jobs that pass every filter but its own, so with
 * the place the only filter the location facet counts every live job (LiveTotals keeps those counts), and every other
 * facet counts the jobs in the place. One pass tests each slot's city alone and lists the slots there; they are counted
 * as a search without filters counts its matches. The general packed loop (filtered-count.ts) works out six failures a
 * slot and counts the slots that fail only the place too: at 3,000,000 jobs the search 'bangalore' (a third of the
 * jobs) took 70 ms through it and takes 30 this way (decision 215). When jobs have changed since the last search, the
 * totals take one more pass over the slots, as they do for a word in most jobs.
 */

/** Whether a location is the one filter chosen. */
export function onlyPlaceChosen(filters: SearchFilters): boolean {
  return (filters.location?.length ?? 0) > 0 && !hasFilters({ ...filters, location: undefined });
}

/**
 * The live slots in the chosen place into `results`, and the facets into `tally`: the location facet from every live
 * job's counts, the others from the slots listed. Returns how many were listed.
 */
export function countInPlace(
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  liveTotals: LiveTotals,
  tally: FacetCounters,
  results: Int32Array,
): number {
  const count = listInPlace(slots, placeCells(slots, chosen), chosen.locationRemote ? 1 : 0, results);
  const inPlace = unfilteredHistograms(slots, now);
  const { facetCode } = slots;
  for (let i = 0; i < count; i++) countUnfilteredSlot(inPlace, facetCode[results[i]], results[i]);
  tally.remoteType = addUnfiltered(tally, inPlace);
  // The location facet: every live job, as if no place had been chosen. The totals are read only (LiveTotals.at).
  const everywhere = liveTotals.at(now);
  tally.cityCounts.set(everywhere.cityCells.subarray(1));
  tally.remote = remoteIn(everywhere.joint);
  return count;
}

/** By city cell (cityCellOf: 0 for no city, id + 1), 1 when the city was chosen. */
function placeCells(slots: JobSlots, chosen: ChosenFilters): Uint8Array {
  const cells = new Uint8Array(slots.cities.labels.length + 1);
  if (chosen.cities) for (let id = 0; id < slots.cities.labels.length; id++) cells[id + 1] = chosen.cities[id] ?? 0;
  return cells;
}

/**
 * Lists the live slots whose city is chosen, or that are remote when `remoteChosen` is 1 (written always, kept when
 * in). The city is read from the code's field alone, without cityCellOf's test for a city past the code (that test
 * took this pass from 8 to 19 ms at 3,000,000 jobs); a board with such a city is listed again by cityCellOf.
 */
function listInPlace(slots: JobSlots, placeCells: Uint8Array, remoteChosen: number, results: Int32Array): number {
  const byField = new Uint8Array(CITY_OVERFLOW + 1);
  byField.set(placeCells.subarray(0, CITY_OVERFLOW));
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

/** How many jobs a joint histogram of unfiltered counts holds that are remote (addUnfiltered's remote bit). */
function remoteIn(joint: Int32Array): number {
  let remote = 0;
  for (let cell = 0; cell < joint.length; cell++) if ((cell & 0x20) !== 0) remote += joint[cell];
  return remote;
}
