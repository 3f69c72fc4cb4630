import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The files of db/migrations already applied; created and written by db/migrate.ts, not by a migration. */
export const schemaMigrations = pgTable("schema_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
