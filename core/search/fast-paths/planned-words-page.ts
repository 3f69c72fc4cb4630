import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { hasOthers, phraseCursors, plannedScore, type WordsPlan } from "../text/matching";
import { groupByValue, offerBestGroups, type ValueGroups } from "./value-groups";

/*
 * The Best Match page of two or three words matched from the rarest word's list (Matcher.wordsPlan), without valuing
 * each of its slots at every search: for 'product manager', 'manager' is in 1,050,000 of 3,000,000 generated jobs and
 * 'product' in all. The slots with every word are valued once, and those of the best values (at least
 * groupedPage.atLeast of them, from the best value down to a cut) are kept grouped by value, newest first
 * (value-groups.ts). A search walks the best groups until the page is full, values the slots added since, and values
 * the rest only when the page is not full at the cut: every slot left out is worth less than the cut, so none of them
 * can enter a page whose threshold is at the cut or above (decision 231).
 */

/**
 * How many of the best slots a plan's groups hold at least: four times the deepest page kept while scanning
 * (search-index.ts, 1,000), so that jobs closing after the grouping rarely leave a page short of the cut. Mutable for
 * the tests, which group a few slots of a few hundred so that pages pass the cut.
 */
export const groupedPage = { atLeast: 4_096 };

/**
 * How many plans a looked-up word's masks keep groups for, the least recently made dropped first: many rarer words go
 * with one common word ('product manager', 'product designer', 'product owner'), and a plan dropped is valued whole
 * again at its next search. Each keeps 16-170 KB at 3,000,000 jobs, against the 3 MB of the masks they hang on.
 */
const PLANS_KEPT = 16;

/** A plan's best slots by value, made from the slots below `upTo`; every other slot with every word is below `cut`. */
interface PlanGroups extends ValueGroups {
  plan: WordsPlan;
  factors: string;
  upTo: number;
  cut: number;
}

/**
 * By the first looked-up word's first masks (kept while its list is, Terms.denseMasks; given back with an idle thread's
 * scratch, decision 227): the groups of the plans looked up in them. 4 bytes a grouped slot.
 */
const groupsByMasks = new WeakMap<Uint8Array, PlanGroups[]>();

/** Offers to `best` the page of the live slots with every word of `plan`, as valuing each would. */
export function offerPlannedPage(plan: WordsPlan, slots: JobSlots, best: BestMatches): void {
  const groups = groupsOf(plan, slots);
  offerBestGroups(groups, slots, best);
  offerAddedSince(plan, slots, groups.upTo, best);
  if (best.threshold < groups.cut) offerBelowCut(plan, slots, groups, best);
}

/** What a plan's values depend on besides its lists: the words' factors (exact, prefix, synonym, typo). */
function factorsOf(plan: WordsPlan): string {
  const looked = plan.others.map((other) => `${other.factorA} ${other.wordsA} ${other.factorB} ${other.wordsB}`);
  return `${plan.first.factor} ${plan.first.words} ${looked.join(" ")}`;
}

/** Whether groups were made for this plan: the same lists, masks and phrases. */
function samePlan(a: WordsPlan, b: WordsPlan): boolean {
  return (
    a.first.list === b.first.list &&
    a.others.length === b.others.length &&
    a.others.every(
      (other, index) => other.masksA === b.others[index].masksA && other.masksB === b.others[index].masksB,
    ) &&
    a.phrases.length === b.phrases.length &&
    a.phrases.every((phrase, index) => phrase === b.phrases[index])
  );
}

function groupsOf(plan: WordsPlan, slots: JobSlots): PlanGroups {
  const factors = factorsOf(plan);
  const key = plan.others[0].masksA;
  const kept = groupsByMasks.get(key) ?? [];
  const found = kept.find((groups) => samePlan(groups.plan, plan) && groups.factors === factors);
  // Made again once the slots added since (valued at each search) are a sixteenth of those grouped.
  if (found !== undefined && slots.size - found.upTo <= found.upTo >> 4) return found;
  const made = groupBest(plan, slots, factors);
  const others = kept.filter((groups) => groups !== found);
  groupsByMasks.set(key, [...others.slice(-(PLANS_KEPT - 1)), made]);
  return made;
}

/** Values every live slot with every word, and groups those from the best value down to the cut. */
function groupBest(plan: WordsPlan, slots: JobSlots, factors: string): PlanGroups {
  const { length } = plan.first.list;
  const listed = new Int32Array(length);
  const values = new Float32Array(length);
  let count = 0;
  forEachWithAll(plan, slots, 0, length, (doc, value) => {
    listed[count] = doc;
    values[count++] = value;
  });
  const cut = cutFor(values.subarray(0, count));
  let kept = 0;
  for (let i = 0; i < count; i++) {
    listed[kept] = listed[i];
    values[kept] = values[i];
    kept += +(values[i] >= cut);
  }
  return { plan, factors, upTo: slots.size, cut, ...groupByValue(listed, values, kept, slots.posted) };
}

/**
 * A value that at least groupedPage.atLeast of `values` reach (or the lowest, when fewer): the sampled values' at twice
 * the rank, which a full sort makes exact only when too few reach it. Sorting a million values took 63 ms of the first
 * search, a sixteenth of them 3.
 */
function cutFor(values: Float32Array): number {
  const { atLeast } = groupedPage;
  if (values.length <= atLeast) return values.length === 0 ? 0 : values.slice().sort()[0];
  const sampled = new Float32Array(Math.ceil(values.length / SAMPLE_STEP));
  for (let i = 0; i < values.length; i += SAMPLE_STEP) sampled[i / SAMPLE_STEP] = values[i];
  sampled.sort();
  const guess = sampled[Math.max(0, sampled.length - 2 * Math.ceil(atLeast / SAMPLE_STEP))];
  let reaching = 0;
  for (let i = 0; i < values.length; i++) reaching += +(values[i] >= guess);
  if (reaching >= atLeast) return guess;
  const ascending = values.slice().sort();
  return ascending[ascending.length - atLeast];
}

const SAMPLE_STEP = 16;

/**
 * Calls `each` with every live slot of the rarest word's list from posting `from` to `to` that has every other word
 * too, and its value (as the Matcher values it: the first word's mask from its posting, the phrases' from their lists
 * walked alongside, all lists being in slot order).
 */
function forEachWithAll(
  plan: WordsPlan,
  slots: JobSlots,
  from: number,
  to: number,
  each: (doc: number, value: number) => void,
): void {
  const { docs, masks } = plan.first.list;
  const phrases = phraseCursors(plan);
  const { alive, titleWords } = slots;
  for (let j = from; j < to; j++) {
    const doc = docs[j];
    if (alive[doc] === 0 || !hasOthers(plan.others, doc)) continue;
    each(doc, plannedScore(plan, titleWords, doc, masks[j], phrases));
  }
}

/** Offers the slots with every word from `upTo` on: those added since the groups were made, at the list's end. */
function offerAddedSince(plan: WordsPlan, slots: JobSlots, upTo: number, best: BestMatches): void {
  const { docs, length } = plan.first.list;
  let from = length;
  while (from > 0 && docs[from - 1] >= upTo) from--;
  forEachWithAll(plan, slots, from, length, (doc, value) => offerIfEntering(slots, best, doc, value));
}

/** Offers the slots with every word below the groups' cut (made before the groups were): the page was not full at it. */
function offerBelowCut(plan: WordsPlan, slots: JobSlots, groups: PlanGroups, best: BestMatches): void {
  const { docs, length } = plan.first.list;
  let to = length;
  while (to > 0 && docs[to - 1] >= groups.upTo) to--;
  forEachWithAll(plan, slots, 0, to, (doc, value) => {
    if (value < groups.cut) offerIfEntering(slots, best, doc, value);
  });
}

function offerIfEntering(slots: JobSlots, best: BestMatches, doc: number, value: number): void {
  if (value >= best.threshold && best.mayEnter(value, slots.posted[doc]) !== 0) best.offer(doc, value);
}
