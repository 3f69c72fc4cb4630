import { shownQuery } from "./search-query-text";

interface Place {
  value: string;
  label: string;
}

/**
 * A search with a place, named as a person says it: 'React jobs in Bengaluru', 'Jobs in Pune', 'Remote React jobs',
 * 'Remote jobs'. For the heading, the page title and the empty state alike. The words are the visitor's own, shortened.
 *
 * When no job in the place has every word (`mode` 'partial') the page lists the closest matches there, under the plain
 * line that there are none: the heading says so ('Closest matches to “react developer” in Kochi') rather than claim
 * 'React developer jobs in Kochi' above jobs that are not.
 */
export function placeHeading(keywords: string, place: Place, mode?: string): string {
  const shown = shownQuery(keywords);
  if (mode === "partial" && shown)
    return place.value === "remote"
      ? `Closest matches to “${shown}” among remote jobs`
      : `Closest matches to “${shown}” in ${place.label}`;
  if (place.value === "remote") return shown ? `Remote ${shown} jobs` : "Remote jobs";
  return shown ? `${capitalised(shown)} jobs in ${place.label}` : `Jobs in ${place.label}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
