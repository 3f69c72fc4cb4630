import { sql } from "../../db/client";
import { searchIndex, filtersOf } from "../search";
import type { AlertQuery } from "./alerts.schema";
import { REMOTE_LOCATION } from "./alert-options";

/**
 * How many open jobs an alert's search matched among those posted in the last 7 days: the
 * search page's own answer with its 'Last 7 days' filter (or the alert's narrower one).
 */
export async function matchedLastWeek(query: AlertQuery): Promise<number> {
  const index = await searchIndex();
  const placed = index.placeSearch(query.q, query.where, filtersOf(query));
  const filters = { ...placed.filters, posted: query.posted === "24h" ? ("24h" as const) : ("7d" as const) };
  const result = index.cachedSearch({ q: placed.q, filters, offset: 0, limit: query.company ? 5_000 : 1 });
  // Alerts mail only jobs matching every word (decision 080), so the page's closest matches do not count.
  if (result.mode === "partial" || result.mode === "none") return 0;
  if (!query.company) return result.total;
  // The search has no company filter: count the company's jobs among the matches.
  const ids = result.ids;
  const [row] = await sql()<{ count: number }[]>`
    SELECT count(*)::int AS count FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ANY(${ids}::int[]) AND c.slug = ${query.company}`;
  return row.count;
}

/** Each alert with its count, for the My alerts pages. */
export async function withWeeklyCounts<T extends { query: AlertQuery }>(
  alerts: T[],
): Promise<(T & { matchedLastWeek: number })[]> {
  return Promise.all(alerts.map(async (alert) => ({ ...alert, matchedLastWeek: await matchedLastWeek(alert.query) })));
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The choices of the alert edit form: every category, and the board's places, most open jobs first, as the location
 * boxes suggest them (decision 198). Remote is not among the places: the form offers it as its own choice after them.
 */
export async function alertFilterOptions(): Promise<{ categories: FilterOption[]; locations: FilterOption[] }> {
  const categories = await sql()<FilterOption[]>`SELECT slug AS value, name AS label FROM categories ORDER BY name`;
  const facets = (await searchIndex()).cachedSearch({ offset: 0, limit: 1, facets: true }).facets;
  const places = (facets?.location ?? []).filter((place) => place.value !== REMOTE_LOCATION);
  return {
    categories: [...categories],
    locations: places.toSorted((a, b) => b.count - a.count).map(({ value, label }) => ({ value, label })),
  };
}
