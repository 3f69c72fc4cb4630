import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A newsletter sign-up with double opt-in (db/migrations/0040_newsletter.sql). */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash"),
  confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  consentIp: text("consent_ip"),
});

/** Fixed-window counters for newsletter sign-ups, shared by every process. */
export const newsletterRateLimits = pgTable("newsletter_rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
