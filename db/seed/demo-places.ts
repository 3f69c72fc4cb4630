import { indianCities, worldCities, type City } from "./catalog-data";

/**
 * Where the demo's companies sit, in the proportions of India's startup hiring (decision 183): Bengaluru by far the
 * largest, then Delhi NCR, Mumbai, Pune, Hyderabad and Chennai, a few in other Indian cities and a few abroad.
 * A company's jobs are in its city; the areas are dealt so that these are the jobs' shares (dealAreas).
 */
export interface PlaceShare {
  area: string;
  /** Percent of the jobs. */
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
 * Each company's area, so that the areas' jobs (what a searcher sees) come in the shares above: the companies that post
 * the most (`quotas`, demo-job-quotas.ts) are placed first, each in an area with room for all its jobs, an emptier area
 * the likelier by the company's own roll (0 to 1); the small ones then fill what is left. Every seed thus gives each
 * area its share of the jobs within a few, so Bengaluru leads whatever the seed and whatever its companies' sizes.
 */
export function dealAreas(quotas: readonly number[], rolls: readonly number[]): PlaceShare[] {
  const jobs = quotas.reduce((sum, quota) => sum + quota, 0);
  const total = placeShares.reduce((sum, place) => sum + place.share, 0);
  const room = placeShares.map((place) => (place.share / total) * jobs);
  const areas: PlaceShare[] = [];
  const largestFirst = quotas.map((_, index) => index).sort((a, b) => quotas[b] - quotas[a] || rolls[a] - rolls[b]);
  for (const index of largestFirst) {
    const quota = quotas[index];
    const fitting = room.map((_, area) => area).filter((area) => room[area] > 0 && room[area] >= quota);
    const roomiest = room.indexOf(Math.max(...room));
    const choices = fitting.length > 0 ? fitting : [roomiest];
    const area = pickByRoll(
      choices.map((choice) => ({ value: choice, weight: Math.max(room[choice], 0) })),
      rolls[index],
    );
    room[area] -= quota;
    areas[index] = placeShares[area];
  }
  return areas;
}

/** The item a roll (0 to 1) lands on, each item taking its weight's share of the range. */
export function pickByRoll<T>(items: readonly { value: T; weight: number }[], roll: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = roll * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item.value;
  }
  return items[items.length - 1].value;
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
