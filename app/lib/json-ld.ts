import { type JobView, jobDetailsPath } from "../../core/jobs/browser";
import { descriptionText } from "../../core/shared/html-text";
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from "../../core/shared/constants";

/** schema.org employmentType values for the board's job types; FULL_TIME when unknown (SPEC §9). */
const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  internship: "INTERN",
  intern: "INTERN",
  temporary: "TEMPORARY",
  volunteer: "VOLUNTEER",
  "per diem": "PER_DIEM",
};

export function schemaEmploymentType(jobType: string | null | undefined): string {
  return employmentTypes[(jobType ?? "").trim().toLowerCase()] ?? "FULL_TIME";
}

function absolute(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JobPosting structured data of an open job (Google's job search reads it):
 * validThrough is when the job really closes (decision 158: a posted job's deadline or 60 days after it
 * opened, whichever is first; a collected job's source date), and is left out when nothing says, rather
 * than promising a date; employmentType defaults to FULL_TIME and addressCountry to IN; remote jobs say
 * TELECOMMUTE with the country applicants may live in.
 */
export function jobPostingJsonLd(job: JobView, origin: string): Record<string, unknown> {
  const posted = new Date(job.datePosted);
  const country = job.addressCountry || DEFAULT_COUNTRY;
  const organization: Record<string, unknown> = {
    "@type": "Organization",
    name: job.hiringOrganization || job.company_name,
  };
  const website = absolute(job.hiringOrganizationwebsite, origin);
  if (website) organization.sameAs = website;
  const logo = absolute(job.logourl, origin);
  if (logo) organization.logo = logo;

  const data: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    // Stored descriptions may be sanitised HTML: its text, never its escaped markup.
    description: descriptionText(job.description)
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
      .join(""),
    datePosted: posted.toISOString(),
    ...(job.closesAt ? { validThrough: job.closesAt } : {}),
    employmentType: schemaEmploymentType(job.employmentType),
    hiringOrganization: organization,
    identifier: { "@type": "PropertyValue", name: job.hiringOrganization || job.company_name, value: String(job.id) },
    directApply: false,
    url: new URL(jobDetailsPath(job), origin).toString(),
  };
  const address: Record<string, unknown> = { "@type": "PostalAddress", addressCountry: country };
  if (job.addressLocality) address.addressLocality = job.addressLocality;
  if (job.addressRegion) address.addressRegion = job.addressRegion;
  if (job.postalCode) address.postalCode = job.postalCode;
  if (job.address) address.streetAddress = job.address;
  if (job.isRemote) {
    data.jobLocationType = "TELECOMMUTE";
    data.applicantLocationRequirements = { "@type": "Country", name: country };
  } else {
    data.jobLocation = { "@type": "Place", address };
  }
  if (job.salaryMin != null || job.salaryMax != null) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: job.salaryUnit || "YEAR" };
    if (job.salaryMin != null) value.minValue = job.salaryMin;
    if (job.salaryMax != null) value.maxValue = job.salaryMax;
    if (job.salaryMin != null && job.salaryMax == null) value.value = job.salaryMin;
    data.baseSalary = { "@type": "MonetaryAmount", currency: job.salaryCurrency || DEFAULT_CURRENCY, value };
  }
  const skills = job.skills.trim();
  if (skills) data.skills = skills;
  if (job.education) data.educationRequirements = job.education;
  if (job.maxexp != null || job.minexp != null) {
    data.experienceRequirements = {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: (job.minexp ?? 0) * 12,
    };
  }
  if (job.category) data.occupationalCategory = job.category;
  return data;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char]!);
}

/**
 * JSON for an inline <script type="application/ld+json">: <, > and & become
 * \u escapes (so no text can close the script or open a comment), and so do
 * U+2028 and U+2029 (line breaks to old JavaScript parsers).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
