// core/resumes: Résumé files: their checks, storage, text and the skills found in them, and downloads. Its door
// (decision 196): the rest of the board imports core/resumes only from here, or from browser.ts, the part a page may
// load in the browser.
export * from "./browser";
export { attachmentHeader } from "./resume-file-name";
export { canonicalSkill, isVocabularySkill, skillsToOffer } from "./resume-skills";
export {
  checkResume,
  deleteResume,
  readResume,
  resumeForDownload,
  type StoredResume,
  storeResume,
} from "./resume.service";
