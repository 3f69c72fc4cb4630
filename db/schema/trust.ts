// Trust and safety (issue 27): held jobs and their review, readers' reports of jobs.
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { jobs } from "./catalog";
import { oneOf } from "./helpers";

const reviewStates = ["pending", "approved", "rejected"] as const;
const reportReasons = ["money", "fake_company", "closed", "misleading", "discriminatory", "other"] as const;
const reportStates = ["open", "dismissed", "actioned"] as const;

export const jobReviews = pgTable(
  "job_reviews",
  {
    jobId: integer("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    state: text("state", { enum: reviewStates }).notNull().default("pending"),
    reasons: jsonb("reasons").notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
  },
  (table) => [
    index("job_reviews_pending_idx")
      .on(table.createdAt)
      .where(sql`state = 'pending'`),
    check("job_reviews_state_check", oneOf("state", reviewStates)),
  ],
);

export const jobReports = pgTable(
  "job_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    details: text("details").notNull().default(""),
    reporterUserId: integer("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reporterKey: text("reporter_key").notNull(),
    /** A keyed hash of the reporter's network (IPv4 /24, IPv6 /48; decision 157). */
    reporterNetwork: text("reporter_network").notNull(),
    state: text("state", { enum: reportStates }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    unique("job_reports_job_id_reporter_key_key").on(table.jobId, table.reporterKey),
    index("job_reports_open_idx")
      .on(table.jobId)
      .where(sql`state = 'open'`),
    check("job_reports_reason_check", oneOf("reason", reportReasons)),
    check("job_reports_details_check", sql`length(details) <= 2000`),
    check("job_reports_state_check", oneOf("state", reportStates)),
  ],
);
