import type { JobView } from "../../core/jobs/browser";

/**
 * What a job card (job-card.tsx) reads of a job. The home and search loaders send only these to the page: a job's
 * description, its company's description and the rest were a fifth of the home page's HTML as inline loader data, parsed
 * by every visitor's browser for nothing (decision 212, as decision 120 did for the compact card).
 */
export type CardJob = Pick<
  JobView,
  | "id"
  | "title"
  | "company_name"
  | "logourl"
  | "isRemote"
  | "addressLocality"
  | "addressRegion"
  | "companyVerified"
  | "jobType"
  | "salaryMin"
  | "salaryMax"
  | "currency"
  | "salaryUnit"
  | "minexp"
  | "maxexp"
  | "skills"
  | "datePosted"
  | "isSaved"
> & {
  /** When a collected job was last seen open at its source (markVerified), for its 'Verified open' line. */
  verifiedAt?: string | null;
  appliedOn?: string | null;
  /** Only where the card shows a preview of it (the dashboard's cards); lists leave it out. */
  description?: string;
};

/** A job cut down to what its card shows, for a loader's data. */
export function cardJob(job: CardJob): CardJob {
  return {
    id: job.id,
    title: job.title,
    company_name: job.company_name,
    logourl: job.logourl,
    isRemote: job.isRemote,
    addressLocality: job.addressLocality,
    addressRegion: job.addressRegion,
    companyVerified: job.companyVerified,
    jobType: job.jobType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.currency,
    salaryUnit: job.salaryUnit,
    minexp: job.minexp,
    maxexp: job.maxexp,
    skills: job.skills,
    datePosted: job.datePosted,
    isSaved: job.isSaved,
    verifiedAt: job.verifiedAt,
    appliedOn: job.appliedOn,
  };
}
