import {
  formatLocation,
  employmentTypeOf,
  equityRange,
  experienceRange,
  JOB_TYPE_VALUES,
  salaryRange,
  closesAt,
  toJobView,
  type JobView,
  NOT_LAKHS,
  payloadPayOf,
} from "../../../core/jobs/browser";
import { WORKPLACES } from "../../../lib/startup-facts";
import { JobCard } from "../job-card";
import { DescriptionBlocks } from "../job-detail/description-blocks";
import { JobFacts } from "../job-detail/job-facts";

export type JobFormValues = Record<string, string>;

/** The job as its card and page will show it, built from the form's values as they are typed. */
export function previewJob(values: JobFormValues, companyName: string, companySlug: string): JobView {
  const type = (JOB_TYPE_VALUES as readonly string[]).includes(values.job_type)
    ? employmentTypeOf(values.job_type as (typeof JOB_TYPE_VALUES)[number])
    : { employmentType: "Full-time", remote: false };
  const remote = type.remote || values.workplace === "remote" || /^remote\b/i.test(values.location ?? "");
  const chosenWorkplace = WORKPLACES.find((workplace) => workplace.value === values.workplace)?.value ?? "onsite";
  // Equity as the page will say it; a range still being typed (or wrong) shows as not said until it reads.
  const [equityMin, equityMax] = equityRange(values.equity) ?? [null, null];
  const [locality, ...region] = (values.location ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const [minExperience, maxExperience] = values.experience ? experienceRange(values.experience) : [null, null];
  // The form's pay is in lakhs for a rupee yearly salary: the preview shows what will be stored.
  const pay = payloadPayOf(values).salary_range;
  const [salaryMin, salaryMax] = pay && !pay.startsWith(NOT_LAKHS) ? salaryRange(pay) : [null, null];
  const now = new Date().toISOString();
  const validThrough = values.application_deadline ? `${values.application_deadline}T23:59:59Z` : null;
  return toJobView({
    id: 0,
    title: values.title || "No Title",
    description: values.job_description ?? "",
    skills: values.skills ?? "",
    employmentType: type.employmentType,
    workplace: remote ? "remote" : chosenWorkplace,
    equityMin,
    equityMax,
    address: null,
    locality: remote && /^remote$/i.test(locality ?? "") ? null : (locality ?? null),
    region: region.join(", ") || null,
    country: "IN",
    postalCode: null,
    minExperience: minExperience || minExperience === 0 ? minExperience : null,
    maxExperience,
    salaryMin: salaryMin || null,
    salaryMax: salaryMax || null,
    salaryCurrency: (values.salary_currency || "INR").toUpperCase(),
    salaryUnit: values.salary_unit || "YEAR",
    education: values.qualification || null,
    jobUrl: values.link_to_job || null,
    status: "open",
    datePosted: now,
    validThrough,
    closesAt: closesAt({ source: "manual", postedBy: 0, validThrough, openSince: null, datePosted: now }),
    createdAt: now,
    updatedAt: now,
    companyId: 0,
    companyName,
    companySlug,
    companyWebsite: null,
    companyLogoUrl: null,
    companyAddress: null,
    companyLocality: null,
    companyDescription: null,
    categoryName: values.category || null,
  });
}

/** Live preview: the card as lists show it and the top of the job page. Text only: typed markup shows as typed. */
export function JobPreview({ job }: { job: JobView }) {
  return (
    <section aria-labelledby="preview-heading" className="space-y-4">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <p className="text-sm text-slate-600">How your job appears in search results:</p>
      <JobCard job={job} signedIn={false} headingLevel="h3" sample />
      <p className="text-sm text-slate-600">And at the top of its page:</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-xl font-bold text-slate-900">{job.title}</p>
        <p className="mt-1 text-slate-700">
          {job.company_name} · {job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion)}
        </p>
        {/* The job page's own facts (pay, experience, workplace, equity), as its header shows them. */}
        <JobFacts job={job} payBand={null} narrow />
        <div className="mt-4 space-y-2 text-sm text-slate-700">
          <DescriptionBlocks description={job.description} />
        </div>
      </div>
    </section>
  );
}
