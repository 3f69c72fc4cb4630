import {
  categoryNames,
  categoryRoles,
  companyPrefixes,
  companySuffixes,
  educationLevels,
  seniorities,
} from "./catalog-data";
import { companyShapes, equityShare, type CompanyShape } from "./company-shapes";
import { cityNamed, dealAreas, pickByRoll } from "./demo-places";
import { dealJobs, jobQuotas } from "./demo-job-quotas";
import { monthlyStipendRange, yearlyPayRange } from "./demo-pay";
import { slugify } from "../../lib/slug";
import { FUNDING_STAGES, labelOf, type FundingStage, type RemotePolicy, type TeamSize } from "../../lib/startup-facts";

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
  /** The stage's label ('Series B'); `stage` is its stored value. */
  fundingStage: string;
  teamSize: TeamSize;
  stage: FundingStage;
  foundedYear: number;
  remotePolicy: RemotePolicy;
  /** Whether it sponsors work visas (decision 191): about one in five does, two in five do not, the rest do not say. */
  visaSponsorship: boolean | null;
  techStack: string[];
  pitch: string;
  linkedinUrl: string;
  careersUrl: string;
  /** The equity range (percent) a mid-level hire gets; null for the companies (about two in three) that offer none. */
  equity: readonly [number, number] | null;
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
  /** Percent, by the company's offer and the level; null (not said) where the company offers no equity, and for interns. */
  equityMin: number | null;
  equityMax: number | null;
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

/** What a company draws from the shared sequence, before its area is dealt (dealAreas needs every company's size). */
interface CompanyDraws {
  name: string;
  areaRoll: number;
  cityRoll: number;
  shape: CompanyShape;
  teamSize: TeamSize;
  audience: string;
  street: [number, string];
}

/** The demo's companies; `jobs` is how many jobs they will post, which sets how their areas are dealt. */
export function generateCompanies(count: number, random: Random, seed = 0, jobs = count): DemoCompany[] {
  const taken = new Set<string>();
  const drawnShapes = companyShapes.filter((shape) => shape.weight > 0);
  const draws: CompanyDraws[] = [];
  for (let index = 0; draws.length < count; index++) {
    const base = `${companyPrefixes[index % companyPrefixes.length]} ${companySuffixes[Math.floor(index / companyPrefixes.length) % companySuffixes.length]}`;
    const round = Math.floor(index / (companyPrefixes.length * companySuffixes.length));
    const name = round === 0 ? base : `${base} ${round + 1}`;
    if (taken.has(name)) continue;
    taken.add(name);
    // The same seven draws, in the same order, as when the area was dealt here: the jobs' own draws do not move.
    const areaRoll = random.next();
    const cityRoll = random.next();
    const shape = random.weighted(drawnShapes);
    const audience = random.pick(audiences);
    const street: [number, string] = [random.int(1, 400), random.pick(streets)];
    const teamSize = random.pick(shape.teamSizes);
    draws.push({ name, areaRoll, cityRoll, shape, teamSize, audience, street });
  }
  const teamSizes = draws.map((draw) => draw.teamSize);
  const areas = dealAreas(
    jobQuotas(teamSizes, jobs),
    draws.map((draw) => draw.areaRoll),
  );
  const companies = draws.map(({ name, cityRoll, shape, teamSize, audience, street }, index): DemoCompany => {
    const city = cityNamed(
      pickByRoll(
        areas[index].cities.map((c) => ({ value: c.locality, weight: c.weight })),
        cityRoll,
      ),
    );
    const slug = slugify(name);
    const domain = slug.replaceAll("-", "");
    return {
      name,
      slug,
      website: `https://www.${domain}.example`,
      logoUrl: `/logos/${slug}.svg`,
      description: `${name} is ${shape.phrase} ${shape.noun} based in ${city.locality} building products for ${audience}.`,
      address: `${street[0]}, ${street[1]}, ${city.locality}`,
      locality: city.locality,
      region: city.region,
      country: city.country,
      fundingStage: labelOf(FUNDING_STAGES, shape.stage) ?? shape.stage,
      teamSize,
      ...startupFacts(name, slug, shape, `https://www.${domain}.example`, seed),
    };
  });
  for (const company of companies) company.pitch = pitchOf(company);
  offerEquity(companies, seed);
  return companies;
}

const audiences = [
  "small businesses",
  "developers",
  "consumers",
  "enterprises",
  "creators",
  "hospitals",
  "farmers",
  "students",
];
const streets = [
  "MG Road",
  "Outer Ring Road",
  "Main Street",
  "Park Avenue",
  "Tech Park",
  "Residency Road",
  "High Street",
];

const stacks = [
  "TypeScript",
  "React",
  "Node.js",
  "Go",
  "Python",
  "Java",
  "Kotlin",
  "PostgreSQL",
  "Redis",
  "Kafka",
  "AWS",
  "GCP",
  "Kubernetes",
  "Flutter",
  "Swift",
  "Rust",
  "Django",
  "Spark",
];

/** A company's own generator (its name and the seed), so that its facts leave the shared sequence, and so every job, as it is. */
function ownRandom(name: string, seed: number, purpose: number) {
  let hash = 2_166_136_261 ^ purpose;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return createRandom((hash ^ seed) >>> 0);
}

function startupFacts(name: string, slug: string, shape: CompanyShape, website: string, seed: number) {
  const own = ownRandom(name, seed, 0);
  const [from, to] = shape.foundedYears;
  const remotePolicy: RemotePolicy = own.weighted([
    { value: "office-first" as const, weight: 5 },
    { value: "hybrid" as const, weight: 3 },
    { value: "remote-first" as const, weight: 2 },
  ]).value;
  const foundedYear = own.int(from, to);
  const techStack = own.sample(stacks, own.int(3, 5));
  // Drawn last, so that the facts drawn before keep their values.
  const visa = own.int(0, 4);
  return {
    stage: shape.stage,
    foundedYear,
    remotePolicy,
    visaSponsorship: visa === 0 ? true : visa <= 2 ? false : null,
    techStack,
    pitch: "",
    linkedinUrl: `https://www.linkedin.com/company/${slug}`,
    careersUrl: `${website}/careers`,
    equity: null,
  };
}

/**
 * A third of the companies offer equity: those most inclined to by their stage (a seed-stage startup more than a
 * Series C one) plus a roll of their own, so that the share is the same for every seed and the equity filter filters.
 */
function offerEquity(companies: DemoCompany[], seed: number) {
  const candidates = companies
    .map((company) => ({ company, shape: companyShapes.find((row) => row.stage === company.stage)! }))
    .filter(({ shape }) => shape.equity !== null)
    .map(({ company, shape }) => ({
      company,
      shape,
      score: shape.equityAppetite + ownRandom(company.name, seed, 1).next(),
    }))
    .sort((a, b) => b.score - a.score);
  for (const { company, shape } of candidates.slice(0, Math.round(companies.length * equityShare)))
    company.equity = shape.equity;
}

/** The one-line pitch, from the description's own words ('Building products for developers in Pune'). */
function pitchOf(company: DemoCompany): string {
  const audience = /building products for (.+)\.$/.exec(company.description)?.[1] ?? "its customers";
  return `Building products for ${audience} from ${company.locality}`;
}

/** The company's mid-level equity range scaled by the level (a junior gets half, a lead twice), to three decimals. */
function demoEquity(range: readonly [number, number], levelPay: number): [number, number] {
  const scale = Math.max(0.5, Math.min(levelPay, 2));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return [round(range[0] * scale), round(range[1] * scale)];
}

/** The employment types of a posting above intern level: an internship is a level of its own (0-1 year, a stipend). */
const employmentTypes = [
  { value: "Full-time", weight: 78 },
  { value: "Contract", weight: 8 },
  { value: "Part-time", weight: 4 },
  { value: "Temporary", weight: 4 },
];

type Seniority = (typeof seniorities)[number];
const internLevel = "Intern - ";

/** Engineering Management's titles are levels already ('Director of Engineering'): never below lead, never prefixed. */
function levelFor(categoryName: string, drawn: Seniority): Seniority {
  if (categoryName !== "Engineering Management") return drawn;
  const lead = seniorities.find((level) => level.prefix === "Lead ")!;
  return drawn.pay >= lead.pay ? drawn : lead;
}

function titleOf(baseTitle: string, categoryName: string, level: Seniority): string {
  if (level.prefix === internLevel) return `${baseTitle} Intern`;
  return categoryName === "Engineering Management" ? baseTitle : `${level.prefix}${baseTitle}`;
}

function describe(
  job: {
    title: string;
    skills: string[];
    workplace: string;
    locality: string;
    number: number;
    equity: boolean;
    intern: boolean;
  },
  company: DemoCompany,
  random: Random,
): string {
  const mission = random.pick([
    "we are building the operating system for India's small businesses",
    "we help millions of people manage their money with confidence",
    "we make healthcare affordable and accessible",
    "we are reinventing how goods move across cities",
    "we build tools that developers love",
    "we help students learn the skills employers need",
  ]);
  const offer = job.equity
    ? "competitive pay with meaningful ESOPs"
    : job.intern
      ? "a monthly stipend, a mentor and a pre-placement offer for strong work"
      : "competitive pay and an annual performance bonus";
  const shape = companyShapes.find((row) => row.stage === company.stage)!;
  const paragraphs = [
    `At ${company.name}, ${mission}. We are ${shape.phrase} team of ${company.teamSize} people ` +
      `and we are hiring a ${job.title} to join us${job.workplace === "remote" ? " from anywhere" : ` in ${job.locality}`}.`,
    // Every fifth posting names product managers as close colleagues (the search benchmark needs broad two-word matches).
    `You will own meaningful problems from the first week. ` +
      `You will work closely with ${job.number % 5 === 0 ? "product managers, designers and engineers" : "product, design and engineering"} ` +
      `to ship features that customers use every day. You will help shape our processes as we grow.`,
    `What we look for: hands-on experience with ${job.skills.slice(0, 3).join(", ")}. Clear written ` +
      `and spoken communication. A bias for action and ownership of outcomes. Curiosity and a habit ` +
      `of learning in public.`,
    `What we offer: ${offer}. Health insurance for you ` +
      `and your family. ${job.workplace === "remote" ? "A fully remote setup with a home-office budget" : job.workplace === "hybrid" ? "A hybrid week: three days in the office, two days remote" : "A modern office with meals and a learning budget"}. ` +
      `Flexible leave and a culture of trust.`,
  ];
  return paragraphs.join("\n\n");
}

/** The demo jobs one at a time: a loader can insert millions without holding them all. */
function* demoJobs(count: number, companies: DemoCompany[], random: Random, now: Date): Generator<DemoJob> {
  let index = 0;
  // Each company posts its quota (by its team size), dealt in rounds so that every company's first job comes first.
  const teamSizes = companies.map((company) => company.teamSize);
  const quotas = jobQuotas(teamSizes, count);
  for (const companyIndex of dealJobs(quotas)) {
    const company = companies[companyIndex];
    const categoryName = random.pick(categoryNames);
    const role = categoryRoles[categoryName];
    const level = levelFor(categoryName, random.weighted(seniorities));
    const intern = level.prefix === internLevel;
    const title = titleOf(random.pick(role.titles), categoryName, level);
    const skills = random.sample(role.skills, random.int(3, 6));
    // An office-first company posts no remote jobs: a remote roll there stays in the office.
    const workplace = random.chance(0.18)
      ? company.remotePolicy === "office-first"
        ? "onsite"
        : "remote"
      : random.chance(0.2)
        ? "hybrid"
        : "onsite";
    const city = cityNamed(company.locality);
    const employmentType = intern ? "Internship" : random.weighted(employmentTypes).value;
    const hasSalary = random.chance(0.85);
    const [salaryMin, salaryMax] = intern
      ? monthlyStipendRange(city, categoryName, random.next())
      : yearlyPayRange(city, level.pay, categoryName, random.next());
    const equity = company.equity && !intern ? demoEquity(company.equity, level.pay) : null;
    const ageDays = random.next() * 90;
    const datePosted = new Date(now.getTime() - ageDays * dayMs);
    datePosted.setUTCSeconds(0, 0);
    const jobNumber = ++index;
    yield {
      externalId: `demo-${jobNumber}`,
      companySlug: company.slug,
      categoryName,
      title,
      description: describe(
        { title, skills, workplace, locality: city.locality, number: jobNumber, equity: equity !== null, intern },
        company,
        random,
      ),
      skills: skills.join(", "),
      employmentType,
      workplace,
      address: company.address,
      locality: city.locality,
      region: city.region,
      country: city.country,
      postalCode: city.postalCode,
      minExperience: level.minExperience,
      maxExperience: level.maxExperience,
      salaryMin: hasSalary ? salaryMin : null,
      salaryMax: hasSalary ? salaryMax : null,
      salaryCurrency: city.currency,
      salaryUnit: intern ? "MONTH" : "YEAR",
      education: random.pick(educationLevels),
      jobUrl: `${company.website}/careers/${slugify(title)}-${jobNumber}`,
      datePosted,
      validThrough: new Date(datePosted.getTime() + 150 * dayMs),
      equityMin: equity?.[0] ?? null,
      equityMax: equity?.[1] ?? null,
    };
  }
}

export function generateDemoData(options: DemoDataOptions = {}) {
  const { categories, companies, jobs } = streamDemoData(options);
  return { categories, companies, jobs: [...jobs] };
}

/** generateDemoData with the jobs as a stream (the same data): what loads millions of jobs in bounded memory. */
export function streamDemoData(options: DemoDataOptions = {}): {
  categories: string[];
  companies: DemoCompany[];
  jobs: Generator<DemoJob>;
} {
  const seed = options.seed ?? 20_231;
  const random = createRandom(seed);
  const jobs = options.jobs ?? 1_200;
  const companies = generateCompanies(options.companies ?? 90, random, seed, jobs);
  return {
    categories: [...categoryNames],
    companies,
    jobs: demoJobs(jobs, companies, random, options.now ?? new Date()),
  };
}
