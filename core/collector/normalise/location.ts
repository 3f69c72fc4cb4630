import type { Workplace } from "../collector.schema";
import { cityByName, type KnownCity } from "./city-list";
import { countryCode } from "./countries";
import { cleanTitle, foldForMatching } from "./text";

export interface LocationInput {
  locations: string[];
  addresses?: { locality?: string; region?: string; country?: string; postalCode?: string }[];
  workplace?: Workplace;
}

export interface NormalisedLocation {
  locality: string | null;
  region: string | null;
  country: string;
  postalCode: string | null;
  /** Every location the posting names, so a multi-city job shows them all. */
  address: string | null;
  workplace: Workplace;
}

const DEFAULT_COUNTRY = "IN";
const remotePattern = /\b(remote|anywhere|work from home|wfh|distributed|telecommute)\b/i;
const hybridPattern = /\bhybrid\b/i;

/** The known city named in a piece of text: whole parts first, then runs of up to three words. */
function findCity(text: string): KnownCity | undefined {
  const parts = foldForMatching(text)
    .split(/[,()\-–|/;:]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    const whole = cityByName.get(part);
    if (whole) return whole;
  }
  for (const part of parts) {
    const words = part.split(/\s+/);
    for (let size = Math.min(3, words.length); size >= 1; size -= 1) {
      for (let start = 0; start + size <= words.length; start += 1) {
        const city = cityByName.get(words.slice(start, start + size).join(" "));
        if (city) return city;
      }
    }
  }
  return undefined;
}

function findCountry(text: string): string | undefined {
  const parts = text
    .split(/[,()\-–|/;:]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of [...parts].reverse()) {
    // Two-letter parts only count at the end ("Austin, TX, US"), where they are codes, not words.
    if (part.length === 2 && part !== parts[parts.length - 1]) continue;
    const code = countryCode(part.replace(/^(remote|anywhere)\s+(in\s+)?/i, ""));
    if (code && (part.length > 2 || /^[A-Z]{2}$/.test(part))) return code;
  }
  return undefined;
}

export function normaliseLocation(input: LocationInput): NormalisedLocation {
  const texts = [...new Set(input.locations.map((text) => cleanTitle(text)).filter(Boolean))];
  const places = texts.flatMap((text) => text.split(/\s*(?:;|\||\n|\bor\b|\s&\s)\s*/i)).filter(Boolean);

  let workplace: Workplace = input.workplace ?? "onsite";
  if (!input.workplace) {
    if (texts.some((text) => hybridPattern.test(text))) workplace = "hybrid";
    else if (places.some((place) => remotePattern.test(place))) workplace = "remote";
  }

  let locality: string | null = null;
  let region: string | null = null;
  let country: string | undefined;
  let postalCode: string | null = null;

  for (const address of input.addresses ?? []) {
    const city = address.locality ? findCity(address.locality) : undefined;
    if (!locality && (city || address.locality)) {
      locality = city?.locality ?? cleanTitle(address.locality!);
      region = city?.region ?? (address.region ? cleanTitle(address.region) : null);
      country = countryCode(address.country) ?? city?.country;
      postalCode = address.postalCode?.trim() || null;
    }
    country ??= countryCode(address.country);
  }
  if (!locality) {
    for (const place of places) {
      const city = findCity(place);
      if (city) {
        locality = city.locality;
        region = city.region;
        country ??= city.country;
        break;
      }
    }
  }
  if (!country) {
    for (const place of places) {
      country = findCountry(place);
      if (country) break;
    }
  }
  const addressParts =
    texts.length > 0
      ? texts
      : (input.addresses ?? [])
          .map((a) => [a.locality, a.region, a.country].filter(Boolean).join(", "))
          .filter(Boolean);
  return {
    locality,
    region,
    country: country ?? DEFAULT_COUNTRY,
    postalCode,
    address: addressParts.length > 0 ? addressParts.join("; ").slice(0, 500) : null,
    workplace,
  };
}
