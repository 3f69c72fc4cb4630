import { FacetTally, countSlotBySlot, hasFilters, type Scan } from "../facets/facets";
import { chosenFilters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import type { Match } from "../text/matching";
import type { SearchFilters } from "../search.schema";
import { countFiltered } from "./filtered-count";
import { countCategoryGroupFiltered, onlyCategoryAndGroupChosen } from "./category-group-filters";
import { subtractFrom, type LiveTotals } from "./live-totals";
import { countInPlace, onlyPlaceChosen } from "./place-browse";
import { countDeclaredOnly, onlyOneDeclaredWordChosen } from "./declared-only";
import {
  addUnfiltered,
  countUnfilteredSlot,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";

/*
 * Which loop counts a search that is not a one-word scan: the speed-only loops over packed codes (no filter with
 * facets: countUnfiltered; a browse by place alone: place-browse.ts; the declared facets of one word alone:
 * declared-only.ts; other filters: filtered-count.ts) when they apply,
 * else the general loop (facets/facets.ts's countSlotBySlot), which answers every search and which the fast paths'
 * tests compare them with.
 */

/**
 * The slots that match and pass the filters, into `results`, or offered to `best` in Best Match order (then `results`
 * is not written); with the facet counts when asked.
 */
export function filterAndCount(
  slots: JobSlots,
  match: Match | null,
  filters: SearchFilters,
  now: number,
  excludeIds: number[] | undefined,
  wantFacets: boolean,
  results: Int32Array,
  best: BestMatches | null,
  liveTotals: LiveTotals,
): Scan {
  const chosen = chosenFilters(slots, filters, now);
  const excluded = new Set(excludeIds ?? []);
  const anyExcluded = excluded.size > 0;
  const packed = slots.packable;
  const tally = new FacetTally(slots);
  let resultCount = 0;
  const anyFilter = hasFilters(filters);
  if (match !== null && match.mode !== "none" && !anyFilter && wantFacets && packed && !anyExcluded) {
    // The common broad search (words, facets, no filter) in a loop of its own: at a million matching jobs
    // the general loop's per-slot branches and reads cost twice as much (bench/results/search-scale.md).
    // When most candidates match and their word's counts are kept, the candidates that miss are counted instead, and
    // the facets are the word's counts less theirs (as a word in most slots takes every slot's less those it misses).
    const kept = match.base ? liveTotals.ofWord(now, match.base) : null;
    const side = kept !== null && mostCandidatesMatch(match, slots.alive) ? MISSED : MATCHED;
    const histograms = unfilteredHistograms(slots, now);
    resultCount = countUnfiltered(match, slots, results, histograms, best, side);
    if (side === MISSED) subtractFrom(kept!, histograms);
    tally.remoteType = tally.remote = addUnfiltered(tally, histograms);
  } else if (match === null && best === null && wantFacets && packed && !anyExcluded && onlyPlaceChosen(filters)) {
    resultCount = countInPlace(slots, chosen, now, liveTotals, tally, results);
  } else if (match?.mode !== "none" && anyFilter && packed && !anyExcluded && onlyOneDeclaredWordChosen(chosen)) {
    resultCount = countDeclaredOnly(slots, match, chosen, now, wantFacets ? tally : null, results, best);
  } else if (match?.mode !== "none" && anyFilter && packed && slots.citiesInCode && !anyExcluded) {
    // With a category, the group and the posted window alone, and no page kept as it goes, a loop of its own.
    resultCount =
      match !== null && best === null && onlyCategoryAndGroupChosen(chosen)
        ? countCategoryGroupFiltered(slots, match, chosen, now, wantFacets ? tally : null, results)
        : countFiltered(slots, match, chosen, now, wantFacets ? tally : null, results, best);
  } else if (match?.mode !== "none") {
    resultCount = countSlotBySlot(slots, match, chosen, now, anyFilter, excluded, wantFacets, tally, results, best);
  }
  if (!wantFacets) return { results, count: resultCount };
  return { results, count: resultCount, facets: tally.counts() };
}

/** Which live candidates countUnfiltered counts: those that match, or those that do not. */
const MATCHED = 1;
const MISSED = 0;

/**
 * filterAndCount's loop for matched slots without filters, with facets, from the packed codes: how many passed. Counts
 * the live candidates on `side`.
 */
function countUnfiltered(
  match: Match,
  slots: JobSlots,
  results: Int32Array,
  histograms: UnfilteredHistograms,
  best: BestMatches | null,
  side: typeof MATCHED | typeof MISSED,
): number {
  const { candidates, candidateCount, matched, required, score } = match;
  const { facetCode, alive } = slots;
  let resultCount = 0;
  for (let i = 0; i < candidateCount; i++) {
    const doc = candidates[i];
    if (alive[doc] === 0) continue;
    const matches = +(matched[doc] >= required);
    if (matches === 1) {
      resultCount++;
      if (best === null) results[resultCount - 1] = doc;
      else if (score[doc] >= best.threshold) best.offer(doc, score[doc]);
    }
    if (matches === side) countUnfilteredSlot(histograms, facetCode[doc], doc);
  }
  return resultCount;
}

/**
 * Whether more of the live candidates match than miss, from every 64th: either answer counts right, the wrong one
 * only counts more slots.
 */
function mostCandidatesMatch(match: Match, alive: Uint8Array): boolean {
  const { candidates, candidateCount, matched, required } = match;
  let [live, matching] = [0, 0];
  for (let i = 0; i < candidateCount; i += 64) {
    const doc = candidates[i];
    live += alive[doc];
    matching += alive[doc] & +(matched[doc] >= required);
  }
  return matching * 2 > live;
}
