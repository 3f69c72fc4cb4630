import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { mailOutbox } from "./mail";

/** One e-mailed password reset code; only its HMAC is stored. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // 0100_mail_outbox.sql: the code's 10 minutes count from the delivery of this mail.
    mailId: bigint("mail_id", { mode: "number" }).references(() => mailOutbox.id, { onDelete: "set null" }),
  },
  (table) => [index("password_reset_codes_user_idx").on(table.userId, table.createdAt.desc().nullsFirst())],
);

/** Fixed-window counters shared by every process (login, register, reset code requests). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_idx").on(table.resetAt)],
);

/** One e-mailed code that proves an address (db/migrations/0116_email_verification.sql). */
export const emailVerificationCodes = pgTable(
  "email_verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("email_verification_codes_user_idx").on(table.userId, table.createdAt.desc().nullsFirst())],
);
