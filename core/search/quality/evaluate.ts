import type { JudgedQuery, JudgedRule } from "./judged-queries";

/** What the grading rules look at in a job. */
export interface GradedJob {
  id: number;
  title: string;
  company: string;
  city: string | null;
  skills: string[];
  category: string | null;
  remote: boolean;
}

export function gradeOf(job: GradedJob, rules: JudgedRule[]): number {
  let grade = 0;
  for (const rule of rules) if (rule.grade > grade && meets(job, rule)) grade = rule.grade;
  return grade;
}

function meets(job: GradedJob, rule: JudgedRule): boolean {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  if (rule.title && !rule.title.test(job.title)) return false;
  if (rule.company && job.company !== rule.company) return false;
  if (rule.companyStartsWith && !job.company.startsWith(rule.companyStartsWith)) return false;
  // A remote job is in no city (decision 172): 'X in Hyderabad' means jobs done there, not remote ones run from there.
  if (rule.city && (job.remote || !(job.city && rule.city.includes(job.city)))) return false;
  if (rule.skill && !lower(job.skills).some((skill) => lower(rule.skill!).includes(skill))) return false;
  if (rule.allSkills && !lower(rule.allSkills).every((skill) => lower(job.skills).includes(skill))) return false;
  if (rule.category && job.category !== rule.category) return false;
  if (rule.remote !== undefined && job.remote !== rule.remote) return false;
  return true;
}

/** Discounted cumulative gain of grades in rank order (gain 2^grade - 1, discount log2(rank + 1)). */
function dcg(grades: number[]): number {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

export interface QueryScore {
  q: string;
  kind: JudgedQuery["kind"];
  ndcg10: number;
  precision6: number;
  /** Titles of the first results, for reading a failure. */
  top: string[];
}

/**
 * nDCG@10 of the ranked ids against the best order of every job's grade, and precision@6: the share
 * of the first page (6 cards) holding jobs of grade 2 or more, out of as many as exist (at most 6).
 */
export function scoreQuery(query: JudgedQuery, rankedIds: number[], jobs: Map<number, GradedJob>): QueryScore {
  const grades = [...jobs.values()].map((job) => gradeOf(job, query.rules));
  const ideal = grades.filter((grade) => grade > 0).sort((a, b) => b - a);
  const got = rankedIds.map((id) => gradeOf(jobs.get(id)!, query.rules));
  const idealDcg = dcg(ideal.slice(0, 10));
  const relevantCount = Math.min(6, ideal.filter((grade) => grade >= 2).length);
  return {
    q: query.q,
    kind: query.kind,
    ndcg10: idealDcg === 0 ? 1 : dcg(got.slice(0, 10)) / idealDcg,
    precision6: relevantCount === 0 ? 1 : got.slice(0, 6).filter((grade) => grade >= 2).length / relevantCount,
    top: rankedIds.slice(0, 3).map((id) => jobs.get(id)!.title),
  };
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}
