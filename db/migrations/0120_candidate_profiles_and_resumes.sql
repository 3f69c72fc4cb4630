-- Candidate profiles (issue 9): the editable profile and one current resume per user.
-- The resume file moves out of candidate_profiles into a table of its own, held in
-- PostgreSQL (every server process and every backup has it); the old path columns
-- were never written by any code.
ALTER TABLE candidate_profiles
  DROP COLUMN resume_path,
  DROP COLUMN resume_file_name,
  DROP COLUMN resume_mime_type,
  DROP COLUMN resume_size,
  ADD COLUMN preferred_location text;

CREATE TABLE resumes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Sanitised original name (no path separators or control characters, at most 120 characters).
  file_name text NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN (
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  content bytea NOT NULL,
  -- Skills of the board's vocabulary read from the file's text; NULL when the text could not be read.
  text_skills text[],
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
-- PDF and DOCX are compressed already: TOAST keeps the bytes out of line without trying to compress them again.
ALTER TABLE resumes ALTER COLUMN content SET STORAGE EXTERNAL;
