import { SALARY_BUCKETS, declaredFilterLabels } from "../search/browser";
import type { AlertQuery } from "./alerts.schema";
import { MAX_NAME_LENGTH, withoutControls } from "./alerts.schema";

/** Display names of the slugs in a saved search (category and company slugs are looked up once). */
export interface QueryLabels {
  category?: Record<string, string>;
  company?: string;
}

function capitalised(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function salaryLabel(minSalary: number): string {
  return (
    SALARY_BUCKETS.find((bucket) => bucket.value === minSalary)?.label ?? `₹${Math.round(minSalary / 100_000)} LPA+`
  );
}

/** Location filter values are city slugs ('new-delhi'): shown as 'New Delhi'. */
function locationLabel(value: string): string {
  return value
    .split("-")
    .filter(Boolean)
    .map((word) => capitalised(word))
    .join(" ");
}

function clip(text: string): string {
  const clean = withoutControls(text);
  return clean.length <= MAX_NAME_LENGTH ? clean : `${clean.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`;
}

/** 'Python developer · Bengaluru · ₹15 LPA+ · Series A · 11-50': the words, then each filter; 'All new jobs' without any. */
export function alertNameOf(query: AlertQuery, labels: QueryLabels = {}): string {
  const parts = [
    capitalised(query.q),
    ...query.category.map((slug) => labels.category?.[slug] ?? slug),
    query.company ? (labels.company ?? query.company) : "",
    query.location.map(locationLabel).join(" or "),
    ...query.type,
    ...query.level,
    query.minSalary ? salaryLabel(query.minSalary) : "",
    ...declaredFilterLabels(query),
  ].filter(Boolean);
  return clip(parts.length ? parts.join(" · ") : "All new jobs");
}

/**
 * '4 new Python developer jobs in Bengaluru'. An alert its owner renamed is named as such:
 * '4 new jobs for “My search”'. Built from cleaned parts only, and nodemailer encodes the header.
 */
export function alertSubject(
  count: number,
  alert: { name: string; query: AlertQuery },
  labels: QueryLabels = {},
): string {
  const jobs = count === 1 ? "job" : "jobs";
  if (alert.name !== alertNameOf(alert.query, labels))
    return withoutControls(`${count} new ${jobs} for “${alert.name}”`);
  const what =
    capitalised(alert.query.q) || alert.query.category.map((slug) => labels.category?.[slug] ?? slug).join(" or ");
  const where = alert.query.location.map(locationLabel).join(" or ");
  const company = alert.query.company ? ` at ${labels.company ?? alert.query.company}` : "";
  return withoutControls(`${count} new ${what ? `${what} ` : ""}${jobs}${company}${where ? ` in ${where}` : ""}`);
}
