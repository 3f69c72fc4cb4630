import type { NormalisedJob, RawPosting } from "../collector.schema";
import { categorise } from "./category";
import { toIsoDate } from "./dates";
import { mapEmploymentType } from "./employment-type";
import { experienceFromMonths, parseExperience } from "./experience";
import { normaliseLocation } from "./location";
import { cleanSalary, parseSalaryText } from "./salary";
import { sanitiseDescription } from "./sanitise-description";
import { findSkills } from "../../shared/skills";
import { htmlToText } from "../../shared/html-text";
import { cleanTitle } from "./text";

export class PostingRejected extends Error {}

/** Many postings state pay only in the description ("Salary ₹18 - 24 LPA"): read the sentence that names it. */
function salaryFromText(text: string) {
  const sentence = text
    .split(/(?<=[.!?])\s+|\n/)
    .find((part) => /salary|ctc|compensation|\bpay\b|lpa|per annum/i.test(part));
  return sentence ? parseSalaryText(sentence) : null;
}

/**
 * Equity in percent: the source's own figures, else a sentence naming equity or ESOPs with percentages
 * ('0.1% - 0.5% equity', 'ESOPs of 0.25%'). Figures that are not a range within 0-100 are dropped.
 */
export function equityOf(
  raw: Pick<RawPosting, "equity" | "salaryText">,
  text: string,
): { min: number; max: number } | null {
  const valid = (min: number | undefined, max: number | undefined) => {
    const low = min ?? max;
    const high = max ?? min;
    return low !== undefined && high !== undefined && low >= 0 && low <= high && high <= 100
      ? { min: low, max: high }
      : null;
  };
  if (raw.equity) return valid(raw.equity.min, raw.equity.max);
  const sentences = [raw.salaryText ?? "", ...text.split(/(?<=[.!?])\s+|\n/)];
  const sentence = sentences.find((part) => /equity|esops?\b|stock options/i.test(part) && /\d\s*%/.test(part));
  if (!sentence) return null;
  const range = /(\d{1,3}(?:\.\d+)?)\s*%?\s*(?:-|–|to)\s*(\d{1,3}(?:\.\d+)?)\s*%/.exec(sentence);
  if (range) return valid(Number(range[1]), Number(range[2]));
  const single = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(sentence);
  return single ? valid(Number(single[1]), Number(single[1])) : null;
}

function safeUrl(value: string | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * One posting as the jobs table holds it (SPEC §3). Throws PostingRejected when the
 * posting cannot be a job (no title); everything else missing gets its default.
 */
export function normalisePosting(raw: RawPosting, sourceUrl: string): NormalisedJob {
  const title = cleanTitle(raw.title ?? "");
  if (!title) throw new PostingRejected(`posting ${raw.id || "(no id)"} has no title`);
  if (!raw.id) throw new PostingRejected(`posting "${title}" has no id`);
  const description = sanitiseDescription(raw.descriptionHtml ?? "");
  const text = htmlToText(description);
  const location = normaliseLocation({ locations: raw.locations, addresses: raw.addresses, workplace: raw.workplace });
  const salary = cleanSalary(raw.salary) ?? parseSalaryText(raw.salaryText) ?? salaryFromText(text);
  const equity = equityOf(raw, text);
  const experience =
    raw.experienceMonths !== undefined ? experienceFromMonths(raw.experienceMonths) : parseExperience(text);
  return {
    externalId: raw.id,
    title,
    description,
    skills: findSkills(title, text),
    employmentType: mapEmploymentType(raw.employmentType, title),
    workplace: location.workplace,
    address: location.address,
    locality: location.locality,
    region: location.region,
    country: location.country,
    postalCode: location.postalCode,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    // Without a stated currency the board's default (INR) applies, as the spec's display does.
    salaryCurrency: salary?.currency ?? "INR",
    salaryUnit: salary?.unit ?? "YEAR",
    minExperience: experience.min,
    maxExperience: experience.max,
    education: raw.education ? cleanTitle(raw.education) || null : null,
    categoryName: categorise(title, raw.department),
    datePosted: toIsoDate(raw.datePosted),
    validThrough: toIsoDate(raw.validThrough),
    jobUrl: safeUrl(raw.url, sourceUrl),
    equityMin: equity?.min ?? null,
    equityMax: equity?.max ?? null,
  };
}
