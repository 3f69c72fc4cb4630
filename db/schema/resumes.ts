import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** One current resume per user, its bytes in PostgreSQL (db/migrations/0120_candidate_profiles_and_resumes.sql). */
export const resumes = pgTable("resumes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  content: bytea("content").notNull(),
  textSkills: text("text_skills").array(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
