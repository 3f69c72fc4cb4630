import { slugify } from "../../lib/slug";
import type { SearchIndex } from "../search";
import type { CandidateSignals } from "./candidate-profile";

/** How many jobs each question to the index brings in; the union is scored on the jobs' real fields. */
export const CANDIDATE_LIMITS = { skills: 120, title: 40, industry: 30, saved: 40, recent: 15, total: 200 } as const;

/**
 * The jobs worth scoring for a candidate, asked of the search index (never a table scan), in the
 * fields the score reads (match-reasons.ts), by walking only those posting lists (decision 095):
 * - the jobs whose skills field names the most of the profile's skills (10 points each in the
 *   score), newest first among equals;
 * - the jobs whose title holds the most of the desired title's words;
 * - the newest of the preferred industry's category, only when there are neither skills nor a
 *   title to ask with (a filter alone visits every job);
 * - the newest jobs (recency, and something to score for a thin profile): given as
 *   `newestIds`, read from PostgreSQL's recent-jobs index with the profile (newest-jobs.ts).
 * - 'more like these': the newest of the categories the candidate saved most (at most three
 *   categories, the most saved first), so that saved jobs bring in jobs the profile alone would not
 *   (issue 33; a filter on one category walks that category's list only);
 * Location and years are scored on the candidates, not asked for. Saved jobs are
 * left out; the index holds open jobs only.
 */
export function candidateJobIds(
  index: SearchIndex,
  signals: CandidateSignals,
  newestIds: readonly number[],
  limits = CANDIDATE_LIMITS,
  now = Date.now(),
): number[] {
  const excludeIds = signals.savedIds;
  const found = new Set<number>();
  if (signals.skills.length)
    for (const id of index.mostInField(signals.skills, "skills", limits.skills, excludeIds, now)) found.add(id);
  if (signals.desiredTitle) {
    const titleWords = signals.desiredTitle.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
    for (const id of index.mostInField(titleWords, "title", limits.title, excludeIds, now)) found.add(id);
  }
  if (signals.industry && !signals.skills.length && !signals.desiredTitle) {
    const result = index.cachedSearch({
      filters: { category: [slugify(signals.industry)] },
      sort: "recent",
      offset: 0,
      limit: limits.industry,
      excludeIds,
    });
    for (const id of result.ids) found.add(id);
  }
  const savedCategories = [...signals.savedCategories].sort((a, b) => b[1] - a[1]).slice(0, 3);
  for (const [category, count] of savedCategories) {
    const share = Math.ceil((limits.saved * count) / savedCategories.reduce((sum, [, n]) => sum + n, 0));
    const result = index.cachedSearch({
      filters: { category: [slugify(category)] },
      sort: "recent",
      offset: 0,
      limit: share,
      excludeIds,
    });
    for (const id of result.ids) found.add(id);
  }
  const saved = new Set(excludeIds);
  for (const id of newestIds.filter((id) => !saved.has(id)).slice(0, limits.recent)) found.add(id);
  return [...found].slice(0, limits.total);
}
