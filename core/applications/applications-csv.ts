import { sql } from "../../db/client";
import { TRACKER_STATUSES, STATUS_LABELS, type TrackerStatus } from "./applications.schema";

/**
 * The candidate's applications as CSV (issue 30 point 7), for spreadsheet programs in any locale:
 * UTF-8 with a byte-order mark (Excel otherwise reads it as the locale's code page), every field
 * quoted (a comma-decimal locale splits on ';' and would otherwise read '1,5' apart), CRLF line ends,
 * and a cell that starts with = + - @ (or tab / carriage return) prefixed with ' so that no spreadsheet
 * runs it as a formula (OWASP CSV injection).
 */
export const CSV_HEADER = [
  "Job",
  "Company",
  "Status",
  "Applied on",
  "Next step",
  "Reminder",
  "Job closed on",
  "Job link",
  "Note",
  "History",
];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

interface ExportRow {
  job_id: number | null;
  job_title: string;
  company_name: string;
  status: TrackerStatus;
  applied_at: string | null;
  next_step_on: string | null;
  remind: boolean;
  closed_on: string | null;
  note: string;
  history: string | null;
}

/** Every tracked application of the candidate (no page limit), in the tab's order. */
export async function exportApplicationsCsv(userId: number, origin: string): Promise<string> {
  const rows = await sql()<ExportRow[]>`
    SELECT a.job_id, a.job_title, a.company_name, a.status,
           to_char(a.applied_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS applied_at, a.next_step_on::text AS next_step_on, a.remind,
           CASE WHEN j.id IS NULL OR j.status = 'closed' OR j.deleted_at IS NOT NULL
                THEN to_char(coalesce(j.closed_at, j.deleted_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END AS closed_on,
           a.note,
           (SELECT string_agg(e.status || ' ' || to_char(e.changed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), '; ' ORDER BY e.changed_at, e.id)
              FROM application_events e WHERE e.application_id = a.id) AS history
      FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
     WHERE a.user_id = ${userId} AND a.status = ANY(${[...TRACKER_STATUSES] as string[]})
     ORDER BY a.next_step_on ASC NULLS LAST, a.applied_at DESC NULLS LAST, a.id DESC`;
  const base = new URL(origin).origin;
  return toCsv([
    CSV_HEADER,
    ...rows.map((row) => [
      row.job_title,
      row.company_name,
      STATUS_LABELS[row.status],
      row.applied_at ?? "",
      row.next_step_on ?? "",
      row.remind ? "on" : "off",
      row.closed_on ?? "",
      row.job_id !== null ? `${base}/job-details/${row.job_id}` : "",
      row.note,
      row.history ?? "",
    ]),
  ]);
}
