import type { SimilarPayBand } from "../../shared/job-display";
import type { JobSlots } from "./job-slots";

/**
 * 'Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 38 jobs)' (issues 29 and 44): the pay of the open jobs of
 * the same category and experience level in the same city, or, when the city has fewer than MIN_SIMILAR_JOBS of them
 * with pay, in the same country. Decision 175: the title families of issue 29 ('backend engineer' in Bengaluru) met
 * five jobs on none of the 1,200 demo job pages; category and level in the city, then the country, is still a like-for-
 * like comparison (a Senior in Backend Development against Seniors in Backend Development) that a board holds enough of.
 *
 * The slots of each group are listed once (built on the first question, then kept as jobs are added; a removed job's
 * slot is skipped by its alive byte), so a question reads only its group's list.
 */
export const MIN_SIMILAR_JOBS = 5;

/** The band of one job's category, level and place (core/shared's SimilarPayBand, which the job page shows). */
export type PayBand = SimilarPayBand;

type Groups = { byCity: Map<string, number[]>; byCountry: Map<string, number[]> };

export class PayBands {
  private groups: Groups | null = null;
  private scratch = new Float64Array(0);

  constructor(private readonly slots: JobSlots) {}

  private roleOf(slot: number): string {
    return `${this.slots.category[slot]}|${this.slots.level[slot]}`;
  }

  private cityKey(slot: number): string | null {
    const city = this.slots.city[slot];
    return city < 0 ? null : `${city}|${this.roleOf(slot)}`;
  }

  private countryKey(slot: number): string | null {
    const country = this.slots.country[slot];
    return country < 0 ? null : `${country}|${this.roleOf(slot)}`;
  }

  /** Called for every slot the index adds, so that built lists stay whole. */
  added(slot: number): void {
    if (this.groups !== null) this.list(this.groups, slot);
  }

  private list({ byCity, byCountry }: Groups, slot: number): void {
    for (const [groups, key] of [
      [byCity, this.cityKey(slot)],
      [byCountry, this.countryKey(slot)],
    ] as const) {
      if (key === null) continue;
      const list = groups.get(key);
      if (list) list.push(slot);
      else groups.set(key, [slot]);
    }
  }

  private build(): Groups {
    const groups: Groups = { byCity: new Map(), byCountry: new Map() };
    for (let slot = 0; slot < this.slots.size; slot++) if (this.slots.alive[slot] === 1) this.list(groups, slot);
    return groups;
  }

  /** The band of the job's role in its city, else in its country; null when the job is not indexed or neither has MIN_SIMILAR_JOBS with pay. */
  of(jobId: number): PayBand | null {
    const slot = this.slots.slotOf.get(jobId);
    if (slot === undefined) return null;
    this.groups ??= this.build();
    const cityKey = this.cityKey(slot);
    const inCity = cityKey === null ? null : this.bandOf(this.groups.byCity.get(cityKey));
    if (inCity) return { place: this.slots.cities.labels[this.slots.city[slot]], placeKind: "city", ...inCity };
    const countryKey = this.countryKey(slot);
    const inCountry = countryKey === null ? null : this.bandOf(this.groups.byCountry.get(countryKey));
    return inCountry
      ? { place: this.slots.countries.labels[this.slots.country[slot]], placeKind: "country", ...inCountry }
      : null;
  }

  private bandOf(list: number[] | undefined): Pick<PayBand, "low" | "high" | "median" | "jobs"> | null {
    if (!list || list.length < MIN_SIMILAR_JOBS) return null;
    if (this.scratch.length < list.length) this.scratch = new Float64Array(list.length * 2);
    const { alive, salary } = this.slots;
    let count = 0;
    for (const other of list) if (alive[other] === 1 && salary[other] > 0) this.scratch[count++] = salary[other];
    if (count < MIN_SIMILAR_JOBS) return null;
    const pay = this.scratch.subarray(0, count).sort();
    const at = (share: number) => pay[Math.min(count - 1, Math.floor(share * (count - 1) + 0.5))];
    return { low: at(0.1), high: at(0.9), median: at(0.5), jobs: count };
  }
}
