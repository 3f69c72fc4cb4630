import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "./helpers";

/** Drizzle mirror of db/migrations/0030_collector.sql (the jobs columns it adds are in catalog.ts). */
export const sourceTypes = ["greenhouse", "lever", "ashby", "recruitee", "workable", "jsonld"] as const;
export const runStatuses = ["running", "succeeded", "unchanged", "failed", "interrupted", "skipped"] as const;

export const collectorSources = pgTable(
  "collector_sources",
  {
    id: serial("id").primaryKey(),
    companyName: text("company_name").notNull(),
    type: text("type", { enum: sourceTypes }).notNull(),
    url: text("url").notNull().unique(),
    website: text("website"),
    paused: boolean("paused").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("collector_sources_type_check", oneOf("type", sourceTypes))],
);

export const collectorRuns = pgTable(
  "collector_runs",
  {
    id: serial("id").primaryKey(),
    sourceId: integer("source_id").references(() => collectorSources.id, { onDelete: "set null" }),
    sourceUrl: text("source_url").notNull(),
    companyName: text("company_name").notNull(),
    status: text("status", { enum: runStatuses }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    found: integer("found").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    closed: integer("closed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
  },
  (table) => [
    index("collector_runs_source_idx").on(table.sourceId, table.startedAt.desc().nullsFirst()),
    index("collector_runs_started_idx").on(table.startedAt.desc().nullsFirst()),
    check("collector_runs_status_check", oneOf("status", runStatuses)),
  ],
);

export const collectorHttpCache = pgTable("collector_http_cache", {
  url: text("url").primaryKey(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  externalIds: text("external_ids").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CollectorSourceRow = typeof collectorSources.$inferSelect;
export type CollectorRunRow = typeof collectorRuns.$inferSelect;
