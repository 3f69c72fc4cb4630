import { slugify } from "../../lib/slug";
import type { SearchIndex } from "../search/search-index";
import type { CandidateSignals } from "./candidate-profile";

/** How many jobs each question to the index brings in; the union is scored on the jobs' real fields. */
export const CANDIDATE_LIMITS = { skills: 120, perSkill: 20, title: 40, industry: 30, recent: 15, total: 160 } as const;

/**
 * The jobs worth scoring for a candidate, asked of the search index (never a
 * table scan), in as few questions as possible (each walks the posting lists of
 * its words; measured in bench/recommendations.bench.ts):
 * - all their skills together: the index ranks the jobs naming the most of them first
 *   (and when few jobs name that many, the first three skills one by one);
 * - the desired job title;
 * - the newest of the preferred industry's category, only when there are neither
 *   skills nor a title to ask with (a filter alone visits every job);
 * - the newest jobs (recency, and something to score for a thin profile): given as
 *   `newestIds`, read from PostgreSQL's recent-jobs index beside the profile (newest-jobs.ts).
 * Location, years and saved jobs are scored on the candidates, not asked for.
 * Saved jobs are left out; the index holds open jobs only. A trailing space keeps
 * the last word from being read as a prefix still being typed.
 */
export function candidateJobIds(index: SearchIndex, signals: CandidateSignals, newestIds: readonly number[], limits = CANDIDATE_LIMITS): number[] {
  const excludeIds = signals.savedIds;
  const found = new Set<number>();
  const ask = (query: { q?: string; filters?: { category: string[] }; sort?: "recent" }, limit: number): number => {
    const result = index.cachedSearch({ ...query, offset: 0, limit, excludeIds });
    if (result.mode !== "none") for (const id of result.ids) found.add(id);
    return result.mode === "none" ? 0 : result.ids.length;
  };
  if (signals.skills.length) {
    // Few jobs name the most skills: the first three skills one by one fill the list (a job with 2 of 10 still counts).
    if (ask({ q: `${signals.skills.join(" ")} ` }, limits.skills) < limits.skills / 2) {
      for (const skill of signals.skills.slice(0, 3)) ask({ q: `${skill} ` }, limits.perSkill);
    }
  }
  if (signals.desiredTitle) ask({ q: `${signals.desiredTitle} ` }, limits.title);
  if (signals.industry && !signals.skills.length && !signals.desiredTitle) ask({ filters: { category: [slugify(signals.industry)] }, sort: "recent" }, limits.industry);
  const saved = new Set(excludeIds);
  for (const id of newestIds.filter((id) => !saved.has(id)).slice(0, limits.recent)) found.add(id);
  return [...found].slice(0, limits.total);
}
