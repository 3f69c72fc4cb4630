import type { CandidateSignals } from "./candidate-profile";
import { skillKey } from "./skill-key";

/** What the candidate's applications tell the ranking (core/applications' applicationSignals). */
export interface ApplicationTaste {
  /** Jobs applied to or marked not interested: never recommended. */
  excludeIds: number[];
  /** Titles, skills and categories of the jobs applied to, most recent first. */
  titles: string[];
  skills: string[];
  categories: string[];
}

/**
 * Issue 30: the jobs a candidate applied to or marked not interested are left out like saved ones, and
 * the applied jobs' skills and categories count like a saved job's ('more like these'); their most
 * recent title stands in for a desired title the profile lacks. Kept apart from the saved-jobs signals
 * (candidate-profile.ts), which it only adds to.
 */
export function withApplications(signals: CandidateSignals, taste: ApplicationTaste): CandidateSignals {
  if (taste.excludeIds.length === 0) return signals;
  const savedSkills = new Map(signals.savedSkills);
  for (const skill of taste.skills) {
    const key = skillKey(skill);
    if (key) savedSkills.set(key, (savedSkills.get(key) ?? 0) + 1);
  }
  const savedCategories = new Map(signals.savedCategories);
  for (const category of taste.categories) savedCategories.set(category, (savedCategories.get(category) ?? 0) + 1);
  return {
    ...signals,
    desiredTitle: signals.desiredTitle ?? taste.titles[0]?.trim() ?? null,
    savedIds: [...new Set([...signals.savedIds, ...taste.excludeIds])],
    savedSkills,
    savedCategories,
  };
}
