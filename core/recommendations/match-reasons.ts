import { preferredCityOf, type PreferredPlaces } from "../search/browser";
import type { CandidateSignals } from "./candidate-profile";
import type { MatchableJob } from "./job-facts";
import { skillKey } from "./skill-key";

/**
 * Why a job suits a candidate, from the real match of their profile with the
 * job's fields, as data (for the API) and as one line for the card:
 * 'Matches React, TypeScript · Frontend Development · 2-5 yrs fits your 4'.
 */
export interface MatchReasons {
  /** Profile skills the job asks for, in the profile's order. */
  skills: string[];
  /** Words of the desired job title found in the job's title. */
  titleWords: string[];
  /** The job's category when it is the preferred industry. */
  category: string | null;
  /** The job's experience range when the candidate's years fall in it. */
  experience: { min: number | null; max: number | null; years: number } | null;
  /** 'Remote' (a remote job, and the candidate named remote), or the board's name of the preferred city the job is in. */
  location: string | null;
  /** Shares the category or skills of jobs the candidate saved. */
  likeSaved: boolean;
  /** Posted in the last 7 days. */
  recent: boolean;
}

export interface ScoredJob<J extends MatchableJob = MatchableJob> {
  job: J;
  score: number;
  reasons: MatchReasons;
}

function normal(text: string | null | undefined): string {
  return (text ?? "").trim().toLowerCase();
}

const titleStopWords = new Set(["a", "an", "and", "the", "of", "for", "in", "at", "to", "-", "&", "sr", "jr"]);
function titleWordsOf(text: string): string[] {
  return normal(text)
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 1 && !titleStopWords.has(word));
}

/** The words of a job's title and the skill keys of its skills, as sets: remembered per text, since jobs repeat titles and skill lists. */
const titleSets = new Map<string, ReadonlySet<string>>();
const skillSets = new Map<string, ReadonlySet<string>>();
function remembered(
  memo: Map<string, ReadonlySet<string>>,
  text: string,
  make: (text: string) => string[],
): ReadonlySet<string> {
  let set = memo.get(text);
  if (set === undefined) {
    set = new Set(make(text));
    if (memo.size >= 20_000) memo.clear();
    memo.set(text, set);
  }
  return set;
}
const skillKeysOf = (skills: string) => skills.split(",").map(skillKey).filter(Boolean);

const DAY_MS = 86_400_000;

/**
 * A job in a preferred place (decision 185): worth most of a skill (10), more than the industry (5) or a fitting
 * experience range (6), because for most candidates the city decides whether they can take the job at all; less than
 * a skill, so a job that fits the work still outranks one that only sits in the right city.
 */
export const PLACE_WEIGHT = 8;

/**
 * The score of one job for one candidate, with the reasons behind it. Weights: skills first, then title, then the
 * rest. `places` is the candidate's preferred location as the search reads a place (core/search/place/preferred-places.ts).
 */
export function scoreJob<J extends MatchableJob>(
  job: J,
  signals: CandidateSignals,
  places: PreferredPlaces,
  now = Date.now(),
): ScoredJob<J> {
  const jobSkills = remembered(skillSets, job.skills, skillKeysOf);
  const skills = signals.skills.filter((skill) => jobSkills.has(skillKey(skill)));
  const jobTitle = remembered(titleSets, job.title, titleWordsOf);
  const wanted = signals.desiredTitle ? titleWordsOf(signals.desiredTitle) : [];
  const titleWords = wanted.filter((word) => jobTitle.has(word));

  const industry = normal(signals.industry);
  const jobCategory = normal(job.category);
  const category =
    industry &&
    jobCategory &&
    (industry === jobCategory || jobCategory.includes(industry) || industry.includes(jobCategory))
      ? job.category
      : null;

  const years = signals.yearsOfExperience;
  let experience: MatchReasons["experience"] = null;
  let experienceScore = 0;
  if (years !== null && (job.minexp !== null || job.maxexp !== null)) {
    const min = job.minexp ?? 0;
    const max = job.maxexp ?? Number.POSITIVE_INFINITY;
    if (years >= min && years <= max) {
      experience = { min: job.minexp, max: job.maxexp, years };
      experienceScore = 6;
    } else {
      const gap = years < min ? min - years : years - max;
      experienceScore = gap <= 1 ? 1 : -Math.min(8, gap * 2);
    }
  }

  const location = places.remote && job.isRemote ? "Remote" : preferredCityOf(places, job);

  // 'More like these' (issue 33): up to 9 for the category of three or more saved jobs and up to 4.5 for
  // their skills, so three saves of a kind weigh about as much as one profile skill (10).
  let savedScore = 0;
  if (signals.savedCategories.size || signals.savedSkills.size) {
    savedScore += 3 * Math.min(3, signals.savedCategories.get(job.category) ?? 0);
    let shared = 0;
    for (const key of jobSkills) if (signals.savedSkills.has(key)) shared++;
    savedScore += 1.5 * Math.min(3, shared);
  }

  const ageDays = Math.max(0, (now - Date.parse(job.datePosted)) / DAY_MS);
  const recent = ageDays <= 7;
  const score =
    skills.length * 10 +
    (wanted.length ? (titleWords.length / wanted.length) * 12 : 0) +
    (category ? 5 : 0) +
    experienceScore +
    (location ? PLACE_WEIGHT : 0) +
    savedScore +
    3 * Math.exp(-ageDays / 30);
  return {
    job,
    score,
    reasons: { skills, titleWords, category, experience, location, likeSaved: savedScore >= 3, recent },
  };
}

/** The card's one line, built from the reasons: 'Matches React, TypeScript · Frontend Development · 2-5 yrs fits your 4'. */
export function reasonLine(reasons: MatchReasons): string {
  const parts: string[] = [];
  if (reasons.skills.length) {
    const shown = reasons.skills.slice(0, 4);
    parts.push(
      `Matches ${shown.join(", ")}${reasons.skills.length > shown.length ? ` +${reasons.skills.length - shown.length} more` : ""}`,
    );
  } else if (reasons.titleWords.length) {
    parts.push(`Title matches ${reasons.titleWords.join(" ")}`);
  }
  if (reasons.category) parts.push(reasons.category);
  if (reasons.experience) {
    const { min, max, years } = reasons.experience;
    const range =
      min !== null && max !== null ? `${min}-${max} yrs` : min !== null ? `${min}+ yrs` : `up to ${max} yrs`;
    parts.push(`${range} fits your ${years}`);
  }
  if (reasons.location)
    parts.push(
      reasons.location === "Remote" ? "Remote, as you prefer" : `In ${reasons.location}, your preferred location`,
    );
  if (reasons.likeSaved) parts.push("Like jobs you saved");
  if (!parts.length) parts.push(reasons.recent ? "New this week" : "Recently posted");
  return parts.join(" · ");
}
