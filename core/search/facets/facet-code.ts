import { PACKED_LAYOUT } from "./built-in-facets";

/**
 * A slot's facet values packed in one 32-bit number (JobSlots.facetCode), so that counting or filtering a slot
 * reads one array instead of six:
 *
 *   bits  0-2   experience level
 *   bit   3     remote
 *   bits  4-6   salary level (how many minimum-salary thresholds the pay reaches)
 *   bits  7-10  job type
 *   bits 11-18  category
 *   bits 19-31  city id + 1 (0: no city; CITY_OVERFLOW: a city past the first 8,190, read from JobSlots.city)
 *
 * Bits 0-10 are the code's "group": with the posted window (two bits below them) they index the joint histogram of a
 * count without filters, so that level, remote, salary and job type take one counter per slot instead of four.
 * The layout is declared in built-in-facets.ts, and the shifts and limits here are derived from it. The hot loops
 * decode with literal shifts and masks (a constant read in a loop of 100,000 slots is not free);
 * built-in-facets.test.ts fails when one disagrees with the declaration. A change of layout is a new snapshot format
 * (snapshot-format.ts).
 */
const { level, remote, salaryLevel, type, category, city } = PACKED_LAYOUT;
const LEVEL_SHIFT = level.shift;
const REMOTE_SHIFT = remote.shift;
const SALARY_SHIFT = salaryLevel.shift;
export const TYPE_SHIFT = type.shift;
const CATEGORY_SHIFT = category.shift;
export const CITY_SHIFT = city.shift;
const MAX_LEVEL = level.mask;
const MAX_SALARY_LEVEL = salaryLevel.mask;
const MAX_TYPES = type.mask + 1;
export const MAX_CATEGORIES = category.mask + 1;
export const CITY_OVERFLOW = city.mask;

/** Whether the values fit their bits; when one does not, the index reads the separate arrays (JobSlots.packable). */
export function fitsFacetCode(categoryId: number, typeId: number, levelId: number, salaryLevelId: number): boolean {
  return (
    categoryId >= 0 &&
    categoryId < MAX_CATEGORIES &&
    typeId >= 0 &&
    typeId < MAX_TYPES &&
    levelId >= 0 &&
    levelId <= MAX_LEVEL &&
    salaryLevelId >= 0 &&
    salaryLevelId <= MAX_SALARY_LEVEL
  );
}

export function packFacetCode(
  categoryId: number,
  typeId: number,
  levelId: number,
  isRemote: number,
  salaryLevelId: number,
  cityId: number,
): number {
  const cityField = Math.min(cityId + 1, CITY_OVERFLOW);
  return (
    (levelId << LEVEL_SHIFT) |
    (isRemote << REMOTE_SHIFT) |
    (salaryLevelId << SALARY_SHIFT) |
    (typeId << TYPE_SHIFT) |
    (categoryId << CATEGORY_SHIFT) |
    (cityField << CITY_SHIFT) |
    0
  );
}

/** The city field of a code as the index of a per-city cell (0: no city, id + 1: the city). */
export function cityCellOf(code: number, cityOf: Int32Array, slot: number): number {
  const field = code >>> CITY_SHIFT;
  return field !== CITY_OVERFLOW ? field : cityOf[slot] + 1;
}
