import type { RawPosting } from "../collector.schema";
import { decodeEntities } from "../../shared/html-text";
import { compact, num, obj, str } from "./read-helpers";

function isJobPosting(node: Record<string, unknown>): boolean {
  const type = node["@type"];
  return type === "JobPosting" || (Array.isArray(type) && type.includes("JobPosting"));
}

/** Every JobPosting object in a JSON-LD value, through arrays and @graph. */
function collectPostings(value: unknown, found: Record<string, unknown>[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectPostings(entry, found, depth + 1);
    return;
  }
  const node = obj(value);
  if (!node) return;
  if (isJobPosting(node)) found.push(node);
  else if (node["@graph"]) collectPostings(node["@graph"], found, depth + 1);
}

function addressOf(place: unknown) {
  const address = obj(obj(place)?.address) ?? undefined;
  const rawAddress = str(obj(place)?.address);
  if (!address) return rawAddress ? { text: rawAddress } : undefined;
  const country = str(address.addressCountry) ?? str(obj(address.addressCountry)?.name);
  const parts = {
    locality: str(address.addressLocality),
    region: str(address.addressRegion),
    country,
    postalCode: str(address.postalCode),
  };
  return { ...parts, text: compact([parts.locality, parts.region, parts.country]).join(", ") };
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** What a hiringOrganization says about the company: founding year, head count, LinkedIn page. */
function organisationFacts(organisation: Record<string, unknown> | undefined): RawPosting["companyFacts"] {
  if (!organisation) return undefined;
  const founded = /^(\d{4})/.exec(str(organisation.foundingDate) ?? "");
  const employees = obj(organisation.numberOfEmployees);
  const teamSize =
    str(organisation.numberOfEmployees) ??
    (employees
      ? (str(employees.value) ?? compact([str(employees.minValue), str(employees.maxValue)]).join("-"))
      : undefined);
  const linkedinUrl = asList(organisation.sameAs)
    .map(str)
    .find((url) => url !== undefined && /^https?:\/\/([a-z]+\.)?linkedin\.com\//i.test(url));
  const facts = { foundedYear: founded ? Number(founded[1]) : undefined, teamSize: teamSize || undefined, linkedinUrl };
  return Object.values(facts).some((value) => value !== undefined) ? facts : undefined;
}

export function jsonLdPosting(node: Record<string, unknown>, id: string, pageUrl: string): RawPosting {
  const places = asList(node.jobLocation)
    .map(addressOf)
    .filter((place) => place !== undefined);
  const salary = obj(node.baseSalary);
  const salaryValue = obj(salary?.value);
  const experience = obj(node.experienceRequirements);
  const organisation = obj(node.hiringOrganization);
  const logo = str(organisation?.logo) ?? str(obj(organisation?.logo)?.url);
  const remote = asList(node.jobLocationType).some((type) => str(type)?.toUpperCase() === "TELECOMMUTE");
  let description = str(node.description);
  // Some sites entity-encode the HTML inside JSON-LD.
  if (description && !/<[a-z]/i.test(description) && /&lt;[a-z]/i.test(description))
    description = decodeEntities(description);
  const employmentTypes = asList(node.employmentType).map(str).filter(Boolean);
  return {
    id,
    title: str(node.title) ?? str(node.name) ?? "",
    descriptionHtml: description,
    locations: compact(places.map((place) => place.text)),
    addresses: places.filter((place) => "locality" in place || "country" in place),
    workplace: remote ? "remote" : undefined,
    employmentType: employmentTypes[0],
    department: str(node.occupationalCategory) ?? str(node.industry),
    salary: salary
      ? {
          min: num(salaryValue?.minValue) ?? num(salaryValue?.value) ?? num(salary.value),
          max: num(salaryValue?.maxValue),
          currency: str(salary.currency),
          unit: str(salaryValue?.unitText) ?? str(salary.unitText),
        }
      : undefined,
    salaryText: typeof node.baseSalary === "string" ? node.baseSalary : undefined,
    experienceMonths: num(experience?.monthsOfExperience),
    datePosted: str(node.datePosted),
    validThrough: str(node.validThrough),
    url: str(node.url) ?? pageUrl,
    education: str(node.educationRequirements) ?? str(obj(node.educationRequirements)?.credentialCategory),
    companyWebsite: str(organisation?.sameAs) ?? str(organisation?.url),
    companyLogo: logo,
    companyFacts: organisationFacts(organisation),
  };
}

/**
 * cheerio (with parse5 and undici) is loaded by the first page read: collector runs are the main process's, and an
 * HTTP worker reads a page only when an admin runs a source now (decision 208).
 */
const loadHtml = async (html: string) => (await import("cheerio")).load(html);

/** The JobPostings a page publishes; broken JSON-LD blocks are skipped, not fatal. */
export async function extractJobPostings(html: string, pageUrl: string): Promise<RawPosting[]> {
  const $ = await loadHtml(html);
  const nodes: Record<string, unknown>[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      collectPostings(JSON.parse($(element).text()), nodes);
    } catch {
      // One bad block must not hide the others.
    }
  });
  return nodes.map((node, index) => jsonLdPosting(node, index === 0 ? pageUrl : `${pageUrl}#${index + 1}`, pageUrl));
}

const skippedExtensions = /\.(png|jpe?g|gif|svg|webp|ico|css|js|pdf|zip|mp4|woff2?)$/i;

/** Links of a listing page that stay on its site (one level deep), without fragments and assets. */
export async function extractSameSiteLinks(html: string, pageUrl: string): Promise<string[]> {
  const $ = await loadHtml(html);
  const page = new URL(pageUrl);
  const links = new Set<string>();
  $("a[href]").each((_, element) => {
    try {
      const url = new URL($(element).attr("href")!, page);
      url.hash = "";
      if (url.origin !== page.origin || skippedExtensions.test(url.pathname) || url.toString() === page.toString())
        return;
      links.add(url.toString());
    } catch {
      // An unparsable href is no link.
    }
  });
  return [...links];
}

export function looksLikeSitemap(body: string, contentType: string): boolean {
  return /xml/i.test(contentType) || /^\s*(<\?xml[^>]*>\s*)?<(urlset|sitemapindex)\b/i.test(body);
}

/** Same-site <loc> addresses of a sitemap. */
export function sitemapLinks(xml: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const links = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map((match) => decodeEntities(match[1]));
  return [
    ...new Set(
      links.filter((link) => {
        try {
          return new URL(link).origin === origin;
        } catch {
          return false;
        }
      }),
    ),
  ];
}
