import type postgres from "postgres";
import { sql } from "../../db/client";
import { skillList } from "../profiles";
import { canonicalSkill } from "../resumes";
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

interface CandidateRow {
  skills: string | null;
  desired_job_title: string | null;
  industry: string | null;
  years_of_experience: number | null;
  preferred_location: string | null;
  /** The saved jobs (at most 500), most recently saved first, with each one's category and skills at the same position. */
  saved_ids: number[];
  saved_categories: (string | null)[];
  saved_skills: (string | null)[];
  extra: number[] | null;
}

/**
 * The signals of one candidate in one statement (one round trip: on a busy machine every
 * PostgreSQL round trip is a chance to wait for a core): the profile's fields as getProfile reads
 * them (the preferred industry before the industry), the saved jobs' ids, categories and skills,
 * and, when given, another read that does not depend on the candidate (`extra`, an int[] fragment:
 * the newest jobs, newest-jobs.ts), answered alongside.
 */
export async function readCandidate(
  userId: number,
  extra?: postgres.Fragment,
): Promise<{ signals: CandidateSignals; extra: number[] }> {
  const [row] = await sql()<CandidateRow[]>`
    SELECT p.skills, p.desired_job_title, COALESCE(p.preferred_industry, p.industry) AS industry, p.years_of_experience, p.preferred_location,
           saved.ids AS saved_ids, saved.categories AS saved_categories, saved.skills AS saved_skills,
           ${extra ?? sql()`NULL::int[]`} AS extra
      FROM (SELECT ${userId}::int AS user_id) me
      LEFT JOIN candidate_profiles p ON p.user_id = me.user_id
     CROSS JOIN LATERAL (
       SELECT coalesce(array_agg(s.job_id ORDER BY s.created_at DESC, s.job_id DESC), '{}') AS ids,
              coalesce(array_agg(s.category ORDER BY s.created_at DESC, s.job_id DESC), '{}') AS categories,
              coalesce(array_agg(s.skills ORDER BY s.created_at DESC, s.job_id DESC), '{}') AS skills
         FROM (SELECT s.job_id, s.created_at, cat.name AS category, j.skills
                 FROM saved_jobs s JOIN jobs j ON j.id = s.job_id LEFT JOIN categories cat ON cat.id = j.category_id
                WHERE s.user_id = me.user_id ORDER BY s.created_at DESC, s.job_id DESC LIMIT 500) s
     ) saved`;
  return { signals: signalsOf(row), extra: row.extra ?? [] };
}

/** The signals of one candidate (their profile and saved jobs). */
export async function candidateSignals(userId: number): Promise<CandidateSignals> {
  return (await readCandidate(userId)).signals;
}

function signalsOf(row: CandidateRow): CandidateSignals {
  const savedCategories = new Map<string, number>();
  const savedSkills = new Map<string, number>();
  // The 50 most recent saves describe the current taste; all saved ids are excluded.
  const taste = Math.min(50, row.saved_ids.length);
  for (let at = 0; at < taste; at++) {
    const category = row.saved_categories[at];
    if (category) savedCategories.set(category, (savedCategories.get(category) ?? 0) + 1);
    for (const skill of (row.saved_skills[at] ?? "").split(",")) {
      const key = skillKey(skill);
      if (key) savedSkills.set(key, (savedSkills.get(key) ?? 0) + 1);
    }
  }
  return {
    skills: [...new Set(skillList(row.skills).map(canonicalSkill))].slice(0, 50),
    desiredTitle: row.desired_job_title?.trim() || null,
    yearsOfExperience: row.years_of_experience == null ? null : Number(row.years_of_experience),
    industry: row.industry?.trim() || null,
    location: row.preferred_location?.trim() || null,
    savedIds: row.saved_ids,
    savedCategories,
    savedSkills,
  };
}
