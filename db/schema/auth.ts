import { bigserial, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** One e-mailed password reset code; only its HMAC is stored. */
export const passwordResetCodes = pgTable("password_reset_codes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Fixed-window counters shared by every process (login, register, reset code requests). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
