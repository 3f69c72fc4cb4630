import type { TeamSize } from "../../lib/startup-facts";

/**
 * How many of the demo's jobs each company posts (decision 199): one each, and the rest in proportion to how many
 * people the company hires for, so a 1-10 person startup posts one to three jobs of the demo's 1,200 and a company of
 * 1,000+ some forty. Dealing in turn gave every company about thirteen, a seed-stage team as many as a listed company.
 */
const hiringWeight: Record<TeamSize, number> = {
  "1-10": 1,
  "11-50": 4,
  "51-200": 12,
  "201-500": 25,
  "501-1000": 40,
  "1000+": 60,
};

/** Largest remainder: whole numbers in the shares of `exact`, summing to `total` (ties to the earlier index). */
export function largestRemainder(exact: readonly number[], total: number): number[] {
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let given = counts.reduce((sum, count) => sum + count, 0), next = 0; given < total; given++, next++)
    counts[byRemainder[next % byRemainder.length].index]++;
  return counts;
}

/** Each company's number of jobs, in the companies' order; with fewer jobs than companies, the first companies post one each. */
export function jobQuotas(teamSizes: readonly TeamSize[], jobs: number): number[] {
  if (jobs <= teamSizes.length) return teamSizes.map((_, index) => (index < jobs ? 1 : 0));
  const weights = teamSizes.map((size) => hiringWeight[size]);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const rest = jobs - teamSizes.length;
  return largestRemainder(
    weights.map((weight) => 1 + (rest * weight) / totalWeight),
    jobs,
  );
}

/**
 * The company (its index) of each job, one at a time, in rounds: every company's first job, then the second of those
 * that post two or more, and so on. Streams: it holds the quotas and the companies still dealing, never the jobs.
 */
export function* dealJobs(quotas: readonly number[]): Generator<number> {
  let dealing = quotas.map((_, index) => index).filter((index) => quotas[index] > 0);
  for (let round = 0; dealing.length > 0; round++) {
    for (const index of dealing) yield index;
    dealing = dealing.filter((index) => quotas[index] > round + 1);
  }
}
