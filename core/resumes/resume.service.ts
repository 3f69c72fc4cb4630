import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { invalidInput, tooLarge, unsupportedType } from "../shared/app-error";
import { skillsInText } from "./resume-skills";
import { acceptableFileName, withExtension } from "./resume-file-name";
import { resumeKindOf } from "./resume-content";
import { RESUME_MAX_BYTES, RESUME_MESSAGES, RESUME_MIME } from "./resume-rules";
import { resumeText } from "./resume-text";

export interface StoredResume {
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
  /** Vocabulary skills read from the text; null when the text could not be read. */
  skillsFound: string[] | null;
}

/**
 * Every check of an upload, before anything is stored: size, name, content. A refusal is an AppError
 * naming the `file` field: too_large, invalid_input (empty, bad name) or unsupported_type (content).
 */
export async function checkResume(file: { bytes: Buffer; name: string }) {
  const onFile = (message: string) => ({ file: message });
  if (file.bytes.length > RESUME_MAX_BYTES) throw tooLarge(RESUME_MESSAGES.tooLarge, onFile(RESUME_MESSAGES.tooLarge));
  if (file.bytes.length === 0) throw invalidInput(onFile(RESUME_MESSAGES.empty));
  const name = acceptableFileName(file.name);
  if (!name) throw invalidInput(onFile(RESUME_MESSAGES.badName));
  const verdict = await resumeKindOf(file.bytes);
  if (!verdict.ok) throw unsupportedType(verdict.message, onFile(verdict.message));
  return { bytes: file.bytes, kind: verdict.kind, fileName: withExtension(name, verdict.kind) };
}

export type CheckedResume = Awaited<ReturnType<typeof checkResume>>;
export type ReadResume = CheckedResume & { skills: string[] | null };

/** Reads the checked file's text (bounded) and the vocabulary skills it names; null skills when unreadable. */
export async function readResume(checked: CheckedResume): Promise<ReadResume> {
  const text = await resumeText(checked.bytes, checked.kind);
  return { ...checked, skills: text === null ? null : skillsInText(text) };
}

/** Stores (or replaces) the user's one current resume; `db` may be a transaction. */
export async function storeResume(userId: number, checked: ReadResume, db: Queryable = sql()): Promise<StoredResume> {
  const skills = checked.skills;
  const [row] = await db<{ uploaded_at: Date | string }[]>`
    INSERT INTO resumes (user_id, file_name, mime_type, size, content, text_skills)
    VALUES (${userId}, ${checked.fileName}, ${RESUME_MIME[checked.kind]}, ${checked.bytes.length}, ${checked.bytes}, ${skills})
    ON CONFLICT (user_id) DO UPDATE SET file_name = EXCLUDED.file_name, mime_type = EXCLUDED.mime_type, size = EXCLUDED.size,
      content = EXCLUDED.content, text_skills = EXCLUDED.text_skills, uploaded_at = now()
    RETURNING uploaded_at`;
  return {
    fileName: checked.fileName,
    mimeType: RESUME_MIME[checked.kind],
    size: checked.bytes.length,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    skillsFound: skills,
  };
}

export interface ResumeDownload {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/**
 * The resume of `ownerId` for `requesterId`: only the owner gets it; anyone
 * else (and a guest, requesterId null) gets null, exactly as for a missing file,
 * so that nobody learns whether another user has a resume.
 */
export async function resumeForDownload(ownerId: number, requesterId: number | null): Promise<ResumeDownload | null> {
  if (requesterId === null || requesterId !== ownerId) return null;
  const [row] = await sql()<{ file_name: string; mime_type: string; content: Buffer }[]>`
    SELECT file_name, mime_type, content FROM resumes WHERE user_id = ${ownerId}`;
  return row ? { fileName: row.file_name, mimeType: row.mime_type, content: row.content } : null;
}

/** Deletes the user's resume; true when there was one. */
export async function deleteResume(userId: number): Promise<boolean> {
  const rows = await sql()`DELETE FROM resumes WHERE user_id = ${userId} RETURNING user_id`;
  return rows.length > 0;
}

/** The skills read from the current resume (null: none, or unreadable). */
export async function resumeSkills(userId: number): Promise<string[] | null> {
  const [row] = await sql()<
    { text_skills: string[] | null }[]
  >`SELECT text_skills FROM resumes WHERE user_id = ${userId}`;
  return row?.text_skills ?? null;
}
