import { slugify } from "../../../lib/slug";
import { normalize, toTerm } from "../text/search-text";

/** Keys already worked out: a query tries a key for every run of up to four of its words (slugify is most of the cost). */
const keys = new Map<string, string>();
const MAX_KEPT = 20_000;

/**
 * The key of a city in the index's city dictionary (the location filter's value): its name folded to the term the
 * jobs use, so that 'Bangalore', 'bengaluru' and 'BLR' are one key ('bengaluru'), and 'Gurgaon' is 'gurugram'.
 * One function for the jobs the index files and the places people type.
 */
export function cityKeyOf(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    const folded = normalize(name.trim()).replace(/\s+/g, " ");
    key = folded ? slugify(toTerm(folded)) || slugify(folded) : "";
    if (keys.size >= MAX_KEPT) keys.clear();
    keys.set(name, key);
  }
  return key;
}
