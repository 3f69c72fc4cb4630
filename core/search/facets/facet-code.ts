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
 * The hot loops decode with literal shifts and masks (a constant read in a loop of 100,000 slots is not free);
 * this header is what they follow, and a change here is a new snapshot format (snapshot-format.ts).
 */
export const TYPE_SHIFT = 7;
const CATEGORY_SHIFT = 11;
export const CITY_SHIFT = 19;
const MAX_TYPES = 16;
export const MAX_CATEGORIES = 256;
export const CITY_OVERFLOW = 0x1fff;

/** Whether the values fit their bits; when one does not, the index reads the separate arrays (JobSlots.packable). */
export function fitsFacetCode(category: number, type: number, level: number, salaryLevel: number): boolean {
  return category >= 0 && category < MAX_CATEGORIES && type >= 0 && type < MAX_TYPES && level >= 0 && level <= 7 && salaryLevel >= 0 && salaryLevel <= 7;
}

export function packFacetCode(category: number, type: number, level: number, remote: number, salaryLevel: number, city: number): number {
  const cityField = Math.min(city + 1, CITY_OVERFLOW);
  return (level | (remote << 3) | (salaryLevel << 4) | (type << TYPE_SHIFT) | (category << CATEGORY_SHIFT) | (cityField << CITY_SHIFT)) | 0;
}

/** The city field of a code as the index of a per-city cell (0: no city, id + 1: the city). */
export function cityCellOf(code: number, cityOf: Int32Array, slot: number): number {
  const field = code >>> CITY_SHIFT;
  return field !== CITY_OVERFLOW ? field : cityOf[slot] + 1;
}
