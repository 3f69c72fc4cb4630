// core/profiles: a candidate's profile: its fields and skills, and a submission that may carry a résumé. Its door
// (decision 196): the rest of the board imports core/profiles only from here, or from browser.ts, the part a page may
// load in the browser.
export * from "./browser";
export { type ProfileSubmission, submitProfile } from "./profile-submission";
export { PROFILE_SKILLS_MAX, SKILL_MAX_LENGTH } from "./profile.schema";
export {
  addSkills,
  type CandidateProfile,
  getProfile,
  type ResumeSummary,
  skillList,
  updateProfile,
} from "./profile.service";
