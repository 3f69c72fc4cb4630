import { sql } from "../../db/client";
import { getProfile } from "../profiles/profile.service";
import { canonicalSkill } from "../profiles/resume-skills";
import { skillKey } from "./skill-key";

/** What the ranking reads of a candidate: the profile's signals and what they saved. */
export interface CandidateSignals {
  /** Profile skills in the vocabulary's spelling. */
  skills: string[];
  desiredTitle: string | null;
  yearsOfExperience: number | null;
  industry: string | null;
  /** 'Remote', or a city. */
  location: string | null;
  savedIds: number[];
  /** Categories and skills of the saved jobs, with how often each occurs ('more like these'). */
  savedCategories: Map<string, number>;
  savedSkills: Map<string, number>;
}

/** True when nothing in the profile can rank jobs: the newest jobs are shown with a prompt instead. */
export function isEmptyProfile(signals: CandidateSignals): boolean {
  return !signals.skills.length && !signals.desiredTitle && !signals.industry && signals.savedIds.length === 0;
}

/** The signals of one candidate: one profile read and one read of their saved jobs' category and skills. */
export async function candidateSignals(userId: number): Promise<CandidateSignals> {
  const [profile, saved] = await Promise.all([
    getProfile(userId),
    sql()<{ job_id: number; category: string | null; skills: string }[]>`
      SELECT s.job_id, cat.name AS category, j.skills
        FROM saved_jobs s JOIN jobs j ON j.id = s.job_id LEFT JOIN categories cat ON cat.id = j.category_id
       WHERE s.user_id = ${userId} ORDER BY s.created_at DESC LIMIT 500`,
  ]);
  const savedCategories = new Map<string, number>();
  const savedSkills = new Map<string, number>();
  // The 50 most recent saves describe the current taste; all saved ids are excluded.
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
