import {
  formatLocation,
  formatSalary,
  jobTypeTone,
  relativeTime,
  jobDetailsPath,
  type JobView,
} from "../../../core/jobs/browser";
import { usePageNow } from "../../lib/page-clock";
import { Badge } from "../badge";
import { CompanyLogo } from "../company-logo";
import { VerifiedOpen } from "../verified-open";
import { SiteLink } from "../../lib/site-links";
import { listedJob, type ListedJob } from "../card-job";

/** What the compact card shows: every card's fields (ListedJob) and the job's category. */
export type CompactJob = ListedJob & Pick<JobView, "catogry">;

/** A job cut down to the compact card's fields (for loaders: a job's description and the rest never reach the page's data). */
export function compactJob(job: JobView & { verifiedAt?: string | null }): CompactJob {
  return { ...listedJob(job), catogry: job.catogry };
}

/**
 * The card of the category and company pages and of Similar Jobs (issue 44): company once, the title as written,
 * place and category, and what every card carries: pay, job type and when it was posted; then View Details.
 */
export function CompactJobCard({ job, headingLevel = "h2" }: { job: CompactJob; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const place = job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion);
  const now = usePageNow();
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`compact-${job.id}`}
    >
      <div className="flex items-center gap-3">
        <CompanyLogo src={job.logourl} company={job.company_name} size={40} />
        <p className="truncate text-sm font-medium text-slate-600">{job.company_name || "Company not specified"}</p>
      </div>
      <Heading id={`compact-${job.id}`} className="text-base font-semibold text-slate-900">
        {job.title}
      </Heading>
      <p className="text-sm text-slate-600">
        {place}
        <span aria-hidden="true"> · </span>
        {job.catogry}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={jobTypeTone(job.jobType || "Full-time")}>{job.jobType || "Full-time"}</Badge>
        <span className="text-slate-700">{formatSalary(job)}</span>
      </div>
      <p className="text-xs text-slate-500">
        <span className="sr-only">Posted </span>
        <time dateTime={job.datePosted}>{relativeTime(job.datePosted, now)}</time>
      </p>
      <VerifiedOpen verifiedAt={job.verifiedAt} className="text-xs" />
      <SiteLink
        to={jobDetailsPath(job)}
        className={
          "mt-auto self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium " +
          "text-slate-700 hover:border-brand-500 hover:text-brand-700"
        }
        aria-label={`View details of ${job.title}`}
      >
        View Details
      </SiteLink>
    </article>
  );
}
