import { useId } from "react";
import { Form } from "react-router";
import type { ResumeSummary } from "../../../core/profiles";
import { formatFileSize, RESUME_ACCEPT, RESUME_MAX_BYTES, RESUME_MESSAGES } from "../../../core/resumes/browser";
import { CsrfField } from "../../lib/csrf";
import { FieldLabel, secondaryButton } from "../auth/fields";

/** The checks a browser can make before sending (the server checks the content again). */
export function clientFileError(file: File | undefined | null): string | undefined {
  if (!file) return undefined;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_MESSAGES.wrongType;
  return undefined;
}

/** The resume file input of the profile form, with the current resume's facts. */
export function ResumeInput({
  resume,
  error,
  onFile,
}: {
  resume: ResumeSummary | null;
  error?: string;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id} label={resume ? "Replace resume" : "Resume"} required={!resume} />
      <input
        id={id}
        type="file"
        name="file"
        accept={RESUME_ACCEPT}
        aria-required={resume ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className={
          "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 " +
          "file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        }
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        PDF, DOC or DOCX, at most 5 MB.
        {resume ? " Leave empty to keep your current resume." : " Required to save your profile."}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The current resume: its name, size and date, download and delete; without one, says so (and offers no Download). */
export function ResumeCard({ resume, resumeUrl }: { resume: ResumeSummary | null; resumeUrl: string | null }) {
  return (
    <section aria-labelledby="resume-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="resume-heading" className="text-base font-semibold text-slate-900">
        Your resume
      </h2>
      {resume && resumeUrl ? (
        <>
          <p className="mt-1 break-all text-sm text-slate-700">
            {resume.fileName} · {formatFileSize(resume.size)} · uploaded{" "}
            {new Date(resume.uploadedAt).toLocaleDateString("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={resumeUrl} className={secondaryButton} download={resume.fileName}>
              Download resume
            </a>
            <Form method="post" replace>
              <CsrfField />
              <button type="submit" name="intent" value="delete-resume" className={secondaryButton}>
                Delete resume
              </button>
            </Form>
          </div>
        </>
      ) : (
        // Nothing to download: no Download button that can only say so (issue 44).
        <p className="mt-1 text-sm text-slate-600">No resume uploaded yet. Upload one below.</p>
      )}
    </section>
  );
}
