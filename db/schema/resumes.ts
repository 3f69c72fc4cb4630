import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { between, bytea, oneOf } from "./helpers";

export const resumeMimeTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

/** One current resume per user, its bytes in PostgreSQL (db/migrations/0120_candidate_profiles_and_resumes.sql). */
export const resumes = pgTable(
  "resumes",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    // Stored EXTERNAL (no TOAST compression: PDF and DOCX are compressed already); Drizzle cannot say so.
    content: bytea("content").notNull(),
    textSkills: text("text_skills").array(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("resumes_mime_type_check", oneOf("mime_type", resumeMimeTypes)),
    check("resumes_size_check", between("size", 1, 5242880)),
  ],
);
