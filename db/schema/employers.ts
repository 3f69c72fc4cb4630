import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { companies } from "./catalog";
import { bytea, oneOf } from "./helpers";

export const memberStatuses = ["approved", "pending"] as const;
export const logoMimeTypes = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

/** An employer's one company; only approved members change its jobs (db/migrations/0110_employers.sql). */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status", { enum: memberStatuses }).notNull(),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (table) => [
    index("company_members_company_idx").on(table.companyId, table.status),
    check("company_members_status_check", oneOf("status", memberStatuses)),
  ],
);

/** Uploaded company logos, served by /api/company/{id}/logo (db/migrations/0110_employers.sql, decision 061). */
export const companyLogos = pgTable(
  "company_logos",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    mimeType: text("mime_type", { enum: logoMimeTypes }).notNull(),
    bytes: bytea("bytes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("company_logos_mime_type_check", oneOf("mime_type", logoMimeTypes)),
    check("company_logos_bytes_check", sql`octet_length(bytes) <= 1048576`),
  ],
);
