import { answerAppError } from "./app-error.server";
import { data, redirect } from "react-router";
import { submitProfile, PROFILE_MESSAGES, addSkills, getProfile } from "../../core/profiles";
import { isVocabularySkill, listInWords, deleteResume, RESUME_MESSAGES } from "../../core/resumes";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "./csrf.server";
import { readForm } from "./form.server";
import { requireUser } from "./session.server";

/** What the profile page's action answers: messages, field errors, the values sent back, skills to offer. */
export interface ProfileActionData {
  formError?: string;
  success?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  offer?: string[];
  note?: string;
}

const fieldNames = ["name", "phone", "desiredjobtitle", "industry", "yoexp", "skills", "location"] as const;

/** /profile and /dashboard/profile: the profile with its resume's facts. */
export async function profileLoader(request: Request) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  if (!profile) throw new Response(PROFILE_MESSAGES.loadFailed, { status: 500 });
  return { profile, resumeUrl: profile.resume ? `/api/resumes/${user.id}` : null };
}

/** The profile form (multipart, works without JavaScript), 'add these skills' and 'delete my resume'. */
export async function profileAction(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return data<ProfileActionData>({ formError: CSRF_FAILED_MESSAGE }, { status: 403 });
  const intent = form.get("intent");

  if (intent === "delete-resume") {
    const deleted = await deleteResume(user.id);
    return deleted
      ? { success: RESUME_MESSAGES.deleted }
      : data<ProfileActionData>({ formError: RESUME_MESSAGES.noneToDownload }, { status: 404 });
  }

  if (intent === "download-resume") {
    const profile = await getProfile(user.id);
    if (profile?.resume) throw redirect(`/api/resumes/${user.id}`);
    return data<ProfileActionData>({ formError: RESUME_MESSAGES.noneToDownload }, { status: 404 });
  }

  if (intent === "add-skills") {
    const skills = form
      .getAll("skill")
      .filter((value): value is string => typeof value === "string" && isVocabularySkill(value))
      .slice(0, 50);
    if (skills.length === 0)
      return data<ProfileActionData>({ formError: "Choose at least one skill to add." }, { status: 400 });
    await addSkills(user.id, skills);
    return { success: `Added ${listInWords(skills)} to your skills.` };
  }

  const values = Object.fromEntries(fieldNames.map((name) => [name, String(form.get(name) ?? "").slice(0, 5_000)]));
  const upload = form.get("file");
  const file =
    upload instanceof File && (upload.size > 0 || upload.name)
      ? { bytes: Buffer.from(await upload.arrayBuffer()), name: upload.name }
      : null;
  let result: Awaited<ReturnType<typeof submitProfile>>;
  try {
    result = await submitProfile(user.id, { candidate: values, file });
  } catch (error) {
    // The message names the problem: the file's own, PROFILE_MESSAGES.invalidForm for the fields, or a spent upload limit.
    return answerAppError<ProfileActionData>(error, (refusal) => ({
      formError: refusal.message,
      errors: refusal.fieldErrors ?? {},
      values,
    }));
  }
  return {
    success: PROFILE_MESSAGES.updated,
    offer: result.offer,
    note: result.textUnreadable ? RESUME_MESSAGES.textUnreadable : undefined,
  } satisfies ProfileActionData;
}
