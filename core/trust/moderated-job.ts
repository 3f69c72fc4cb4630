/**
 * The job an admin moderates, as both queues (readers' reports and held postings) name it: one row shape and
 * one mapper, so the two queues cannot drift in how they say which job and which company it is.
 */
export interface ModeratedJob {
  jobId: number;
  title: string;
  companyId: number;
  companyName: string;
  /** The company is verified (an e-mail proved at its website's domain, or an admin). */
  companyVerified: boolean;
}

/**
 * The columns every moderation query selects for its job: `j.id AS job_id, j.title, c.id AS company_id, c.name AS
 * company_name, c.verified_at IS NOT NULL AS verified`.
 */
export interface ModeratedJobRow {
  job_id: number;
  title: string;
  company_id: number;
  company_name: string;
  verified: boolean;
}

export function moderatedJobOf(row: ModeratedJobRow): ModeratedJob {
  return {
    jobId: row.job_id,
    title: row.title,
    companyId: row.company_id,
    companyName: row.company_name,
    companyVerified: row.verified,
  };
}
