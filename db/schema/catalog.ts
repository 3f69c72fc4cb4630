import { integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const companies = pgTable("companies", {
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobStatuses = ["open", "closed"] as const;
export const workplaces = ["onsite", "remote", "hybrid"] as const;
export const salaryUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id),
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
    source: text("source").notNull().default("manual"),
    externalId: text("external_id"),
    postedBy: integer("posted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("jobs_source_external_unique").on(table.source, table.externalId)],
);

export type JobRow = typeof jobs.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
