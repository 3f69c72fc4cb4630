import { spendLimits } from "../trust";
import { firstErrors } from "../accounts";
import { sql } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { checkResume, readResume, storeResume, type StoredResume, RESUME_MESSAGES, skillsToOffer } from "../resumes";
import { invalidInput } from "../shared/app-error";
import { getProfile, updateProfile, type CandidateProfile } from "./profile.service";
import { PROFILE_MESSAGES, profileSchema } from "./profile.schema";

export interface ProfileSubmission {
  /** The candidate fields: the form's values or the API's 'candidate' JSON. */
  candidate: unknown;
  /** The uploaded resume, if one was sent. */
  file: { bytes: Buffer; name: string } | null;
}

export interface SubmissionResult {
  profile: CandidateProfile;
  resume: StoredResume | null;
  /** Skills of the vocabulary found in the new resume that the profile lacks. */
  offer: string[];
  /** True when a resume was stored but its text could not be read. */
  textUnreadable: boolean;
}

/**
 * One save of the profile page or of POST /api/updateprofile and /api/updateprofiledata
 * (SPEC §5): every check first (fields, then the file by content, then 'resume
 * required unless one exists'), then the resume and the fields in one
 * transaction, so a refused request stores nothing. A refusal is an AppError with field errors:
 * invalid_input (fields, a missing resume), or the file's own (checkResume: too_large, unsupported_type...).
 */
export async function submitProfile(userId: number, submission: ProfileSubmission): Promise<SubmissionResult> {
  const parsed = profileSchema.safeParse(submission.candidate ?? {});
  if (!parsed.success) throw invalidInput(firstErrors(parsed.error), PROFILE_MESSAGES.invalidForm);
  let resume = null;
  if (submission.file) {
    // Uploads are limited per account (issue 27); a spent limit is AppError rate_limited (429, Retry-After).
    await spendLimits(["resumeUploadAccount", userId]);
    resume = await readResume(await checkResume(submission.file));
  } else {
    const current = await getProfile(userId);
    if (!current?.resume) throw invalidInput({ file: RESUME_MESSAGES.required }, RESUME_MESSAGES.requiredToSave);
  }
  const saved = await inTransaction(sql(), async (tx) => {
    const stored = resume ? await storeResume(userId, resume, tx) : null;
    const profile = await updateProfile(userId, parsed.data, tx);
    return { stored, profile };
  });
  const found = saved.stored?.skillsFound ?? null;
  return {
    profile: saved.profile,
    resume: saved.stored,
    offer: found ? skillsToOffer(found, saved.profile.skills) : [],
    textUnreadable: Boolean(saved.stored) && found === null,
  };
}
