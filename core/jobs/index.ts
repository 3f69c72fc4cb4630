// core/jobs: posting, editing, closing and purging jobs; reading and showing them (pages, feeds, the sitemap); apply
// links and view counts. Its door (decision 196): the rest of the board imports core/jobs only from here, or from
// browser.ts, the part a page may load in the browser.
export * from "./browser";
export { applyDecision } from "./apply-decision";
export { listCompaniesWithOpenJobs, listCompanyJobs } from "./company-jobs";
export {
  countOpenJobs,
  type JobFeedItem,
  listNewestJobs,
  listOpenJobsForSitemap,
  payOrNull,
} from "./job-feeds.service";
export { jobFreshness, markVerified } from "./job-freshness.service";
export { recordApplyClick } from "./job-links.service";
export { JOB_FORM_FIELDS, JOB_MESSAGES, jobPayloadSchema, normalisePayload } from "./job-posting.schema";
export { jobPurgeJob } from "./job-purge-scheduler";
export { isOpenJob, jobRecordsByIds, selectJobRecords } from "./job-query";
export { listMyPostings, type PostingSummary, recordJobView, recordJobViews } from "./job-stats.service";
export {
  createJob,
  deleteJob,
  jobFormValues,
  RESTORE_DAYS,
  restoreJob,
  setJobOpen,
  updateJob,
} from "./job-writes.service";
export { getJob, getJobForPage, GONE, listRecentJobs, lookUpJob } from "./jobs.service";
export { publicJob } from "./public-job";
