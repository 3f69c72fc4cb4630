// core/resumes, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { formatFileSize, RESUME_ACCEPT, RESUME_MAX_BYTES, RESUME_MESSAGES } from "./resume-rules";
export { listInWords } from "./resume-skills";
