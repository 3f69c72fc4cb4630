import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "./helpers";

export const mailStatuses = ["pending", "sent", "failed", "cancelled"] as const;

/** Durable outgoing mail (db/migrations/0100_mail_outbox.sql, decision 050). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    // { text, html, headers }; cleared once delivered or cancelled.
    message: jsonb("message"),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("mail_outbox_failed_idx")
      .on(table.failedAt.desc().nullsFirst())
      .where(sql`status = 'failed'`),
    check("mail_outbox_status_check", oneOf("status", mailStatuses)),
  ],
);
