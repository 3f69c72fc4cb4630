import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf } from "./helpers";

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/** A newsletter sign-up with double opt-in (db/migrations/0040_newsletter.sql). */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique("newsletter_subscriptions_email_key"),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull().unique("newsletter_subscriptions_unsubscribe_token_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
  },
  (table) => [
    check("newsletter_subscriptions_status_check", oneOf("status", newsletterStatuses)),
    uniqueIndex("newsletter_subscriptions_confirm_idx")
      .on(table.confirmTokenHash)
      .where(sql`confirm_token_hash IS NOT NULL`),
    index("newsletter_subscriptions_status_idx").on(table.status),
  ],
);

/** Fixed-window counters for newsletter sign-ups, shared by every process. */
export const newsletterRateLimits = pgTable(
  "newsletter_rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("newsletter_rate_limits_reset_idx").on(table.resetAt)],
);
