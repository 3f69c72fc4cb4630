import { stopWords, words } from "../text/search-text";
import type { SearchFilters } from "../search.schema";
import { cityKeyOf } from "./city-key";

/** The place a search is for: a city key of the location filter, or 'remote'; `known` is false for a place no job was ever filed in. */
export interface SearchPlace {
  value: string;
  label: string;
  /** 'where': the location box (the `where` parameter); 'query': a city named among the keywords. */
  from: "where" | "query";
  known: boolean;
}

/** The cities the index knows, by key (the index's city dictionary). */
export interface CityNames {
  readonly ids: ReadonlyMap<string, number>;
  readonly labels: readonly string[];
}

/** A search with its place taken out of the keywords or the location box and put in the location filter. */
export interface PlacedSearch {
  q: string;
  filters: SearchFilters;
  place: SearchPlace | null;
}

/** Other names of a city beyond search-text's citySynonyms, which fold one word to one word ('delhi' is 'New Delhi' on the board). */
const placeAliases: Record<string, string> = {
  delhi: "new-delhi",
  ncr: "new-delhi",
  "delhi-ncr": "new-delhi",
  nyc: "new-york",
  sf: "san-francisco",
  "bay-area": "san-francisco",
};

const remoteWords = new Set(["remote", "anywhere", "work from home", "wfh"]);

/** Words before a place that only say it is one ('react developer in bengaluru'). */
const placeLeadWords = new Set(["in", "at", "near", "around"]);

/** The longest place name looked for among the keywords, in words ('navi mumbai', 'ho chi minh city'). */
const MAX_PLACE_WORDS = 4;

function cityOf(cities: CityNames, text: string): { value: string; label: string } | null {
  const key = cityKeyOf(text);
  if (!key) return null;
  for (const candidate of [key, placeAliases[key]]) {
    const id = candidate === undefined ? undefined : cities.ids.get(candidate);
    if (id !== undefined) return { value: candidate!, label: cities.labels[id] };
  }
  return null;
}

/** What the location box says, as a place: a known city (by any of its names), 'remote', or the text as typed (which no job is in). */
export function placeOfText(cities: CityNames, typed: string): SearchPlace | null {
  const text = typed.trim();
  if (!text) return null;
  const folded = words(text).join(" ");
  if (remoteWords.has(folded)) return { value: "remote", label: "Remote", from: "where", known: true };
  // 'Bengaluru', 'Bengaluru, Karnataka', 'Bangalore India': the whole text, else its first part, else a city among its words.
  const whole = cityOf(cities, text) ?? cityOf(cities, text.split(",")[0]) ?? cityInWords(cities, words(text))?.city;
  if (whole) return { ...whole, from: "where", known: true };
  return {
    value: cityKeyOf(text) || folded.replace(/\s+/g, "-") || "-",
    label: text.slice(0, 60),
    from: "where",
    known: false,
  };
}

/** The first run of words naming a known city, the longest run first at each position. */
function cityInWords(
  cities: CityNames,
  typed: string[],
): { start: number; end: number; city: { value: string; label: string } } | null {
  for (let start = 0; start < typed.length; start++) {
    for (let length = Math.min(MAX_PLACE_WORDS, typed.length - start); length >= 1; length--) {
      const city = cityOf(cities, typed.slice(start, start + length).join(" "));
      if (city) return { start, end: start + length, city };
    }
  }
  return null;
}

/**
 * The search with its place: the location box's place when it says one, else a city named among the keywords
 * ('backend pune', 'react developer in bengaluru'), taken out of them. The place joins the location filter. A city in
 * the keywords is left as a keyword when a location was already chosen (the filter says where); 'bengaluru' alone is
 * a search for every job in Bengaluru.
 */
export function placeSearch(
  cities: CityNames,
  q: string,
  where: string | undefined,
  filters: SearchFilters,
): PlacedSearch {
  const boxPlace = where ? placeOfText(cities, where) : null;
  if (boxPlace) return { q, filters: withLocation(filters, boxPlace.value), place: boxPlace };
  if (filters.location?.length) return { q, filters, place: null };
  const typed = words(q);
  if (typed.length === 0) return { q, filters, place: null };
  const found = cityInWords(cities, typed);
  if (!found) return { q, filters, place: null };
  const start = found.start > 0 && placeLeadWords.has(typed[found.start - 1]) ? found.start - 1 : found.start;
  const rest = [...typed.slice(0, start), ...typed.slice(found.end)];
  // The words before the city were typed in full: keep the last one whole (not a prefix) when the city came after it.
  // 'jobs in bengaluru': no word left that means anything, so a browse of the place.
  const keywords = rest.every((word) => stopWords.has(word))
    ? ""
    : found.end === typed.length || /\s$/.test(q)
      ? `${rest.join(" ")} `
      : rest.join(" ");
  return {
    q: keywords,
    filters: withLocation(filters, found.city.value),
    place: { ...found.city, from: "query", known: true },
  };
}

function withLocation(filters: SearchFilters, value: string): SearchFilters {
  const location = filters.location ?? [];
  return { ...filters, location: location.includes(value) ? location : [...location, value] };
}
