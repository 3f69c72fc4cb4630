// What visitors do with a job page: Apply clicks and views per day. It joins accounts and catalog.
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { jobs } from "./catalog";

/** Each click on Apply, recorded before the visitor goes to the job's own site (db/migrations/0021_job_apply_clicks.sql). */
export const jobApplyClicks = pgTable(
  "job_apply_clicks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    referrer: text("referrer"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_apply_clicks_job_idx").on(table.jobId, table.clickedAt)],
);

/** Job page views per job and day (db/migrations/0110_employers.sql). */
export const jobViews = pgTable(
  "job_views",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);
