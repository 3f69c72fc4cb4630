import { cityKeyOf } from "./city-key";
import { placeOfText, type CityNames } from "./search-place";

/** The places a person said they want to work (a candidate profile's preferred location), read as the search reads a place. */
export interface PreferredPlaces {
  /** Known cities by their key (the location filter's value, e.g. 'bengaluru'), with the board's name for each. */
  cities: ReadonlyMap<string, string>;
  /** They named remote work ('Remote', 'Bengaluru or remote', 'WFH'). */
  remote: boolean;
}

export const NO_PREFERRED_PLACES: PreferredPlaces = { cities: new Map(), remote: false };

/** 'Bengaluru or remote', 'Pune / Mumbai', 'Gurgaon; WFH': the parts a person lists places with. */
const PLACE_SEPARATORS = /\s*(?:[,;/|&+]|\bor\b|\band\b)\s*/i;

/**
 * The places in a free-text preference, each part read by the location box's rule (search-place.ts placeOfText:
 * every name of a city, Bangalore = Bengaluru and Gurgaon = Gurugram, and 'remote', 'anywhere', 'wfh'). A part no
 * job was ever filed in ('Karnataka' of 'Bengaluru, Karnataka') is left out; when no part names a city, a city
 * among the whole text's words is taken ('anywhere near bengaluru').
 */
export function preferredPlaces(cities: CityNames, text: string | null | undefined): PreferredPlaces {
  const typed = (text ?? "").trim().slice(0, 200);
  if (!typed) return NO_PREFERRED_PLACES;
  const found = new Map<string, string>();
  let remote = false;
  for (const part of [...typed.split(PLACE_SEPARATORS), typed]) {
    const place = part ? placeOfText(cities, part) : null;
    if (!place?.known) continue;
    if (place.value === "remote") remote = true;
    else if (part !== typed || found.size === 0) found.set(place.value, place.label);
  }
  return { cities: found, remote };
}

/** The board's name of the preferred city a job is in ('Bengaluru' for a job in 'Bangalore'), or null. Remote jobs are in no city (decision 172). */
export function preferredCityOf(
  places: PreferredPlaces,
  job: { isRemote: boolean; addressLocality: string | null },
): string | null {
  if (job.isRemote || !job.addressLocality || places.cities.size === 0) return null;
  return places.cities.get(cityKeyOf(job.addressLocality)) ?? null;
}
