import { indianCities, worldCities, type City } from "./catalog-data";

/**
 * Where the demo's companies sit, in the proportions of India's startup hiring (decision 183): Bengaluru by far the
 * largest, then Delhi NCR, Mumbai, Pune, Hyderabad and Chennai, a few in other Indian cities and a few abroad.
 * A company's jobs are in its city, so these are the jobs' shares too.
 */
export interface PlaceShare {
  area: string;
  /** Percent of the companies. */
  share: number;
  /** The cities of the area, each with its weight inside it. */
  cities: readonly { locality: string; weight: number }[];
}

export const placeShares: readonly PlaceShare[] = [
  { area: "Bengaluru", share: 36, cities: [{ locality: "Bengaluru", weight: 1 }] },
  {
    area: "Delhi NCR",
    share: 20,
    cities: [
      { locality: "Gurugram", weight: 5 },
      { locality: "New Delhi", weight: 3 },
      { locality: "Noida", weight: 2 },
    ],
  },
  { area: "Mumbai", share: 13, cities: [{ locality: "Mumbai", weight: 1 }] },
  { area: "Pune", share: 8, cities: [{ locality: "Pune", weight: 1 }] },
  { area: "Hyderabad", share: 8, cities: [{ locality: "Hyderabad", weight: 1 }] },
  { area: "Chennai", share: 5, cities: [{ locality: "Chennai", weight: 1 }] },
  {
    area: "Other Indian cities",
    share: 3,
    cities: ["Kolkata", "Ahmedabad", "Jaipur", "Kochi"].map((locality) => ({ locality, weight: 1 })),
  },
  { area: "Abroad", share: 7, cities: worldCities.map(({ locality }) => ({ locality, weight: 1 })) },
];

/**
 * One card per company, each naming an area, in the shares above rounded by largest remainder: drawing the cards
 * without replacement gives every seed the same counts per area, so Bengaluru leads whatever the seed.
 */
export function placeDeck(companies: number): PlaceShare[] {
  const total = placeShares.reduce((sum, place) => sum + place.share, 0);
  const exact = placeShares.map((place) => (place.share / total) * companies);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let given = counts.reduce((sum, count) => sum + count, 0), next = 0; given < companies; given++, next++)
    counts[byRemainder[next % byRemainder.length].index]++;
  return placeShares.flatMap((place, index) => Array.from({ length: counts[index] }, () => place));
}

const allCities = [...indianCities, ...worldCities];

export function cityNamed(locality: string): City {
  const city = allCities.find((candidate) => candidate.locality === locality);
  if (!city) throw new Error(`demo-places: no city named ${locality}`);
  return city;
}

/** The area each locality belongs to ('Gurugram' to 'Delhi NCR'), for the demo's test. */
export function areaOf(locality: string): string | null {
  return placeShares.find((place) => place.cities.some((city) => city.locality === locality))?.area ?? null;
}
