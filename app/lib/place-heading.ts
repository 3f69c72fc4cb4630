import { shownQuery } from "./search-query-text";

interface Place {
  value: string;
  label: string;
}

/**
 * A search with a place, named as a person says it: 'React jobs in Bengaluru', 'Jobs in Pune', 'Remote React jobs',
 * 'Remote jobs'. For the heading, the page title and the empty state alike. The words are the visitor's own, shortened.
 */
export function placeHeading(keywords: string, place: Place): string {
  const shown = shownQuery(keywords);
  if (place.value === "remote") return shown ? `Remote ${shown} jobs` : "Remote jobs";
  return shown ? `${capitalised(shown)} jobs in ${place.label}` : `Jobs in ${place.label}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
