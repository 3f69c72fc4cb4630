import { sql } from "../../db/client";
import type { JobView } from "../jobs";

/** The fields of a job that a match is scored on (a JobView has them all). */
export type MatchableJob = Pick<
  JobView,
  | "id"
  | "title"
  | "skills"
  | "category"
  | "minexp"
  | "maxexp"
  | "isRemote"
  | "addressLocality"
  | "datePosted"
  | "status"
>;

/**
 * The scoring fields of the jobs the index named: one primary-key read of small
 * columns (no descriptions, no joins but the category), so that scoring 150
 * candidates costs a few milliseconds; the page's 10 jobs are then read whole.
 */
export async function jobFacts(ids: number[]): Promise<MatchableJob[]> {
  if (ids.length === 0) return [];
  const rows = await sql()<
    {
      id: number;
      title: string;
      skills: string;
      category: string | null;
      min_experience: number | null;
      max_experience: number | null;
      workplace: string;
      locality: string | null;
      date_posted: string;
      status: "open" | "closed";
    }[]
  >`
    SELECT j.id, j.title, j.skills, cat.name AS category, j.min_experience, j.max_experience, j.workplace, j.locality,
           to_json(j.date_posted) #>> '{}' AS date_posted, j.status
      FROM jobs j LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.id = ANY(${ids}::int[]) AND j.deleted_at IS NULL`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    skills: row.skills,
    category: row.category ?? "Other",
    minexp: row.min_experience,
    maxexp: row.max_experience,
    isRemote: row.workplace === "remote",
    addressLocality: row.locality,
    datePosted: row.date_posted,
    status: row.status,
  }));
}
