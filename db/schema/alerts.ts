import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { oneOf } from "./helpers";

export const alertFrequencies = ["instant", "daily", "weekly"] as const;
export const alertStatuses = ["pending", "active", "paused"] as const;

/** A saved search whose new jobs are mailed (db/migrations/0130_alerts.sql, 0131; decisions 080, 081). */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: serial("id").primaryKey(),
    // A signed-in owner, or none for a guest known only by the confirmed address.
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    query: jsonb("query").notNull(),
    frequency: text("frequency", { enum: alertFrequencies }).notNull().default("daily"),
    status: text("status", { enum: alertStatuses }).notNull().default("pending"),
    // 'newsletter': the weekly all-new-jobs preset that replaced the newsletter.
    preset: text("preset"),
    consentIp: text("consent_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    checkedUntil: timestamp("checked_until", { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    // The name an unconfirmed creator asked for; it becomes the name when the address confirms (decision 164).
    requestedName: text("requested_name"),
  },
  (table) => [
    check("job_alerts_name_check", sql`((length(name) >= 1) AND (length(name) <= 120)) AND (name !~ '[\\r\\n]')`),
    check("job_alerts_frequency_check", oneOf("frequency", alertFrequencies)),
    check("job_alerts_status_check", oneOf("status", alertStatuses)),
    index("job_alerts_email_idx").on(table.email),
    index("job_alerts_user_idx")
      .on(table.userId)
      .where(sql`user_id IS NOT NULL`),
    index("job_alerts_due_idx")
      .on(table.nextRunAt)
      .where(sql`status = 'active'`),
    uniqueIndex("job_alerts_newsletter_idx")
      .on(table.email)
      .where(sql`preset = 'newsletter'`),
  ],
);

/** Double opt-in for guests: one token per confirmation mail; only its SHA-256 is stored. */
export const alertConfirmations = pgTable(
  "alert_confirmations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique("alert_confirmations_token_hash_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_confirmations_email_idx").on(table.email, table.createdAt.desc().nullsFirst())],
);

/** One row per alert mail queued; mail_id names its mail_outbox row (no foreign key: the outbox is pruned). */
export const alertMails = pgTable(
  "alert_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    mailId: bigint("mail_id", { mode: "number" }),
    jobCount: integer("job_count").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_mails_alert_idx").on(table.alertId, table.queuedAt.desc().nullsFirst())],
);

/** Jobs already mailed by an alert, never sent twice (0132 dropped its job and mail foreign keys to keep it lean). */
export const alertSentJobs = pgTable(
  "alert_sent_jobs",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id").notNull(),
    alertMailId: bigint("alert_mail_id", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
);
