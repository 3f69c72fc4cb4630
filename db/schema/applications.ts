// The applications a candidate tracks (issue 30, decision 115); migration 0180_applications.sql.
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./accounts";
import { jobs } from "./catalog";

/** 'clicked': went to apply, not answered yet; 'not_yet' and 'not_interested': the prompt's other answers; the rest: the tracker's statuses. */
export const applicationStatuses = [
  "clicked",
  "not_yet",
  "not_interested",
  "applied",
  "interviewing",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull(),
    companyName: text("company_name").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("clicked"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    promptClosedAt: timestamp("prompt_closed_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    nextStepOn: date("next_step_on"),
    remind: boolean("remind").notNull().default(false),
    remindedOn: date("reminded_on"),
    reminderToken: uuid("reminder_token").notNull().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("applications_user_job_unique").on(table.userId, table.jobId),
    unique("applications_reminder_token_unique").on(table.reminderToken),
    index("applications_user_status_idx").on(table.userId, table.status),
    index("applications_job_applied_idx")
      .on(table.jobId, table.appliedAt)
      .where(sql`applied_at IS NOT NULL`),
    index("applications_reminder_due_idx")
      .on(table.nextStepOn)
      .where(sql`remind`),
  ],
);

export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: applicationStatuses }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.changedAt)],
);
