import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { between, oneOf } from "./helpers";

export const roles = ["candidate", "employer", "admin"] as const;
export type Role = (typeof roles)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username"),
    email: text("email").notNull(),
    name: text("name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: roles }).notNull().default("candidate"),
    googleSubject: text("google_subject").unique("users_google_subject_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // 0110_employers.sql: an admin can disable an account; its sessions stop working.
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    // 0116_email_verification.sql
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // 0170_employer_notices.sql: the settings' switch for notices about the account's jobs (decision 155).
    employerNotices: boolean("employer_notices").notNull().default(true),
  },
  () => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(email)`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(username)`),
    check("users_role_check", oneOf("role", roles)),
  ],
);

export const candidateProfiles = pgTable(
  "candidate_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    desiredJobTitle: text("desired_job_title"),
    industry: text("industry"),
    preferredIndustry: text("preferred_industry"),
    yearsOfExperience: integer("years_of_experience"),
    skills: text("skills"),
    preferredLocation: text("preferred_location"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("candidate_profiles_years_of_experience_check", between("years_of_experience", 0, 50))],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const securityEventKinds = [
  "password.changed",
  "password.reset",
  "email.changed",
  "session.ended",
  "sessions.ended-others",
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/** 0290_account_security_events.sql: what changed how an account is reached, for its owner's data download. */
export const accountSecurityEvents = pgTable(
  "account_security_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: securityEventKinds }).notNull(),
    ipAddress: text("ip_address"),
    detail: jsonb("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("account_security_events_kind_check", oneOf("kind", securityEventKinds)),
    index("account_security_events_user_idx").on(table.userId, table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
