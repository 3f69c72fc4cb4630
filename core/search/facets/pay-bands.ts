import type { JobSlots } from "./job-slots";

/**
 * 'Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 38 jobs)' (issue 29): the pay of the open jobs of the
 * same title family in the same city, from the index's own slots. A title's family is its normalised words without
 * the seniority ones ('Senior Backend Engineer' and 'Backend Engineer II' are both 'backend engineer'). The slots of
 * each family and city are listed once (built on the first question, then kept as jobs are added; a removed job's
 * slot is skipped by its alive byte), so a question reads only that list: well under a millisecond for a few
 * thousand jobs.
 */
export const MIN_SIMILAR_JOBS = 5;

const seniorityWords = new Set(["junior", "jr", "senior", "sr", "lead", "staff", "principal", "intern", "internship", "trainee", "associate", "i", "ii", "iii", "iv", "v", "-", "–"]);

export function titleFamily(normalisedTitle: string): string {
  return normalisedTitle
    .replace(/[^\p{L}\p{N}+#.]+/gu, " ")
    .split(" ")
    .filter((word) => word && !seniorityWords.has(word))
    .join(" ");
}

export interface PayBand {
  city: string;
  /** Yearly rupees: the 10th and 90th percentiles and the median of the similar jobs' pay (the top of each range). */
  low: number;
  high: number;
  median: number;
  jobs: number;
}

export class PayBands {
  private families: Map<string, number[]> | null = null;
  private scratch = new Float64Array(0);

  constructor(private readonly slots: JobSlots) {}

  private keyOf(slot: number): string | null {
    const city = this.slots.city[slot];
    return city < 0 ? null : `${city}|${titleFamily(this.slots.titleKey[slot])}`;
  }

  /** Called for every slot the index adds, so that a built list stays whole. */
  added(slot: number): void {
    if (this.families === null) return;
    const key = this.keyOf(slot);
    if (key === null) return;
    const list = this.families.get(key);
    if (list) list.push(slot);
    else this.families.set(key, [slot]);
  }

  private build(): Map<string, number[]> {
    const families = new Map<string, number[]>();
    for (let slot = 0; slot < this.slots.size; slot++) {
      if (this.slots.alive[slot] === 0) continue;
      const key = this.keyOf(slot);
      if (key === null) continue;
      const list = families.get(key);
      if (list) list.push(slot);
      else families.set(key, [slot]);
    }
    return families;
  }

  /** The band of the job's family in its city, or null when the job is not indexed, has no city, or fewer than MIN_SIMILAR_JOBS with pay. */
  of(jobId: number): PayBand | null {
    const slot = this.slots.slotOf.get(jobId);
    if (slot === undefined) return null;
    const key = this.keyOf(slot);
    if (key === null) return null;
    this.families ??= this.build();
    const list = this.families.get(key);
    if (!list || list.length < MIN_SIMILAR_JOBS) return null;
    if (this.scratch.length < list.length) this.scratch = new Float64Array(list.length * 2);
    const { alive, salary } = this.slots;
    let count = 0;
    for (const other of list) if (alive[other] === 1 && salary[other] > 0) this.scratch[count++] = salary[other];
    if (count < MIN_SIMILAR_JOBS) return null;
    const pay = this.scratch.subarray(0, count).sort();
    const at = (share: number) => pay[Math.min(count - 1, Math.floor(share * (count - 1) + 0.5))];
    return { city: this.slots.cities.labels[this.slots.city[slot]], low: at(0.1), high: at(0.9), median: at(0.5), jobs: count };
  }
}
