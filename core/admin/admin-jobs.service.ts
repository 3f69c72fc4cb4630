import { sql } from "../../db/client";
import { requireRole, type Actor } from "../accounts";
import { RESTORE_DAYS } from "../jobs";

export interface AdminJobRow {
  id: number;
  title: string;
  companyName: string;
  status: "open" | "closed";
  source: string;
  deletedAt: string | null;
  restorable: boolean;
  datePosted: string;
}

/** Any job by title, company or id, deleted ones included (restorable within 30 days), newest first. Admins only. */
export async function searchAllJobs(actor: Actor | null, query = "", limit = 50): Promise<AdminJobRow[]> {
  requireRole(actor, "admin");
  const text = query.trim().slice(0, 200).replaceAll("\u0000", "");
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  const rows = await sql()<
    {
      id: number;
      title: string;
      company_name: string;
      status: "open" | "closed";
      source: string;
      deleted_at: Date | null;
      date_posted: Date;
    }[]
  >`
    SELECT j.id, j.title, c.name AS company_name, j.status, j.source, j.deleted_at, j.date_posted
      FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE ${text} = '' OR j.id = ${id} OR j.title ILIKE ${like} OR c.name ILIKE ${like}
     ORDER BY j.id DESC LIMIT ${Math.min(limit, 200)}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    status: row.status,
    source: row.source,
    deletedAt: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    restorable: row.deleted_at !== null && Date.now() - new Date(row.deleted_at).getTime() <= RESTORE_DAYS * 86_400_000,
    datePosted: new Date(row.date_posted).toISOString(),
  }));
}
