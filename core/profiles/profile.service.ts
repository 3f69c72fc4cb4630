import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { inTransaction } from "../../db/transaction";
import { splitName } from "../accounts";
import { PROFILE_SKILLS_MAX, type ProfileInput } from "./profile.schema";

/** The resume's facts (never its bytes): what the profile page and GET /api/profile show. */
export interface ResumeSummary {
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
}

/** A candidate's profile (SPEC §3) as the pages, the API and the recommendations read it. */
export interface CandidateProfile {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  desiredJobTitle: string | null;
  industry: string | null;
  yearsOfExperience: number | null;
  skills: string[];
  location: string | null;
  resume: ResumeSummary | null;
}

/** The stored comma string as a list. */
export function skillList(stored: string | null | undefined): string[] {
  return (stored ?? "")
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** The signed-in user's profile; a user without a profile row (an admin made by hand) gets one from the account. */
export async function getProfile(userId: number, db: Queryable = sql()): Promise<CandidateProfile | null> {
  const rows = await db<Record<string, unknown>[]>`
    SELECT u.id, COALESCE(p.name, u.name, split_part(u.email, '@', 1)) AS name, u.email, p.phone, p.desired_job_title,
           COALESCE(p.preferred_industry, p.industry) AS industry, p.years_of_experience, p.skills, p.preferred_location,
           r.file_name, r.mime_type, r.size, r.uploaded_at
      FROM users u
      LEFT JOIN candidate_profiles p ON p.user_id = u.id
      LEFT JOIN resumes r ON r.user_id = u.id
     WHERE u.id = ${userId}`;
  const row = rows[0];
  if (!row) return null;
  return {
    userId,
    name: row.name as string,
    email: row.email as string,
    phone: (row.phone as string | null) ?? null,
    desiredJobTitle: (row.desired_job_title as string | null) ?? null,
    industry: (row.industry as string | null) ?? null,
    yearsOfExperience: row.years_of_experience == null ? null : Number(row.years_of_experience),
    skills: skillList(row.skills as string | null),
    location: (row.preferred_location as string | null) ?? null,
    resume: row.file_name
      ? {
          fileName: row.file_name as string,
          mimeType: row.mime_type as string,
          size: Number(row.size),
          uploadedAt: new Date(row.uploaded_at as string | Date).toISOString(),
        }
      : null,
  };
}

/**
 * Saves the profile fields given: a field left out keeps its value, an empty one
 * is cleared. The account's name follows the profile's. One transaction.
 */
export async function updateProfile(userId: number, input: ProfileInput, db?: Queryable): Promise<CandidateProfile> {
  const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const changes: Record<string, string | number | null> = { name: input.name };
  const optional: [string, string | number | null | undefined][] = [
    ["phone", orNull(input.phone)],
    ["desired_job_title", orNull(input.desiredjobtitle)],
    ["industry", orNull(input.industry)],
    ["preferred_industry", orNull(input.industry)],
    ["years_of_experience", input.yoexp],
    ["skills", input.skills === undefined ? undefined : input.skills.join(", ") || null],
    ["preferred_location", orNull(input.location)],
  ];
  for (const [column, value] of optional) if (value !== undefined) changes[column] = value;
  const { first, last } = splitName(input.name);
  const write = async (tx: Queryable) => {
    const [user] = await tx<{ email: string }[]>`
      UPDATE users SET name = ${input.name}, first_name = ${first}, last_name = ${last}, updated_at = now() WHERE id = ${userId} RETURNING email`;
    if (!user) throw new Error(`user ${userId} not found`);
    const columns = Object.keys(changes);
    await tx`
      INSERT INTO candidate_profiles ${tx({ user_id: userId, email: user.email, ...changes })}
      ON CONFLICT (user_id) DO UPDATE SET ${tx(changes, ...columns)}, updated_at = now()`;
  };
  if (db) await write(db);
  else await inTransaction(sql(), write);
  return (await getProfile(userId, db))!;
}

/** Adds skills to the profile (the ones offered from a resume), keeping those already there. */
export async function addSkills(userId: number, skills: string[]): Promise<string[]> {
  const profile = await getProfile(userId);
  if (!profile) throw new Error(`user ${userId} not found`);
  const known = new Set(profile.skills.map((skill) => skill.toLowerCase()));
  const merged = [...profile.skills, ...skills.filter((skill) => !known.has(skill.toLowerCase()))].slice(
    0,
    PROFILE_SKILLS_MAX,
  );
  await updateProfile(userId, { name: profile.name, skills: merged });
  return merged;
}
