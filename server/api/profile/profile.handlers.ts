import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  submitProfile,
  type ProfileSubmission,
  PROFILE_MESSAGES,
  getProfile,
  type CandidateProfile,
} from "../../../core/profiles";
import { attachmentHeader, deleteResume, resumeForDownload, RESUME_MESSAGES } from "../../../core/resumes";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import { notFound } from "../../../core/shared/app-error";
import type { ApiApp } from "../api-app";
import type { AppEnv } from "../../context";
import {
  deleteResumeRoute,
  downloadResumeRoute,
  getProfileRoute,
  updateProfileDataRoute,
  updateProfileRoute,
} from "./profile.routes";

/** The profile in SPEC §7's shape (name, email, phone, desiredjobtitle, industry, yoexp, skills, resumeurl), plus its resume's facts. */
export function profileResponse(profile: CandidateProfile) {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    desiredjobtitle: profile.desiredJobTitle,
    industry: profile.industry,
    prefindustry: profile.industry,
    yoexp: profile.yearsOfExperience,
    skills: profile.skills.join(", "),
    skillList: profile.skills,
    location: profile.location,
    resumeurl: profile.resume ? `/api/resumes/${profile.userId}` : null,
    resume: profile.resume ? { ...profile.resume, mimeType: profile.resume.mimeType as "application/pdf" } : null,
  };
}

/** The 'candidate' part as JSON; a part that is not JSON is answered as invalid fields. */
function candidateOf(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Saves and answers. A refusal (the fields, the file: 400, 413, 415; a spent upload limit) rises to
 * server/app.ts's onError like every API refusal: `{ message, requestId, errors }` by its kind.
 */
async function answer(c: Context, userId: number, submission: ProfileSubmission) {
  const result = await submitProfile(userId, submission);
  return c.json(
    {
      message: PROFILE_MESSAGES.updated,
      profile: profileResponse(result.profile),
      skillsFound: result.offer,
      ...(result.textUnreadable ? { note: RESUME_MESSAGES.textUnreadable } : {}),
    },
    200,
  );
}

const notJson = "The candidate part must be JSON of the candidate fields";

export const getProfileHandler: RouteHandler<typeof getProfileRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  const profile = await getProfile(session.user.id);
  if (!profile) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  return c.json(profileResponse(profile), 200);
};

export const updateProfile: RouteHandler<typeof updateProfileRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  const { file, candidate } = c.req.valid("form");
  const parsed = candidateOf(candidate);
  if (!parsed.ok)
    return c.json({ message: notJson, errors: { candidate: notJson }, requestId: c.get("requestId") }, 400);
  const bytes = Buffer.from(await file.arrayBuffer());
  return answer(c, session.user.id, { candidate: parsed.value, file: { bytes, name: file.name } });
};

export const updateProfileData: RouteHandler<typeof updateProfileDataRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  const parsed = candidateOf(c.req.valid("form").candidate);
  if (!parsed.ok)
    return c.json({ message: notJson, errors: { candidate: notJson }, requestId: c.get("requestId") }, 400);
  return answer(c, session.user.id, { candidate: parsed.value, file: null });
};

export const downloadResume: RouteHandler<typeof downloadResumeRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  const file = await resumeForDownload(c.req.valid("param").userId, session?.user.id ?? null);
  if (!file) return c.json({ message: RESUME_MESSAGES.noneToDownload, requestId: c.get("requestId") }, 404);
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.content.length),
      "Content-Disposition": attachmentHeader(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
};

export const deleteResumeHandler: RouteHandler<typeof deleteResumeRoute, AppEnv> = async (c) => {
  const session = await apiSession(c);
  if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
  const { userId } = c.req.valid("param");
  if (userId !== session.user.id || !(await deleteResume(userId))) throw notFound(RESUME_MESSAGES.noneToDelete);
  return c.json({ message: RESUME_MESSAGES.deleted }, 200);
};

export function registerProfileRoutes(api: ApiApp): void {
  api.openapi(getProfileRoute, getProfileHandler);
  api.openapi(updateProfileRoute, updateProfile);
  api.openapi(updateProfileDataRoute, updateProfileData);
  api.openapi(downloadResumeRoute, downloadResume);
  api.openapi(deleteResumeRoute, deleteResumeHandler);
}
