/**
 * Recommendations as they were before decision 095, kept only so that bench/recommendations.bench.ts
 * can time them beside today's call under the same load: the profile, the saved jobs and the newest
 * jobs in three reads (in parallel), and the candidates asked of the index by text relevance over
 * every field (all the skills at once, then the first three one by one when few jobs name most of
 * them, then the desired title). The scoring and the page read are today's.
 */
import { sql } from "../db/client";
import {
  type CandidateSignals,
  newestOpenJobIds,
  NEWEST_ASKED,
  recommendFor,
  type Recommendations,
  skillKey,
} from "../core/recommendations";
import { getProfile } from "../core/profiles";
import { canonicalSkill } from "../core/resumes";
import { type SearchIndex, searchIndex } from "../core/search";

const limits = { skills: 120, perSkill: 20, title: 40, recent: 15, total: 160 };

async function signalsBefore(userId: number): Promise<CandidateSignals> {
  const [profile, saved] = await Promise.all([
    getProfile(userId),
    sql()<{ job_id: number; category: string | null; skills: string }[]>`
      SELECT s.job_id, cat.name AS category, j.skills
        FROM saved_jobs s JOIN jobs j ON j.id = s.job_id LEFT JOIN categories cat ON cat.id = j.category_id
       WHERE s.user_id = ${userId} ORDER BY s.created_at DESC LIMIT 500`,
  ]);
  const savedCategories = new Map<string, number>();
  const savedSkills = new Map<string, number>();
  for (const row of saved.slice(0, 50)) {
    if (row.category) savedCategories.set(row.category, (savedCategories.get(row.category) ?? 0) + 1);
    for (const skill of row.skills.split(",")) {
      const key = skillKey(skill);
      if (key) savedSkills.set(key, (savedSkills.get(key) ?? 0) + 1);
    }
  }
  return {
    skills: [...new Set((profile?.skills ?? []).map(canonicalSkill))].slice(0, 50),
    desiredTitle: profile?.desiredJobTitle?.trim() || null,
    yearsOfExperience: profile?.yearsOfExperience ?? null,
    industry: profile?.industry?.trim() || null,
    location: profile?.location?.trim() || null,
    savedIds: saved.map((row) => row.job_id),
    savedCategories,
    savedSkills,
  };
}

function candidatesBefore(index: SearchIndex, signals: CandidateSignals, newestIds: readonly number[]): number[] {
  const excludeIds = signals.savedIds;
  const found = new Set<number>();
  const ask = (q: string, limit: number): number => {
    const result = index.cachedSearch({ q, offset: 0, limit, excludeIds });
    if (result.mode !== "none") for (const id of result.ids) found.add(id);
    return result.mode === "none" ? 0 : result.ids.length;
  };
  if (signals.skills.length && ask(`${signals.skills.join(" ")} `, limits.skills) < limits.skills / 2) {
    for (const skill of signals.skills.slice(0, 3)) ask(`${skill} `, limits.perSkill);
  }
  if (signals.desiredTitle) ask(`${signals.desiredTitle} `, limits.title);
  const saved = new Set(excludeIds);
  for (const id of newestIds.filter((id) => !saved.has(id)).slice(0, limits.recent)) found.add(id);
  return [...found].slice(0, limits.total);
}

/** recommendJobs() as before decision 095 (for a profile with skills or a title, as the benchmark's are). */
export async function recommendJobsBefore(userId: number): Promise<Recommendations> {
  const [signals, index, newestIds] = await Promise.all([
    signalsBefore(userId),
    searchIndex(),
    newestOpenJobIds(NEWEST_ASKED),
  ]);
  return recommendFor(signals, {}, Date.now(), { index, newestIds, candidates: candidatesBefore });
}
