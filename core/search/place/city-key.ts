import { slugify } from "../../../lib/slug";
import { normalize, toTerm } from "../text/search-text";

/**
 * The key of a city in the index's city dictionary (the location filter's value): its name folded to the term the
 * jobs use, so that 'Bangalore', 'bengaluru' and 'BLR' are one key ('bengaluru'), and 'Gurgaon' is 'gurugram'.
 * One function for the jobs the index files and the places people type.
 */
export function cityKeyOf(name: string): string {
  const folded = normalize(name.trim()).replace(/\s+/g, " ");
  return folded ? slugify(toTerm(folded)) || slugify(folded) : "";
}
