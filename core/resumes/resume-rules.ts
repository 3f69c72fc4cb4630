import { RESUME_MAX_BYTES } from "../shared/constants";

/** The resume rules (SPEC §5, §8, §9) the page, its action and the API share. Browser-safe. */
export const RESUME_MESSAGES = {
  tooLarge: "File size should not exceed 5MB",
  wrongType: "Invalid file type. Please upload a PDF or Word document.",
  required: "Please upload your resume",
  requiredToSave: "Please upload your resume to proceed with saving.",
  empty: "The file is empty. Please choose your resume file.",
  badName: "The file name is not valid. Please rename the file (at most 120 characters, no slashes) and try again.",
  unsafeDocument:
    "This Word document could not be read safely (too many or too large parts). Please save it again or upload a PDF.",
  noneToDownload: "No resume available to download.",
  uploaded: "Resume uploaded.",
  deleted: "Resume deleted.",
  noneToDelete: "There is no resume to delete.",
  textUnreadable: "Your resume was uploaded, but we could not read its text, so no skills could be suggested from it.",
} as const;

export { RESUME_MAX_BYTES };
export const RESUME_FILE_NAME_MAX = 120;
/** What the file input offers; the server decides by content, never by this. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const RESUME_MIME = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ResumeKind = keyof typeof RESUME_MIME;

/** '48 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
