import { jobsByIds, type SearchIndex, searchIndex } from "../search";
import { PAGE_SIZE } from "../shared/constants";
import { isEmptyProfile, readCandidate, type CandidateSignals } from "./candidate-profile";
import { CANDIDATE_LIMITS, candidateJobIds } from "./candidate-jobs";
import { newestOpenJobIds, newestOpenJobIdsFragment } from "./newest-jobs";
import { indexedJobFacts } from "./indexed-job-facts";
import type { MatchableJob } from "./job-facts";
import { reasonLine, scoreJob, type MatchReasons, type ScoredJob } from "./match-reasons";
import type { JobView } from "../jobs";
import { applicationSignals } from "../applications";
import { withApplications } from "./applied-jobs";

export interface RecommendedJob extends JobView {
  /** Why this job, as data. */
  match: MatchReasons & { score: number };
  /** The same, as the card's one line. */
  reason: string;
}

export interface Recommendations {
  jobs: RecommendedJob[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** True when the profile has nothing to match on: the newest jobs are shown, with a prompt to complete the profile. */
  profileIncomplete: boolean;
}

/**
 * Recommended open jobs for a candidate (SPEC §2 dashboard; issue 9): ranked on
 * their skills, desired title, years against each job's experience range,
 * preferred industry and location, the jobs they saved, and recency; never a job
 * they saved, never a closed one. Each job carries its reasons.
 */
export async function recommendJobs(
  userId: number,
  options: { page?: number; limit?: number } = {},
  read: Pick<RecommendationReads, "facts"> = {},
): Promise<Recommendations> {
  // Two reads that do not wait for each other: the index (brought up to date from the change log), and
  // one statement with the profile, the saved jobs and the newest jobs (enough left over after the
  // candidate's saved ones are taken out).
  const [{ signals, extra: newestIds }, index, applied] = await Promise.all([
    readCandidate(userId, newestOpenJobIdsFragment(NEWEST_ASKED)),
    searchIndex(),
    applicationSignals(userId),
  ]);
  return recommendFor(withApplications(signals, applied), options, Date.now(), { ...read, index, newestIds });
}

/** What recommendFor reads, when the caller has it already (or, in the benchmark, wants it read another way). */
export interface RecommendationReads {
  index?: SearchIndex;
  newestIds?: number[];
  /** The scoring fields of the candidate jobs; by default from memory beside the index (indexed-job-facts.ts). */
  facts?: (index: SearchIndex, ids: number[]) => Promise<MatchableJob[]>;
  /** The jobs to score; by default candidate-jobs.ts's questions to the index (the benchmark times earlier ways). */
  candidates?: (index: SearchIndex, signals: CandidateSignals, newestIds: readonly number[], now: number) => number[];
}

export const NEWEST_ASKED = CANDIDATE_LIMITS.recent + 25;

export async function recommendFor(
  signals: CandidateSignals,
  options: { page?: number; limit?: number } = {},
  now = Date.now(),
  read: RecommendationReads = {},
): Promise<Recommendations> {
  const limit = options.limit ?? PAGE_SIZE.recommended;
  const page = Math.max(1, options.page ?? 1);
  const index = read.index ?? (await searchIndex());
  const profileIncomplete = isEmptyProfile(signals);
  // The preferred location read as the location box reads a place: every name of a city, and remote (decision 185).
  const places = index.preferredPlaces(signals.location);

  if (profileIncomplete) {
    const newest = index.cachedSearch({
      sort: "recent",
      offset: (page - 1) * limit,
      limit,
      excludeIds: signals.savedIds,
    });
    const jobs = (await jobsByIds(newest.ids, index)).map((job) => withReasons(scoreJob(job, signals, places, now)));
    return {
      jobs,
      total: newest.total,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(newest.total / limit)),
      profileIncomplete,
    };
  }

  const newestIds = read.newestIds ?? (await newestOpenJobIds(NEWEST_ASKED));
  const ids = read.candidates
    ? read.candidates(index, signals, newestIds, now)
    : candidateJobIds(index, signals, newestIds, CANDIDATE_LIMITS, now);
  const saved = new Set(signals.savedIds);
  // Scoring fields of jobs scored since they last changed come from memory beside the index; the rest from PostgreSQL.
  const ranked = withSavedShare(
    (await (read.facts ?? indexedJobFacts)(index, ids))
      .filter((job) => job.status === "open" && !saved.has(job.id))
      .map((job) => scoreJob(job, signals, places, now))
      .filter((scored) => hasRealMatch(scored.reasons))
      .sort(
        (a, b) =>
          b.score - a.score || Date.parse(b.job.datePosted) - Date.parse(a.job.datePosted) || b.job.id - a.job.id,
      ),
  );
  // Only the page's jobs are read whole (from the index's row cache when shown recently).
  const shown = ranked.slice((page - 1) * limit, page * limit);
  const views = new Map(
    (
      await jobsByIds(
        shown.map((item) => item.job.id),
        index,
      )
    ).map((job) => [job.id, job]),
  );
  const pageItems = shown.flatMap((item) => {
    const view = views.get(item.job.id);
    return view ? [withReasons({ ...item, job: view })] : [];
  });
  return {
    jobs: pageItems,
    total: ranked.length,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(ranked.length / limit)),
    profileIncomplete,
  };
}

/** Every SAVED_SHARE-th place of the list goes to the best job that is only 'like jobs you saved' (decision 108). */
export const SAVED_SHARE = 5;

/**
 * 'More like these' (issue 33, decision 108): a job like the saved ones that matches nothing of the profile cannot
 * outscore the profile's matches (a skill weighs 10), so with enough of those it never showed. Each fifth place
 * (the 5th, 10th, ... of the list) goes to the best-scored such job while any is left, or earlier when it outscores
 * the next profile match; otherwise the order is the score's.
 */
function withSavedShare<T extends { reasons: MatchReasons; score: number }>(ranked: T[]): T[] {
  const savedOnly = ranked.filter((item) => isSavedOnly(item.reasons));
  if (savedOnly.length === 0 || savedOnly.length === ranked.length) return ranked;
  const profile = ranked.filter((item) => !isSavedOnly(item.reasons));
  const merged: T[] = [];
  let fromSaved = 0;
  let fromProfile = 0;
  while (merged.length < ranked.length) {
    const next = savedOnly[fromSaved];
    const savedTurn =
      next !== undefined && ((merged.length + 1) % SAVED_SHARE === 0 || next.score > profile[fromProfile]?.score);
    if (savedTurn || fromProfile >= profile.length) merged.push(savedOnly[fromSaved++]);
    else merged.push(profile[fromProfile++]);
  }
  return merged;
}

function isSavedOnly(reasons: MatchReasons): boolean {
  return (
    reasons.likeSaved &&
    reasons.skills.length === 0 &&
    reasons.titleWords.length === 0 &&
    reasons.category === null &&
    reasons.location === null
  );
}

/** Something of the profile or the saved jobs matched (a fitting experience range or recency alone is not a reason to recommend). */
function hasRealMatch(reasons: MatchReasons): boolean {
  return (
    reasons.skills.length > 0 ||
    reasons.titleWords.length > 0 ||
    reasons.category !== null ||
    reasons.location !== null ||
    reasons.likeSaved
  );
}

function withReasons(scored: ScoredJob<JobView>): RecommendedJob {
  // Saved jobs are never recommended (they are left out as the profile is read), so none is marked saved.
  return {
    ...scored.job,
    isSaved: false,
    match: { ...scored.reasons, score: Math.round(scored.score * 100) / 100 },
    reason: reasonLine(scored.reasons),
  };
}
