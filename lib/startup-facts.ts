/**
 * The facts people choose a startup by (issue 29): the stored value of each, in order, with the label shown.
 * Beneath every layer so that the demo data (db/seed), core's schemas and the pages read one list.
 */
export const FUNDING_STAGES = [
  { value: "bootstrapped", label: "Bootstrapped" },
  { value: "pre-seed", label: "Pre-seed" },
  { value: "seed", label: "Seed" },
  { value: "series-a", label: "Series A" },
  { value: "series-b", label: "Series B" },
  { value: "series-c", label: "Series C" },
  { value: "series-d-plus", label: "Series D and later" },
  { value: "public", label: "Public" },
  { value: "acquired", label: "Acquired" },
] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number]["value"];

export const TEAM_SIZES = [
  { value: "1-10", label: "1-10" },
  { value: "11-50", label: "11-50" },
  { value: "51-200", label: "51-200" },
  { value: "201-500", label: "201-500" },
  { value: "501-1000", label: "501-1,000" },
  { value: "1000+", label: "1,000+" },
] as const;
export type TeamSize = (typeof TEAM_SIZES)[number]["value"];

export const REMOTE_POLICIES = [
  { value: "remote-first", label: "Remote-first" },
  { value: "hybrid", label: "Hybrid" },
  { value: "office-first", label: "Office-first" },
] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number]["value"];

export const WORKPLACES = [
  { value: "onsite", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;
export type Workplace = (typeof WORKPLACES)[number]["value"];

/** Whether a company sponsors work visas (decision 191): its search facet's values; a company that has not said has neither. */
export const VISA_SPONSORSHIP = [
  { value: "yes", label: "Sponsors visas" },
  { value: "no", label: "No visa sponsorship" },
] as const;

/** The values of a list, as the non-empty tuple z.enum takes. */
export function valuesOf<T extends readonly { value: string }[]>(
  list: T,
): [T[number]["value"], ...T[number]["value"][]] {
  const [first, ...rest] = list.map((item): T[number]["value"] => item.value);
  if (first === undefined) throw new Error("valuesOf: an empty list has no values");
  return [first, ...rest];
}

export function labelOf(
  list: readonly { value: string; label: string }[],
  value: string | null | undefined,
): string | null {
  if (!value) return null;
  return list.find((item) => item.value === value)?.label ?? null;
}

/** A stage as people write it ('Series A', 'series a', 'Series E', 'pre seed', 'IPO') to its stored value, else null. */
export function fundingStageOf(text: string | null | undefined): FundingStage | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
  if (/^(bootstrap|self funded|profitable)/.test(words)) return "bootstrapped";
  if (/^pre ?seed|^angel/.test(words)) return "pre-seed";
  if (/^seed/.test(words)) return "seed";
  const series = /^series ([a-z])\b/.exec(words);
  if (series)
    return series[1] === "a"
      ? "series-a"
      : series[1] === "b"
        ? "series-b"
        : series[1] === "c"
          ? "series-c"
          : "series-d-plus";
  if (/^(public|ipo|listed|publicly)/.test(words)) return "public";
  if (/^acquired/.test(words)) return "acquired";
  const exact = FUNDING_STAGES.find(
    (stage) => stage.value === text || stage.label.toLowerCase() === text.toLowerCase(),
  );
  return exact?.value ?? null;
}

/** A head count or range ('35', '11-50', '1,001-5,000', '10000+') to its team size band, else null. */
export function teamSizeOf(text: string | number | null | undefined): TeamSize | null {
  if (text == null || text === "") return null;
  const exact = TEAM_SIZES.find((size) => size.value === text || size.label === text);
  if (exact) return exact.value;
  const numbers = String(text).replace(/,/g, "").match(/\d+/g);
  if (!numbers) return null;
  const people = Number(numbers[numbers.length - 1]);
  if (!Number.isFinite(people) || people <= 0) return null;
  if (people <= 10) return "1-10";
  if (people <= 50) return "11-50";
  if (people <= 200) return "51-200";
  if (people <= 500) return "201-500";
  if (people <= 1000) return "501-1000";
  return "1000+";
}
