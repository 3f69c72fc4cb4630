import { isIn, type ChosenFilters, type FacetCounters } from "../facets/chosen-filters";
import { CITY_SHIFT, MAX_CATEGORIES, TYPE_SHIFT } from "../facets/facet-code";
import type { JobSlots } from "../facets/job-slots";
import { Counter, zeroedCounter } from "../facets/scratch-counters";
import { addJointCells, countPassingWords, failureTables, type MatchedSlots } from "./filtered-count";

/*
 * A match's candidates with filters on the category, the code's group (job type, level, a salary bucket) and the
 * posted window alone ('product manager' in Product Management at level Senior). A facet counts the jobs that pass
 * every filter but its own, so:
 * - the category facet counts the jobs that pass the group and window;
 * - the type, level, salary and posted facets are read from one joint count of the jobs in a chosen category by group
 *   and posted class (addJointCells), since whether a job fails those filters is known from that cell;
 * - the city and declared facets count the jobs that pass.
 * So each candidate takes two table reads for whether it passes and three increments made without a branch, where
 * countFiltered works out each failure and counts a job only when it fails at most one filter, behind a branch that
 * half the candidates take either way: 'product manager' with a category and a level (1,050,000 candidates at
 * 3,000,000 jobs) took 18-28 ms through it (decision 233).
 */

/** Whether the filters chosen are on the category, the group and the posted window alone (a salary only at a bucket). */
export function onlyCategoryAndGroupChosen(chosen: ChosenFilters): boolean {
  return (
    chosen.category !== null &&
    !chosen.anyLocation &&
    !chosen.anyDeclared &&
    (chosen.minSalary === 0 || chosen.minSalaryLevel > 0)
  );
}

/** Counted into when no facets are asked for. */
const uncountedCategories = new Int32Array(MAX_CATEGORIES);

/** countFiltered for such filters, its page listed into `results` (which may be the candidates). Returns how many passed. */
export function countCategoryGroupFiltered(
  slots: JobSlots,
  match: MatchedSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  results: Int32Array,
): number {
  const tables = failureTables(slots, chosen);
  const groupPasses = Uint8Array.from(tables.group, (fails) => +((fails & 0xff) === 0));
  const postedPasses = Uint8Array.from(tables.posted, (fails) => +(fails === 0));
  const categoryPasses = new Uint8Array(MAX_CATEGORIES);
  for (let id = 0; id < MAX_CATEGORIES; id++) categoryPasses[id] = +isIn(chosen.category!, id);
  const joint = zeroedCounter(Counter.filteredJoint, Math.max(1, slots.jobTypes.labels.length) << (TYPE_SHIFT + 5));
  const cityCells = zeroedCounter(Counter.filteredCity, slots.cities.labels.length + 1);
  const categories = tally?.categoryCounts ?? uncountedCategories;
  const count = passCandidates(
    slots,
    match,
    slots.postedClassesAt(now),
    categoryPasses,
    groupPasses,
    postedPasses,
    joint,
    categories,
    cityCells,
    results,
  );
  if (tally === null) return count;
  countPassingWords(slots.declaredWords, tally.declaredJoints, results, 0, count);
  for (let id = 0; id < tally.cityCounts.length; id++) tally.cityCounts[id] += cityCells[id + 1];
  addJointCells(joint, tables, tally);
  return count;
}

/** The pass; returns how many candidates passed (its only way out: decision 096). */
function passCandidates(
  slots: JobSlots,
  match: MatchedSlots,
  postedClassOf: Uint8Array,
  categoryPasses: Uint8Array,
  groupPasses: Uint8Array,
  postedPasses: Uint8Array,
  joint: Int32Array,
  categories: Int32Array,
  cities: Int32Array,
  results: Int32Array,
): number {
  const { alive, facetCode } = slots;
  const { candidates, candidateCount, matched, required } = match;
  let count = 0;
  for (let i = 0; i < candidateCount; i++) {
    const doc = candidates[i];
    if ((matched !== null && matched[doc] < required) || alive[doc] === 0) continue;
    const code = facetCode[doc];
    const group = code & 0x7ff;
    const postedClass = postedClassOf[doc];
    const category = (code >>> 11) & 0xff;
    const inCategory = categoryPasses[category];
    const inGroup = groupPasses[group] & postedPasses[postedClass];
    // The cell as addJointCells reads it: group and posted class, no failure outside them.
    joint[(group << 5) | (postedClass << 3)] += inCategory;
    categories[category] += inGroup;
    const passes = inGroup & inCategory;
    cities[code >>> CITY_SHIFT] += passes;
    // Written always, kept when it passes: no branch.
    results[count] = doc;
    count += passes;
  }
  return count;
}
