import { sql } from "../../db/client";

/** Only web addresses may be followed from Apply: never javascript:, data: or other schemes. */
export function safeJobUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Notes one click on Apply (who, if signed in, and from which page). */
export async function recordApplyClick(input: { jobId: number; userId?: number | null; referrer?: string | null }): Promise<void> {
  const referrer = input.referrer ? input.referrer.slice(0, 500) : null;
  await sql()`INSERT INTO job_apply_clicks (job_id, user_id, referrer) VALUES (${input.jobId}, ${input.userId ?? null}, ${referrer})`;
}
