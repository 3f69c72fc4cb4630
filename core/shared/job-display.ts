import { decodeEntities } from "./html-text";
import { DEFAULT_CURRENCY, DEFAULT_SALARY_UNIT, DESCRIPTION_PREVIEW_LENGTH, NEW_BADGE_DAYS } from "./constants";
import { groupDigits } from "./number-text";

/**
 * SPEC §3 display defaults. Pure functions: the pages use them on the server and
 * in the browser alike.
 */
export interface SalaryFields {
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string | null;
  salaryUnit: string | null;
}

const unitWords: Record<string, string> = {
  HOUR: "per hour",
  DAY: "per day",
  WEEK: "per week",
  MONTH: "per month",
  YEAR: "per year",
};

export function salaryUnitText(unit: string | null | undefined): string {
  return (unit && unitWords[unit]) || DEFAULT_SALARY_UNIT;
}

/** An amount in whole units, grouped as India writes rupees (12,00,000) and as the US writes other currencies. */
export function formatAmount(amount: number, currency: string): string {
  return groupDigits(amount, currency === "INR" ? "en-IN" : "en-US");
}

/** The '{currencyvalue}' part: '12,00,000 - 18,00,000', or one amount when only one is known. */
export function salaryValueText(job: SalaryFields): string | null {
  const currency = job.currency || DEFAULT_CURRENCY;
  const amounts = [job.salaryMin, job.salaryMax].filter((value): value is number => value != null && value > 0);
  if (amounts.length === 0) return null;
  if (amounts.length === 2 && amounts[0] !== amounts[1])
    return `${formatAmount(amounts[0], currency)} - ${formatAmount(amounts[1], currency)}`;
  return formatAmount(amounts[0], currency);
}

/** 14.5 for 14,50,000 (lakhs, at most one decimal, no trailing .0). */
function lakhs(amount: number): string {
  return String(Math.round(amount / 10_000) / 10);
}

function thousands(amount: number): string {
  return String(Math.round(amount / 100) / 10);
}

/**
 * Rupee pay as Indian candidates read it (issue 29): yearly as '₹14.5-21.5 LPA', monthly as '₹25k/month' or
 * '₹20-25k/month', and from a lakh a month up in lakhs, '₹1.5-2 L/month' (issue 44: '₹150-200k/month' is not how
 * anyone says it); null for other currencies and units (they keep the SPEC's '{currency} {value} per …').
 */
export function rupeeSalaryText(job: SalaryFields): string | null {
  if ((job.currency || DEFAULT_CURRENCY) !== "INR") return null;
  const unit = job.salaryUnit || "YEAR";
  if (unit !== "YEAR" && unit !== "MONTH") return null;
  const amounts = [job.salaryMin, job.salaryMax].filter((value): value is number => value != null && value > 0);
  if (amounts.length === 0) return null;
  // A monthly range reaching a lakh is written in lakhs at both ends ('₹0.8-1.2 L/month'), so the two read alike.
  const monthlyLakhs = unit === "MONTH" && amounts[amounts.length - 1] >= 100_000;
  const format = unit === "YEAR" || monthlyLakhs ? lakhs : thousands;
  const [low, high] = [format(amounts[0]), format(amounts[amounts.length - 1])];
  const range = low === high ? low : `${low}-${high}`;
  return unit === "YEAR" ? `₹${range} LPA` : monthlyLakhs ? `₹${range} L/month` : `₹${range}k/month`;
}

/** '₹14.5-21.5 LPA' or '₹25k/month' for rupees; else '{currency} {currencyvalue} per year'; else 'Salary not specified'. */
export function formatSalary(job: SalaryFields, withUnit = true): string {
  const rupees = rupeeSalaryText(job);
  if (rupees) return rupees;
  const value = salaryValueText(job);
  if (!value) return "Salary not specified";
  const text = `${job.currency || DEFAULT_CURRENCY} ${value}`;
  return withUnit ? `${text} ${salaryUnitText(job.salaryUnit)}` : text;
}

/**
 * '{minexp}-{maxexp} years' (SPEC's display default), else 'Experience not specified': the one way a job's experience
 * is written, on cards, the job page, the employer's preview and the admin's review. One number typed ('3') is
 * '3 years', not '3-3 years'; only a minimum is '2+ years', only a maximum 'Up to 5 years'.
 */
export function formatExperience(minexp: number | null | undefined, maxexp: number | null | undefined): string {
  if (minexp == null) return maxexp == null ? "Experience not specified" : `Up to ${yearsText(maxexp)}`;
  if (maxexp == null) return `${minexp}+ years`;
  return minexp === maxexp ? yearsText(minexp) : `${minexp}-${maxexp} years`;
}

function yearsText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

const workplaceWords: Record<string, string> = { onsite: "On-site", hybrid: "Hybrid", remote: "Remote" };

/** 'On-site', 'Hybrid' or 'Remote': where the job is done, as the employer said (the Workplace filter's labels). */
export function workplaceText(workplace: string | null | undefined): string {
  return (workplace && workplaceWords[workplace]) || "On-site";
}

/** 0.1 for 0.1 stored as a float4 (0.10000000149...): percent to at most three decimals. */
function percent(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** '0.1-0.5% equity', '0.25% equity', 'No equity' (0 and 0), or null when the job does not say. */
export function equityText(equityMin: number | null | undefined, equityMax: number | null | undefined): string | null {
  if (equityMin == null && equityMax == null) return null;
  const [low, high] = [equityMin ?? equityMax!, equityMax ?? equityMin!];
  if (high <= 0) return "No equity";
  return percent(low) === percent(high) ? `${percent(high)}% equity` : `${percent(low)}-${percent(high)}% equity`;
}

/** 'locality, region', else 'Location not specified'. */
export function formatLocation(locality: string | null | undefined, region: string | null | undefined): string {
  const parts = [locality, region].filter((part) => part && part.trim());
  return parts.length ? parts.join(", ") : "Location not specified";
}

export function isNewJob(datePosted: string | Date, now: Date = new Date()): boolean {
  const posted = typeof datePosted === "string" ? new Date(datePosted) : datePosted;
  const age = now.getTime() - posted.getTime();
  return age >= 0 && age < NEW_BADGE_DAYS * 86_400_000;
}

/** SPEC §9 relative time: year, month (30 days), week, day, hour, minute; otherwise 'Just now'. */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  const steps: [string, number][] = [
    ["year", 365 * 86_400],
    ["month", 30 * 86_400],
    ["week", 7 * 86_400],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  }
  return "Just now";
}

/** Skills arrive as a comma string or an array; chips want a clean list. */
export function skillList(skills: string | string[] | null | undefined): string[] {
  const items = Array.isArray(skills) ? skills : (skills ?? "").split(",");
  return items.map((skill) => skill.trim()).filter(Boolean);
}

/** SPEC §4 job type badge colours: full green, part info, contract warning, remote primary, other grey. */
export function jobTypeTone(jobType: string): "green" | "info" | "warning" | "primary" | "grey" {
  const type = jobType.toLowerCase();
  if (type.includes("remote")) return "primary";
  if (type.includes("full")) return "green";
  if (type.includes("part")) return "info";
  if (type.includes("contract")) return "warning";
  return "grey";
}

/** SPEC §2 dashboard cards: the description's text cut to 200 characters plus '...'. */
export function descriptionPreview(description: string | null | undefined): string {
  const text = decodeEntities((description ?? "").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return "No description available";
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : text;
}

/** Country names for 'Similar roles in India pay …' (the codes jobs carry; another code is shown as it is). */
const countryNames: Record<string, string> = {
  IN: "India",
  US: "the US",
  GB: "the UK",
  DE: "Germany",
  NL: "the Netherlands",
  SG: "Singapore",
  AE: "the UAE",
  CA: "Canada",
  AU: "Australia",
  IL: "Israel",
};

/** What similar roles pay: the band core/search works out and the job page shows. */
export interface SimilarPayBand {
  /** Where the similar jobs are: the city's name, or the country's code when the city had too few. */
  place: string;
  placeKind: "city" | "country";
  /** Yearly rupees: the 10th and 90th percentiles and the median of the similar jobs' pay (the top of each range). */
  low: number;
  high: number;
  median: number;
  jobs: number;
}

/**
 * 'Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 38 jobs)' from a pay band (yearly rupees): the same category
 * and level in the city, or 'in India' when the band is the country's.
 */
export function similarPayText(band: SimilarPayBand): string {
  const range = rupeeSalaryText({ salaryMin: band.low, salaryMax: band.high, currency: "INR", salaryUnit: "YEAR" });
  const median = rupeeSalaryText({
    salaryMin: band.median,
    salaryMax: band.median,
    currency: "INR",
    salaryUnit: "YEAR",
  });
  const place = band.placeKind === "country" ? (countryNames[band.place] ?? band.place) : band.place;
  return `Similar roles in ${place} pay ${range} (median ${median}, ${band.jobs} jobs)`;
}
