import { formatLocation } from "../../../core/jobs/job-display";
import { jobDetailsPath, type JobView } from "../../../core/jobs/job-read-shape";
import { CompanyLogo } from "../company-logo";
import { VerifiedOpen } from "../verified-open";
import { SiteLink } from "../../lib/site-links";

/** 'Senior Engineer (9 yrs)': the title with the most experience asked, in brackets (SPEC §2). */
export function titleWithExperience(job: Pick<JobView, "title" | "maxexp">): string {
  return job.maxexp != null ? `${job.title} (${job.maxexp} yrs)` : job.title;
}

/** What the card shows of a job: loaders send only these to the page (decision 120: the page's data is part of its weight). */
export type CompactJob = Pick<JobView, "id" | "title" | "maxexp" | "company_name" | "logourl" | "hiringOrganization" | "isRemote" | "addressLocality" | "addressRegion" | "catogry"> & {
  verifiedAt?: string | null;
};

/** A job cut down to the card's fields (for loaders: a job's description and the rest never reach the page's data). */
export function compactJob(job: JobView & { verifiedAt?: string | null }): CompactJob {
  const { id, title, maxexp, company_name, logourl, hiringOrganization, isRemote, addressLocality, addressRegion, catogry, verifiedAt } = job;
  return { id, title, maxexp, company_name, logourl, hiringOrganization, isRemote, addressLocality, addressRegion, catogry, verifiedAt };
}

/**
 * The card of the category and company pages and of Similar Jobs: company,
 * title with max experience, organization, locality, category and View Details.
 */
export function CompactJobCard({ job, headingLevel = "h2" }: { job: CompactJob; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const place = job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion);
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`compact-${job.id}`}>
      <div className="flex items-center gap-3">
        <CompanyLogo src={job.logourl} company={job.company_name} size={40} />
        <p className="truncate text-sm font-medium text-slate-600">{job.company_name || "Company not specified"}</p>
      </div>
      <Heading id={`compact-${job.id}`} className="text-base font-semibold text-slate-900">
        {titleWithExperience(job)}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm text-slate-600">
        <dt className="sr-only">Organization</dt>
        <dd className="col-span-2">{job.hiringOrganization}</dd>
        <dt className="sr-only">Location</dt>
        <dd className="col-span-2">{place}</dd>
        <dt className="sr-only">Category</dt>
        <dd className="col-span-2">{job.catogry}</dd>
      </dl>
      <VerifiedOpen verifiedAt={job.verifiedAt} className="text-xs" />
      <SiteLink to={jobDetailsPath(job)} className="mt-auto self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700" aria-label={`View details of ${job.title}`}>
        View Details
      </SiteLink>
    </article>
  );
}
