import type { JobView } from "../../core/jobs/browser";

/**
 * What every job card shows of a job, the full card (job-card.tsx) and the compact one (compact-job-card.tsx): title,
 * company, logo, place, type, pay, when it was posted and when it was last seen open. Loaders send only a card's fields
 * to the page: a job's description, its company's and the rest were a fifth of the home page's HTML as inline loader
 * data, parsed by every visitor's browser for nothing (decisions 120 and 212).
 */
export type ListedJob = Pick<
  JobView,
  | "id"
  | "title"
  | "company_name"
  | "logourl"
  | "isRemote"
  | "addressLocality"
  | "addressRegion"
  | "jobType"
  | "salaryMin"
  | "salaryMax"
  | "currency"
  | "salaryUnit"
  | "datePosted"
> & {
  /** When a collected job was last seen open at its source (markVerified), for its 'Verified open' line. */
  verifiedAt?: string | null;
};

/** What the full card reads besides: the verified mark, experience, skills, Saved and Applied. */
export type CardJob = ListedJob &
  Pick<JobView, "companyVerified" | "minexp" | "maxexp" | "skills" | "isSaved"> & {
    appliedOn?: string | null;
    /** Only where the card shows a preview of it (the dashboard's cards); lists leave it out. */
    description?: string;
  };

/** A job cut down to what every card shows. */
export function listedJob(job: ListedJob): ListedJob {
  return {
    id: job.id,
    title: job.title,
    company_name: job.company_name,
    logourl: job.logourl,
    isRemote: job.isRemote,
    addressLocality: job.addressLocality,
    addressRegion: job.addressRegion,
    jobType: job.jobType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.currency,
    salaryUnit: job.salaryUnit,
    datePosted: job.datePosted,
    verifiedAt: job.verifiedAt,
  };
}

/** A job cut down to what the full card shows (the home and search loaders; the lists with previews send it whole). */
export function cardJob(job: CardJob): CardJob {
  return {
    ...listedJob(job),
    companyVerified: job.companyVerified,
    minexp: job.minexp,
    maxexp: job.maxexp,
    skills: job.skills,
    isSaved: job.isSaved,
    appliedOn: job.appliedOn,
  };
}
