import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { collectorSources } from "./collector";
import { between, oneOf } from "./helpers";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, valuesOf } from "../../lib/startup-facts";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    website: text("website"),
    logoUrl: text("logo_url"),
    description: text("description"),
    address: text("address"),
    locality: text("locality"),
    region: text("region"),
    country: text("country"),
    fundingStage: text("funding_stage"),
    teamSize: text("team_size"),
    /** Verified (issue 27): an employer proved an address at the website's domain, an admin did, or the board made it. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }).defaultNow(),
    verifiedHow: text("verified_how", { enum: ["board", "domain", "admin"] }).default("board"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Startup facts (migration 0220, decision 130); the values are lib/startup-facts.ts's.
    foundedYear: integer("founded_year"),
    remotePolicy: text("remote_policy"),
    techStack: text("tech_stack")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pitch: text("pitch"),
    linkedinUrl: text("linkedin_url"),
    careersUrl: text("careers_url"),
    // Whether it sponsors work visas (migration 0300, decision 191); null until it says.
    visaSponsorship: boolean("visa_sponsorship"),
    // Look-alike names share a key (migration 0250, decision 163): lib/company-name-key.ts.
    nameKey: text("name_key"),
    nameShape: text("name_shape"),
    // A verified company's new name, until an admin approves it or the domain is proved again.
    pendingName: text("pending_name"),
    pendingNameAt: timestamp("pending_name_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("companies_name_lower_idx").on(sql`lower(name)`),
    uniqueIndex("companies_name_key_idx").on(table.nameKey),
    uniqueIndex("companies_name_shape_idx").on(table.nameShape),
    check("companies_funding_stage_check", oneOf("funding_stage", valuesOf(FUNDING_STAGES))),
    check("companies_team_size_check", oneOf("team_size", valuesOf(TEAM_SIZES))),
    check("companies_remote_policy_check", oneOf("remote_policy", valuesOf(REMOTE_POLICIES))),
    check("companies_founded_year_check", between("founded_year", 1800, 2200)),
    check("companies_verified_how_check", oneOf("verified_how", ["board", "domain", "admin"])),
  ],
);

/** "pending": held for review (issue 27), in no public list. */
export const jobStatuses = ["open", "closed", "pending"] as const;
export const workplaces = ["onsite", "remote", "hybrid"] as const;
export const salaryUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    categoryId: integer("category_id").references(() => categories.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    skills: text("skills").notNull().default(""),
    employmentType: text("employment_type").notNull().default("Full-time"),
    workplace: text("workplace", { enum: workplaces }).notNull().default("onsite"),
    address: text("address"),
    locality: text("locality"),
    region: text("region"),
    country: text("country").notNull().default("IN"),
    postalCode: text("postal_code"),
    minExperience: integer("min_experience"),
    maxExperience: integer("max_experience"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency").notNull().default("INR"),
    salaryUnit: text("salary_unit", { enum: salaryUnits }).notNull().default("YEAR"),
    education: text("education"),
    jobUrl: text("job_url"),
    status: text("status", { enum: jobStatuses }).notNull().default("open"),
    datePosted: timestamp("date_posted", { withTimezone: true }).notNull().defaultNow(),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the 'closing in 7 days, still hiring?' mail went (issue 27). */
    closeReminderSentAt: timestamp("close_reminder_sent_at", { withTimezone: true }),
    /** Migration 0210 (decision 126): the start of the 60-day window of an employer's job; NULL: date_posted. */
    openSince: timestamp("open_since", { withTimezone: true }),
    source: text("source").notNull().default("manual"),
    externalId: text("external_id"),
    postedBy: integer("posted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // 0030_collector.sql: where a collected job came from, and how it is recognised again.
    collectorSourceId: integer("collector_source_id").references(() => collectorSources.id, { onDelete: "set null" }),
    contentHash: text("content_hash"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    // 0171_apply_link_checks.sql (decision 155): the apply-link check of collected jobs.
    linkCheckedAt: timestamp("link_checked_at", { withTimezone: true }),
    linkGoneAt: timestamp("link_gone_at", { withTimezone: true }),
    linkGoneStatus: smallint("link_gone_status"),
    dedupeKey: text("dedupe_key"),
    duplicateOf: integer("duplicate_of").references((): AnyPgColumn => jobs.id, { onDelete: "set null" }),
    // 0110_employers.sql: soft delete, and one job per form sent twice.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key"),
    // 0220_startup_facts.sql: equity in percent (decision 130): both null when not said, 0 and 0 for none.
    equityMin: real("equity_min"),
    equityMax: real("equity_max"),
  },
  (table) => [
    unique("jobs_source_external_unique").on(table.source, table.externalId),
    check("jobs_workplace_check", oneOf("workplace", workplaces)),
    check("jobs_min_experience_check", sql`min_experience >= 0`),
    check("jobs_max_experience_check", sql`max_experience >= 0`),
    check("jobs_salary_min_check", sql`salary_min >= 0`),
    check("jobs_salary_max_check", sql`salary_max >= 0`),
    check("jobs_salary_unit_check", oneOf("salary_unit", salaryUnits)),
    check("jobs_status_check", oneOf("status", jobStatuses)),
    check(
      "jobs_equity_check",
      sql`(equity_min IS NULL) = (equity_max IS NULL) AND equity_min >= 0 AND equity_min <= equity_max AND equity_max <= 100`,
    ),
    index("jobs_open_recent_idx")
      .on(table.datePosted.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'open'`),
    index("jobs_company_idx").on(table.companyId),
    index("jobs_category_idx").on(table.categoryId),
    index("jobs_posted_by_idx").on(table.postedBy),
    index("jobs_open_id_idx")
      .on(table.id)
      .where(sql`status = 'open'`),
    index("jobs_created_at_idx")
      .on(table.createdAt)
      .where(sql`status = 'open'`),
    index("jobs_collector_source_idx")
      .on(table.collectorSourceId)
      .where(sql`collector_source_id IS NOT NULL`),
    index("jobs_dedupe_key_idx")
      .on(table.dedupeKey)
      .where(sql`dedupe_key IS NOT NULL`),
    index("jobs_link_check_idx")
      .on(table.collectorSourceId, table.linkCheckedAt.asc().nullsFirst())
      .where(sql`status = 'open' AND collector_source_id IS NOT NULL`),
    index("jobs_deleted_at_idx")
      .on(table.deletedAt)
      .where(sql`deleted_at IS NOT NULL`),
    uniqueIndex("jobs_idempotency_idx")
      .on(table.postedBy, table.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
