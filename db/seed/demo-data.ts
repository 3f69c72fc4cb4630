import {
  categoryNames, categoryRoles, companyPrefixes, companySuffixes, educationLevels, fundingStages,
  indianCities, seniorities, teamSizes, worldCities, type City,
} from "./catalog-data";
import { slugify } from "../../lib/slug";
import { fundingStageOf, type FundingStage, type RemotePolicy } from "../../lib/startup-facts";

/**
 * A deterministic demo data set: the same seed gives the same companies and jobs,
 * only the posting dates move with `now` so that some jobs always carry the New badge.
 * The benchmark generator calls this with larger sizes.
 */
export interface DemoCompany {
  name: string;
  slug: string;
  website: string;
  logoUrl: string;
  description: string;
  address: string;
  locality: string;
  region: string;
  country: string;
  /** The stage as the prose says it ('Series B'); `stage` is its stored value. */
  fundingStage: string;
  teamSize: string;
  stage: FundingStage;
  foundedYear: number;
  remotePolicy: RemotePolicy;
  /** Whether it sponsors work visas (decision 191): about one in five does, two in five do not, the rest do not say. */
  visaSponsorship: boolean | null;
  techStack: string[];
  pitch: string;
  linkedinUrl: string;
  careersUrl: string;
}

export interface DemoJob {
  externalId: string;
  companySlug: string;
  categoryName: string;
  title: string;
  description: string;
  skills: string;
  employmentType: string;
  workplace: "onsite" | "remote" | "hybrid";
  address: string;
  locality: string;
  region: string;
  country: string;
  postalCode: string;
  minExperience: number;
  maxExperience: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: "YEAR" | "MONTH";
  education: string;
  jobUrl: string;
  datePosted: Date;
  validThrough: Date;
  /** Every demo posting offers 'meaningful ESOPs' (its prose): a range in percent by the company's stage and the seniority. */
  equityMin: number;
  equityMax: number;
}

export interface DemoDataOptions {
  jobs?: number;
  companies?: number;
  seed?: number;
  now?: Date;
}

const dayMs = 86_400_000;

/** mulberry32: a small, fast, well-distributed PRNG, good enough for fake data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
    weighted: <T extends { weight: number }>(items: readonly T[]): T => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= item.weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1];
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return chosen;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

/** 'a Series B', 'a seed-stage', 'an early'…: the funding stage as it reads inside a sentence. */
function stagePhrase(stage: string): string {
  const words: Record<string, string> = {
    Bootstrapped: "a bootstrapped",
    "Pre-seed": "a pre-seed",
    Seed: "a seed-stage",
    Public: "a publicly listed",
  };
  return words[stage] ?? `a ${stage}`;
}

export function generateCompanies(count: number, random: Random): DemoCompany[] {
  const companies: DemoCompany[] = [];
  const taken = new Set<string>();
  for (let index = 0; companies.length < count; index++) {
    const base = `${companyPrefixes[index % companyPrefixes.length]} ${companySuffixes[Math.floor(index / companyPrefixes.length) % companySuffixes.length]}`;
    const round = Math.floor(index / (companyPrefixes.length * companySuffixes.length));
    const name = round === 0 ? base : `${base} ${round + 1}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const city = random.chance(0.75) ? random.pick(indianCities) : random.pick(worldCities);
    const slug = slugify(name);
    const domain = slug.replaceAll("-", "");
    const stage = random.pick(fundingStages);
    companies.push({
      name,
      slug,
      website: `https://www.${domain}.example`,
      logoUrl: `/logos/${slug}.svg`,
      description: `${name} is ${stagePhrase(stage)} startup based in ${city.locality} building products for ${random.pick(["small businesses", "developers", "consumers", "enterprises", "creators", "hospitals", "farmers", "students"])}.`,
      address: `${random.int(1, 400)}, ${random.pick(["MG Road", "Outer Ring Road", "Main Street", "Park Avenue", "Tech Park", "Residency Road", "High Street"])}, ${city.locality}`,
      locality: city.locality,
      region: city.region,
      country: city.country,
      fundingStage: stage,
      teamSize: random.pick(teamSizes),
      ...startupFacts(name, slug, stage, `https://www.${domain}.example`),
    });
  }
  for (const company of companies) company.pitch = pitchOf(company);
  return companies;
}

/** Founding years a stage makes plausible (the prose's stage and the year agree). */
const foundedYears: Record<FundingStage, [number, number]> = {
  bootstrapped: [2010, 2022], "pre-seed": [2022, 2025], seed: [2020, 2024], "series-a": [2017, 2022], "series-b": [2015, 2020],
  "series-c": [2012, 2018], "series-d-plus": [2008, 2016], public: [1998, 2012], acquired: [2010, 2020],
};
/** Equity ranges (percent) a stage gives a mid-level hire; seniority scales them. */
const equityByStage: Record<FundingStage, [number, number]> = {
  bootstrapped: [0.1, 0.5], "pre-seed": [0.5, 1.5], seed: [0.25, 1], "series-a": [0.1, 0.5], "series-b": [0.05, 0.25],
  "series-c": [0.02, 0.1], "series-d-plus": [0.01, 0.05], public: [0.005, 0.02], acquired: [0.005, 0.02],
};
const stacks = ["TypeScript", "React", "Node.js", "Go", "Python", "Java", "Kotlin", "PostgreSQL", "Redis", "Kafka", "AWS", "GCP", "Kubernetes", "Flutter", "Swift", "Rust", "Django", "Spark"];

/**
 * The facts the demo prose does not already fix, from a generator of their own (seeded by the company's name), so
 * that adding them leaves every other demo value as it was (the e2e specs assert the demo data's counts).
 */
function startupFacts(name: string, slug: string, stageLabel: string, website: string) {
  let hash = 2_166_136_261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  const own = createRandom(hash >>> 0);
  const stage = fundingStageOf(stageLabel) ?? "seed";
  const [from, to] = foundedYears[stage];
  const remotePolicy: RemotePolicy = own.weighted([{ value: "office-first" as const, weight: 5 }, { value: "hybrid" as const, weight: 3 }, { value: "remote-first" as const, weight: 2 }]).value;
  const foundedYear = own.int(from, to);
  const techStack = own.sample(stacks, own.int(3, 5));
  // Drawn last, so that the facts drawn before keep their values.
  const visa = own.int(0, 4);
  return {
    stage,
    foundedYear,
    remotePolicy,
    visaSponsorship: visa === 0 ? true : visa <= 2 ? false : null,
    techStack,
    pitch: "",
    linkedinUrl: `https://www.linkedin.com/company/${slug}`,
    careersUrl: `${website}/careers`,
  };
}

/** The one-line pitch, from the description's own words ('Building products for developers in Pune'). */
function pitchOf(company: DemoCompany): string {
  const audience = /building products for (.+)\.$/.exec(company.description)?.[1] ?? "its customers";
  return `Building products for ${audience} from ${company.locality}`;
}

function demoEquity(stage: FundingStage, pay: number): [number, number] {
  const [low, high] = equityByStage[stage];
  const scale = Math.max(0.5, Math.min(pay, 2));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return [round(low * scale), round(high * scale)];
}

const employmentTypes = [
  { value: "Full-time", weight: 78 },
  { value: "Contract", weight: 8 },
  { value: "Part-time", weight: 4 },
  { value: "Internship", weight: 6 },
  { value: "Temporary", weight: 4 },
];

function cityOf(company: DemoCompany): City {
  return [...indianCities, ...worldCities].find((city) => city.locality === company.locality) ?? indianCities[0];
}

function roundSalary(value: number, currency: string): number {
  const step = currency === "INR" ? 50_000 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}

function describe(job: { title: string; skills: string[]; workplace: string; locality: string; number: number }, company: DemoCompany, random: Random): string {
  const mission = random.pick([
    "we are building the operating system for India's small businesses",
    "we help millions of people manage their money with confidence",
    "we make healthcare affordable and accessible",
    "we are reinventing how goods move across cities",
    "we build tools that developers love",
    "we help students learn the skills employers need",
  ]);
  const paragraphs = [
    `At ${company.name}, ${mission}. We are ${stagePhrase(company.fundingStage)} team of ${company.teamSize} people and we are hiring a ${job.title} to join us${job.workplace === "remote" ? " from anywhere" : ` in ${job.locality}`}.`,
    // Every fifth posting names product managers as close colleagues (the search benchmark needs broad two-word matches).
    `You will own meaningful problems from the first week. You will work closely with ${job.number % 5 === 0 ? "product managers, designers and engineers" : "product, design and engineering"} to ship features that customers use every day. You will help shape our processes as we grow.`,
    `What we look for: hands-on experience with ${job.skills.slice(0, 3).join(", ")}. Clear written and spoken communication. A bias for action and ownership of outcomes. Curiosity and a habit of learning in public.`,
    `What we offer: competitive pay with meaningful ESOPs. Health insurance for you and your family. ${job.workplace === "remote" ? "A fully remote setup with a home-office budget" : job.workplace === "hybrid" ? "A hybrid week: three days in the office, two days remote" : "A modern office with meals and a learning budget"}. Flexible leave and a culture of trust.`,
  ];
  return paragraphs.join("\n\n");
}

export function generateJobs(count: number, companies: DemoCompany[], random: Random, now: Date): DemoJob[] {
  const jobs: DemoJob[] = [];
  for (let index = 0; index < count; index++) {
    const company = companies[index % companies.length];
    const categoryName = random.pick(categoryNames);
    const role = categoryRoles[categoryName];
    const seniority = random.weighted(seniorities);
    const baseTitle = random.pick(role.titles);
    const title = seniority.prefix === "Intern - " ? `${baseTitle} Intern` : `${seniority.prefix}${baseTitle}`;
    const skills = random.sample(role.skills, random.int(3, 6));
    const workplace = random.chance(0.18) ? "remote" : random.chance(0.2) ? "hybrid" : "onsite";
    const city = cityOf(company);
    const employmentType = seniority.prefix === "Intern - " ? "Internship" : random.weighted(employmentTypes).value;
    const hasSalary = random.chance(0.85);
    const mid = city.midSalary * seniority.pay * (0.8 + random.next() * 0.5);
    const monthly = employmentType === "Internship";
    const salaryUnit = monthly ? "MONTH" : "YEAR";
    const salaryBase = monthly ? mid / 12 : mid;
    const ageDays = random.next() * 90;
    const datePosted = new Date(now.getTime() - ageDays * dayMs);
    datePosted.setUTCSeconds(0, 0);
    const jobNumber = index + 1;
    jobs.push({
      externalId: `demo-${jobNumber}`,
      companySlug: company.slug,
      categoryName,
      title,
      description: describe({ title, skills, workplace, locality: city.locality, number: jobNumber }, company, random),
      skills: skills.join(", "),
      employmentType,
      workplace,
      address: company.address,
      locality: city.locality,
      region: city.region,
      country: city.country,
      postalCode: city.postalCode,
      minExperience: seniority.minExperience,
      maxExperience: seniority.maxExperience,
      salaryMin: hasSalary ? roundSalary(salaryBase * 0.85, city.currency) : null,
      salaryMax: hasSalary ? roundSalary(salaryBase * 1.25, city.currency) : null,
      salaryCurrency: city.currency,
      salaryUnit,
      education: random.pick(educationLevels),
      jobUrl: `${company.website}/careers/${slugify(title)}-${jobNumber}`,
      datePosted,
      validThrough: new Date(datePosted.getTime() + 150 * dayMs),
      equityMin: demoEquity(company.stage, seniority.pay)[0],
      equityMax: demoEquity(company.stage, seniority.pay)[1],
    });
  }
  return jobs;
}

export function generateDemoData(options: DemoDataOptions = {}) {
  const random = createRandom(options.seed ?? 20_231);
  const companies = generateCompanies(options.companies ?? 90, random);
  const jobs = generateJobs(options.jobs ?? 1_200, companies, random, options.now ?? new Date());
  return { categories: [...categoryNames], companies, jobs };
}
