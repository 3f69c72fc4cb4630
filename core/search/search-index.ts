import { slugify } from "../shared/slug";
import { editDistance, normalize, parseQuery, termsOf, trigrams, words, toTerm, type QueryWord } from "./search-text";
import {
  EXPERIENCE_LEVEL_VALUES, POSTED_WITHIN, SALARY_BUCKETS, annualSalaryInInr, experienceLevelOf,
  type SearchFilters, type SearchSort,
} from "./search.schema";

/**
 * An in-process inverted index over the open jobs, fed from PostgreSQL (see
 * search-index-store.ts). It answers a search in time that depends on the length
 * of the posting lists it walks, a few typed-array passes, never on re-reading
 * or re-ranking rows in the database: for 100,000 jobs and a query matching half
 * of them, matching, filtering, facet counting and picking one sorted page take
 * a few milliseconds.
 */
export interface IndexedJob {
  id: number;
  title: string;
  description: string;
  skills: string;
  companyName: string;
  companySlug: string;
  categoryName: string | null;
  categorySlug: string | null;
  employmentType: string;
  workplace: "onsite" | "remote" | "hybrid";
  locality: string | null;
  region: string | null;
  country: string;
  minExperience: number | null;
  maxExperience: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
  postedMs: number;
  validThroughMs: number | null;
}

// Fields, as bits of a posting's mask, and the weight a word found there earns.
const TITLE = 1;
const COMPANY = 2;
const SKILLS = 4;
const CATEGORY = 8;
const LOCATION = 16;
const DESCRIPTION = 32;
const fieldWeights: [number, number][] = [
  [TITLE, 16],
  [COMPANY, 10],
  [SKILLS, 8],
  [CATEGORY, 6],
  [LOCATION, 5],
  [DESCRIPTION, 1],
];
const maskWeight = new Float64Array(64);
for (let mask = 0; mask < 64; mask++) {
  for (const [bit, weight] of fieldWeights) if (mask & bit) maskWeight[mask] = Math.max(maskWeight[mask], weight);
}
const EXACT = 1;
const PREFIX = 0.75;
const TYPO = 0.5;
const MAX_PREFIX_TERMS = 64;
const CACHE_TTL_MS = 30_000;

/** A small least-recently-used map. */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly limit: number) {}
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
  delete(key: K): void {
    this.entries.delete(key);
  }
}

class Postings {
  docs = new Int32Array(4);
  masks = new Uint8Array(4);
  length = 0;
  add(doc: number, mask: number) {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.docs.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const masks = new Uint8Array(this.masks.length * 2);
      masks.set(this.masks);
      this.masks = masks;
    }
    this.docs[this.length] = doc;
    this.masks[this.length] = mask;
    this.length++;
  }
}

/** A dictionary of facet values: value slug to a small number, with its label. */
class Dictionary {
  readonly ids = new Map<string, number>();
  readonly labels: string[] = [];
  readonly values: string[] = [];
  idOf(value: string, label: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.labels.length;
      this.ids.set(value, id);
      this.labels.push(label);
      this.values.push(value);
    }
    return id;
  }
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface SearchFacets {
  category: FacetValue[];
  jobType: FacetValue[];
  level: FacetValue[];
  location: FacetValue[];
  minSalary: FacetValue[];
  posted: FacetValue[];
}

export interface IndexQuery {
  q?: string;
  filters?: SearchFilters;
  sort?: SearchSort;
  offset: number;
  limit: number;
  facets?: boolean;
  /** Job ids never to return (the job a similar-jobs list is shown beside). */
  excludeIds?: number[];
  now?: number;
}

export interface IndexResult {
  ids: number[];
  total: number;
  /** 'all': every word matched; 'partial': no job had them all, the best partial matches are shown; 'none': nothing matched. */
  mode: "all" | "partial" | "none" | "browse";
  facets?: SearchFacets;
  /** Words that were read as another word ('pyhton' as 'python'). */
  corrections: Record<string, string>;
}

export interface Suggestion {
  text: string;
  kind: "title" | "company" | "skill" | "category";
  count: number;
}

interface SuggestionEntry extends Suggestion {
  key: string;
}

const kindOrder: Record<Suggestion["kind"], number> = { title: 0, category: 1, skill: 2, company: 3 };

export class SearchIndex {
  private size = 0;
  private capacity = 0;
  // Per-slot attributes in typed arrays (grown by doubling): compact, and fast to scan.
  private jobIds = new Int32Array(0);
  private alive = new Uint8Array(0);
  private posted = new Float64Array(0);
  private validThrough = new Float64Array(0);
  private category = new Int32Array(0);
  private jobType = new Int32Array(0);
  private level = new Int8Array(0);
  private city = new Int32Array(0);
  private remote = new Uint8Array(0);
  private salary = new Float64Array(0);
  /** How many of the minimum-salary thresholds the job's pay reaches (0 to 6). */
  private salaryLevel = new Int8Array(0);
  /**
   * Category, job type, level, remote and salary level of a slot in one number (12, 8, 3, 1 and 3
   * bits), so that the facet count of a search without filters reads one array instead of five.
   * Used while every value fits (packable); else the separate arrays are read.
   */
  private facetCode = new Int32Array(0);
  private packable = true;
  // Scratch buffers reused by every search (a search runs start to end without yielding).
  private score = new Float64Array(0);
  private matched = new Uint8Array(0);
  private best = new Float64Array(0);
  private touched = new Int32Array(0);
  private results = new Int32Array(0);
  /** The slots some query word matched in the last search: the only ones whose score and matched count are not zero. */
  private candidates = new Int32Array(0);
  private candidateCount = 0;
  private titleKey: string[] = [];
  private companyKey: string[] = [];
  private locationKey: string[] = [];
  private suggestionKeys: string[][] = [];
  private slotOf = new Map<number, number>();
  private postings = new Map<string, Postings>();
  private deadCount = 0;
  /** The earliest validThrough among the indexed jobs (may be of a job since removed). */
  private nextExpiry = Number.POSITIVE_INFINITY;

  private categories = new Dictionary();
  private jobTypes = new Dictionary();
  private cities = new Dictionary();

  private vocabulary: string[] | null = null;
  private trigramIndex: Map<string, number[]> | null = null;
  private ranks: Record<"title" | "company" | "location", Int32Array> | null = null;
  private suggestionEntries = new Map<string, SuggestionEntry>();
  /** Off for measuring the search itself (the benchmark); on in service. */
  answerCacheEnabled = true;
  /** Recent answers, dropped on any change to the index and after CACHE_TTL_MS (posting-date filters move with time). */
  private answers = new Map<string, { at: number; result: IndexResult }>();
  /** Read shapes of recently shown jobs, kept for the search service; dropped when that job changes. */
  readonly rows = new BoundedCache<number, unknown>(5_000);
  private suggestionList: { key: string; entry: SuggestionEntry; start: boolean }[] | null = null;

  get liveCount(): number {
    return this.size - this.deadCount;
  }

  /** Share of slots that belong to removed jobs; the store rebuilds when it grows. */
  get deadShare(): number {
    return this.size ? this.deadCount / this.size : 0;
  }

  has(jobId: number): boolean {
    return this.slotOf.has(jobId);
  }

  /** The category slug of an indexed (open) job. */
  categorySlugOf(jobId: number): string | undefined {
    const slot = this.slotOf.get(jobId);
    return slot === undefined ? undefined : this.categories.values[this.category[slot]];
  }

  add(job: IndexedJob): void {
    this.remove(job.id);
    this.answers.clear();
    this.rows.delete(job.id);
    if (this.size === this.capacity) this.grow(Math.max(1_024, this.capacity * 2));
    const slot = this.size++;
    this.slotOf.set(job.id, slot);
    this.jobIds[slot] = job.id;
    this.alive[slot] = 1;
    this.posted[slot] = job.postedMs;
    this.validThrough[slot] = job.validThroughMs ?? Number.POSITIVE_INFINITY;
    if (this.validThrough[slot] < this.nextExpiry) this.nextExpiry = this.validThrough[slot];
    const categoryName = job.categoryName ?? "Other";
    this.category[slot] = this.categories.idOf(job.categorySlug ?? slugify(categoryName), categoryName);
    this.jobType[slot] = this.jobTypes.idOf(job.employmentType, job.employmentType);
    this.level[slot] = EXPERIENCE_LEVEL_VALUES.indexOf(experienceLevelOf(job.title, job.minExperience));
    const cityName = job.locality?.trim() || "";
    const canonicalCity = cityName ? toTerm(normalize(cityName).replace(/\s+/g, " ")) : "";
    this.city[slot] = cityName ? this.cities.idOf(slugify(canonicalCity) || slugify(cityName), cityName) : -1;
    this.remote[slot] = job.workplace === "remote" ? 1 : 0;
    this.salary[slot] = annualSalaryInInr(job);
    this.salaryLevel[slot] = SALARY_BUCKETS.filter((bucket) => this.salary[slot] >= bucket.value).length;
    const [categoryId, typeId, levelId, salaryLevel] = [this.category[slot], this.jobType[slot], this.level[slot], this.salaryLevel[slot]];
    if (categoryId < 0 || categoryId > 0xfff || typeId < 0 || typeId > 0xff || levelId < 0 || levelId > 7 || salaryLevel < 0 || salaryLevel > 7) this.packable = false;
    else this.facetCode[slot] = categoryId | (typeId << 12) | (levelId << 20) | (this.remote[slot] << 23) | (salaryLevel << 24);
    this.titleKey.push(normalize(job.title));
    this.companyKey.push(normalize(job.companyName));
    this.locationKey.push(job.workplace === "remote" ? "remote" : normalize(`${job.locality ?? "~"} ${job.region ?? ""}`));

    const masks = new Map<string, number>();
    const note = (text: string | null | undefined, bit: number) => {
      if (!text) return;
      for (const term of termsOf(text)) masks.set(term, (masks.get(term) ?? 0) | bit);
    };
    note(job.title, TITLE);
    note(job.companyName, COMPANY);
    note(job.skills, SKILLS);
    note(job.categoryName, CATEGORY);
    note([job.locality, job.region, job.workplace === "onsite" ? "" : job.workplace].filter(Boolean).join(" "), LOCATION);
    note(job.description, DESCRIPTION);
    for (const [term, mask] of masks) {
      let list = this.postings.get(term);
      if (!list) {
        list = new Postings();
        this.postings.set(term, list);
        this.vocabulary = null;
        this.trigramIndex = null;
      }
      list.add(slot, mask);
    }

    const phrases: [string, Suggestion["kind"]][] = [[job.title, "title"], [job.companyName, "company"], [categoryName, "category"]];
    for (const skill of job.skills.split(",")) if (skill.trim()) phrases.push([skill.trim(), "skill"]);
    const keys: string[] = [];
    for (const [text, kind] of phrases) {
      const key = `${kind}:${normalize(text)}`;
      const entry = this.suggestionEntries.get(key);
      if (entry) entry.count++;
      else {
        this.suggestionEntries.set(key, { key, text, kind, count: 1 });
        this.suggestionList = null;
      }
      keys.push(key);
    }
    this.suggestionKeys.push(keys);
    this.ranks = null;
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Uint8Array | Int8Array | Float64Array>(from: T, make: (size: number) => T): T => {
      const next = make(capacity);
      next.set(from);
      return next;
    };
    this.jobIds = copy(this.jobIds, (size) => new Int32Array(size));
    this.alive = copy(this.alive, (size) => new Uint8Array(size));
    this.posted = copy(this.posted, (size) => new Float64Array(size));
    this.validThrough = copy(this.validThrough, (size) => new Float64Array(size));
    this.category = copy(this.category, (size) => new Int32Array(size));
    this.jobType = copy(this.jobType, (size) => new Int32Array(size));
    this.level = copy(this.level, (size) => new Int8Array(size));
    this.city = copy(this.city, (size) => new Int32Array(size));
    this.remote = copy(this.remote, (size) => new Uint8Array(size));
    this.salary = copy(this.salary, (size) => new Float64Array(size));
    this.salaryLevel = copy(this.salaryLevel, (size) => new Int8Array(size));
    this.facetCode = copy(this.facetCode, (size) => new Int32Array(size));
    this.score = new Float64Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.best = new Float64Array(capacity);
    this.touched = new Int32Array(capacity);
    this.results = new Int32Array(capacity);
    const candidates = new Int32Array(capacity);
    candidates.set(this.candidates.subarray(0, this.candidateCount));
    this.candidates = candidates;
    this.capacity = capacity;
  }

  remove(jobId: number): void {
    this.rows.delete(jobId);
    const slot = this.slotOf.get(jobId);
    if (slot === undefined) return;
    this.answers.clear();
    this.slotOf.delete(jobId);
    this.alive[slot] = 0;
    // A removed slot also reads as expired, so the scans need one test for both.
    this.validThrough[slot] = Number.NEGATIVE_INFINITY;
    this.deadCount++;
    for (const key of this.suggestionKeys[slot]) {
      const entry = this.suggestionEntries.get(key);
      if (entry) entry.count--;
    }
    this.suggestionKeys[slot] = [];
  }

  // ---- query side -------------------------------------------------------

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.postings.keys()].sort();
    return this.vocabulary;
  }

  private termsWithPrefix(prefix: string): string[] {
    const vocabulary = this.sortedVocabulary();
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < vocabulary.length && vocabulary[index].startsWith(prefix); index++) found.push(vocabulary[index]);
    if (found.length > MAX_PREFIX_TERMS) {
      found.sort((a, b) => this.postings.get(b)!.length - this.postings.get(a)!.length);
      found.length = MAX_PREFIX_TERMS;
    }
    return found;
  }

  /**
   * Close spellings of a word that is not in the index: candidates share at least
   * two of pg_trgm's trigrams with it, and are kept when at most one edit away
   * (two for words of seven letters or more), swaps of neighbours counting as one.
   */
  correct(word: string, limit = 2): string[] {
    if (word.length < 3 || /^\d+$/.test(word)) return [];
    const vocabulary = this.sortedVocabulary();
    if (!this.trigramIndex) {
      const index = new Map<string, number[]>();
      vocabulary.forEach((term, position) => {
        if (term.length < 3) return;
        for (const gram of trigrams(term)) {
          let list = index.get(gram);
          if (!list) index.set(gram, (list = []));
          list.push(position);
        }
      });
      this.trigramIndex = index;
    }
    const shared = new Map<number, number>();
    for (const gram of trigrams(word)) {
      for (const position of this.trigramIndex.get(gram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
    }
    const maxEdits = word.length >= 7 ? 2 : 1;
    const scored: { term: string; distance: number; frequency: number }[] = [];
    for (const [position, count] of shared) {
      if (count < 2) continue;
      const term = vocabulary[position];
      const distance = editDistance(word, term, maxEdits);
      if (distance <= maxEdits) scored.push({ term, distance, frequency: this.postings.get(term)!.length });
    }
    scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : 1));
    return scored.slice(0, limit).map((item) => item.term);
  }

  private expansions(word: QueryWord, corrections: Record<string, string>): { list: Postings; factor: number }[] {
    const result: { list: Postings; factor: number }[] = [];
    const exact = this.postings.get(word.term);
    if (exact) result.push({ list: exact, factor: EXACT });
    if (word.prefix) {
      const prefix = toTerm(word.raw) === word.term ? word.raw : word.term;
      for (const term of this.termsWithPrefix(prefix)) {
        if (term === word.term) continue;
        result.push({ list: this.postings.get(term)!, factor: PREFIX });
      }
      if (word.raw !== word.term && word.term.length >= 2) {
        for (const term of this.termsWithPrefix(word.term)) {
          if (term === word.term || result.some((item) => item.list === this.postings.get(term))) continue;
          result.push({ list: this.postings.get(term)!, factor: PREFIX });
        }
      }
    }
    if (result.length === 0) {
      const fixes = this.correct(word.term);
      if (fixes.length) corrections[word.raw] = fixes[0];
      for (const term of fixes) result.push({ list: this.postings.get(term)!, factor: TYPO });
    }
    return result;
  }

  private sortRanks(): Record<"title" | "company" | "location", Int32Array> {
    if (this.ranks) return this.ranks;
    const rankBy = (keys: string[]) => {
      const order = Array.from({ length: this.size }, (_, slot) => slot);
      order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : this.posted[b] - this.posted[a] || this.jobIds[b] - this.jobIds[a]));
      const rank = new Int32Array(this.size);
      order.forEach((slot, position) => (rank[slot] = position));
      return rank;
    };
    this.ranks = { title: rankBy(this.titleKey), company: rankBy(this.companyKey), location: rankBy(this.locationKey) };
    return this.ranks;
  }

  /** search(), answered from memory when the same question was asked in the last few seconds and nothing changed since. */
  cachedSearch(query: IndexQuery): IndexResult & { cached: boolean } {
    const now = Date.now();
    const key = JSON.stringify([query.q ?? "", query.filters ?? {}, query.sort ?? "", query.offset, query.limit, query.facets ?? false, query.excludeIds ?? []]);
    const hit = this.answerCacheEnabled ? this.answers.get(key) : undefined;
    if (hit && now - hit.at < CACHE_TTL_MS) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return { ...hit.result, cached: true };
    }
    const result = this.search({ ...query, now });
    if (!this.answerCacheEnabled) return { ...result, cached: false };
    this.answers.set(key, { at: now, result });
    if (this.answers.size > 1_000) this.answers.delete(this.answers.keys().next().value!);
    return { ...result, cached: false };
  }

  search(query: IndexQuery): IndexResult {
    const now = query.now ?? Date.now();
    const words = parseQuery(query.q ?? "");
    const corrections: Record<string, string> = {};
    const n = this.size;
    let score: Float64Array | null = null;
    let mode: IndexResult["mode"] = "browse";
    let required = 0;
    let matched: Uint8Array | null = null;

    // The slots any word matched: the scans below visit these, not every slot.
    const candidates = this.candidates;
    let candidateCount = 0;
    if (words.length) {
      score = this.score;
      matched = this.matched;
      // Only the previous search's candidates can hold non-zero scores and counts (many: clear the lot).
      if (this.candidateCount * 4 > n) {
        score.fill(0, 0, n);
        matched.fill(0, 0, n);
      } else {
        for (let i = 0; i < this.candidateCount; i++) {
          const doc = candidates[i];
          score[doc] = 0;
          matched[doc] = 0;
        }
      }
      this.candidateCount = 0;
      for (const word of words) {
        const lists = this.expansions(word, corrections);
        if (lists.length === 1) candidateCount = scoreOneList(lists[0].list, lists[0].factor, score, matched, candidates, candidateCount);
        else if (lists.length > 1) candidateCount = scoreLists(lists, score, matched, this.best, this.touched, candidates, candidateCount);
      }
      this.candidateCount = candidateCount;
      required = words.length;
      let most = 0;
      for (let i = 0; i < candidateCount; i++) {
        const doc = candidates[i];
        if (matched[doc] > most && this.validThrough[doc] > now) {
          most = matched[doc];
          if (most === required) break;
        }
      }
      if (most === 0) mode = "none";
      else if (most < required) {
        mode = "partial";
        required = most;
      } else mode = "all";
    }

    const filters = query.filters ?? {};
    const categorySet = idSet(this.categories, filters.category);
    const typeIds = idSet(this.jobTypes, filters.jobType?.filter((type) => type !== "Remote"));
    const typeRemote = filters.jobType?.includes("Remote") ?? false;
    const typeFilter = (filters.jobType?.length ?? 0) > 0;
    const levelSet = filters.level?.length ? maskOf(EXPERIENCE_LEVEL_VALUES.length, filters.level.map((level) => EXPERIENCE_LEVEL_VALUES.indexOf(level))) : null;
    const locationRemote = filters.location?.includes("remote") ?? false;
    const citySet = idSet(this.cities, filters.location?.filter((value) => value !== "remote"));
    const locationFilter = (filters.location?.length ?? 0) > 0;
    const minSalary = filters.minSalary ?? 0;
    const postedAfter = filters.posted ? now - POSTED_WITHIN[filters.posted].ms : Number.NEGATIVE_INFINITY;
    const excluded = new Set(query.excludeIds ?? []);

    const wantFacets = query.facets ?? false;
    const categoryCounts = new Int32Array(this.categories.labels.length);
    const typeCounts = new Int32Array(this.jobTypes.labels.length);
    let remoteTypeCount = 0;
    const levelCounts = new Int32Array(EXPERIENCE_LEVEL_VALUES.length);
    const cityCounts = new Int32Array(this.cities.labels.length);
    let remoteCount = 0;
    const salaryCounts = new Int32Array(SALARY_BUCKETS.length);
    const postedKeys = Object.keys(POSTED_WITHIN) as (keyof typeof POSTED_WITHIN)[];
    const postedCounts = new Int32Array(postedKeys.length);

    // Histograms: a job counts once, at the number of thresholds it reaches; the cumulative counts come after the scan.
    const salaryHist = new Int32Array(SALARY_BUCKETS.length + 1);
    const postedHist = new Int32Array(postedKeys.length + 1);
    const [day, week, month] = postedKeys.map((key) => POSTED_WITHIN[key].ms);
    const salaryLevelOf = this.salaryLevel;
    const facetCode = this.facetCode;
    const packed = this.packable;
    const categoryOf = this.category;
    const typeOf = this.jobType;
    const levelOf = this.level;
    const cityOf = this.city;
    const remoteOf = this.remote;
    const salaryOf = this.salary;
    const postedOf = this.posted;
    const results = this.results;
    let resultCount = 0;
    const validThrough = this.validThrough;
    const anyFilter = categorySet !== null || typeFilter || levelSet !== null || locationFilter || minSalary > 0 || filters.posted !== undefined;
    if (mode !== "none") {
      // With words, only the candidates can match; without, every slot is visited.
      const visit = matched !== null ? candidateCount : n;
      for (let i = 0; i < visit; i++) {
        const doc = matched !== null ? candidates[i] : i;
        if (matched !== null && matched[doc] < required) continue;
        if (validThrough[doc] <= now) continue;
        if (excluded.size && excluded.has(this.jobIds[doc])) continue;
        if (!anyFilter) {
          results[resultCount++] = doc;
          if (!wantFacets) continue;
          if (packed) {
            const code = facetCode[doc];
            categoryCounts[code & 0xfff]++;
            typeCounts[(code >>> 12) & 0xff]++;
            levelCounts[(code >>> 20) & 7]++;
            if ((code & 0x800000) !== 0) {
              remoteTypeCount++;
              remoteCount++;
            }
            salaryHist[(code >>> 24) & 7]++;
          } else {
            categoryCounts[categoryOf[doc]]++;
            typeCounts[typeOf[doc]]++;
            levelCounts[levelOf[doc]]++;
            if (remoteOf[doc] === 1) {
              remoteTypeCount++;
              remoteCount++;
            }
            salaryHist[salaryLevelOf[doc]]++;
          }
          const cityId = cityOf[doc];
          if (cityId >= 0) cityCounts[cityId]++;
          const age = now - postedOf[doc];
          postedHist[+(age <= day) + +(age <= week) + +(age <= month)]++;
          continue;
        }
        const remote = remoteOf[doc] === 1;
        const passCategory = categorySet === null || isIn(categorySet, categoryOf[doc]);
        const passType = !typeFilter || (typeIds !== null && isIn(typeIds, typeOf[doc])) || (typeRemote && remote);
        const passLevel = levelSet === null || isIn(levelSet, levelOf[doc]);
        const passLocation = !locationFilter || (citySet !== null && isIn(citySet, cityOf[doc])) || (locationRemote && remote);
        const passSalary = minSalary <= 0 || salaryOf[doc] >= minSalary;
        const passPosted = postedOf[doc] >= postedAfter;
        const failures = +!passCategory + +!passType + +!passLevel + +!passLocation + +!passSalary + +!passPosted;
        if (failures === 0) results[resultCount++] = doc;
        if (!wantFacets || failures > 1) continue;
        // A facet counts the jobs that pass every other filter (so choosing one value shows what the others would give).
        if (failures === 0 || !passCategory) categoryCounts[categoryOf[doc]]++;
        if (failures === 0 || !passType) {
          typeCounts[typeOf[doc]]++;
          if (remote) remoteTypeCount++;
        }
        if (failures === 0 || !passLevel) levelCounts[levelOf[doc]]++;
        if (failures === 0 || !passLocation) {
          if (cityOf[doc] >= 0) cityCounts[cityOf[doc]]++;
          if (remote) remoteCount++;
        }
        if (failures === 0 || !passSalary) salaryHist[salaryLevelOf[doc]]++;
        if (failures === 0 || !passPosted) {
          const age = now - postedOf[doc];
          postedHist[+(age <= day) + +(age <= week) + +(age <= month)]++;
        }
      }
    }

    // Salary bucket b counts jobs reaching more than b thresholds; posted window i (24h, 7d, 30d) those within it.
    for (let bucket = 0; bucket < salaryCounts.length; bucket++) for (let level = bucket + 1; level < salaryHist.length; level++) salaryCounts[bucket] += salaryHist[level];
    for (let index = 0; index < postedCounts.length; index++) for (let level = postedKeys.length - index; level < postedHist.length; level++) postedCounts[index] += postedHist[level];

    const sort = query.sort ?? (mode === "browse" ? "recent" : "relevance");
    const posted = this.posted;
    const ids = this.jobIds;
    let before: (a: number, b: number) => boolean;
    // The order's first key, higher first: an item below the worst kept one is passed over without a comparison.
    let lead: Float64Array | undefined = posted;
    let second: Float64Array | undefined;
    if (sort === "relevance" && score) {
      const s = score;
      lead = s;
      second = posted;
      before = (a, b) => (s[a] !== s[b] ? s[a] > s[b] : posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b]);
    } else if (sort === "title" || sort === "company" || sort === "location") {
      const rank = this.sortRanks()[sort];
      lead = undefined;
      before = (a, b) => rank[a] < rank[b];
    } else {
      before = (a, b) => (posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b]);
    }
    const page = topK(results.subarray(0, resultCount), query.offset + query.limit, before, lead, second).slice(query.offset, query.offset + query.limit);

    const result: IndexResult = { ids: page.map((slot) => this.jobIds[slot]), total: resultCount, mode, corrections };
    if (wantFacets) {
      const listOf = (dictionary: Dictionary, counts: Int32Array, selected: string[] | undefined) =>
        dictionary.values
          .map((value, id) => ({ value, label: dictionary.labels[id], count: counts[id] }))
          .filter((item) => item.count > 0 || selected?.includes(item.value))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
      const types = listOf(this.jobTypes, typeCounts, filters.jobType);
      if (remoteTypeCount > 0 || typeRemote) types.push({ value: "Remote", label: "Remote", count: remoteTypeCount });
      result.facets = {
        category: listOf(this.categories, categoryCounts, filters.category),
        jobType: types,
        level: EXPERIENCE_LEVEL_VALUES.map((value, id) => ({ value, label: value, count: levelCounts[id] })),
        location: [{ value: "remote", label: "Remote", count: remoteCount }, ...listOf(this.cities, cityCounts, filters.location)],
        minSalary: SALARY_BUCKETS.map((bucket, index) => ({ value: String(bucket.value), label: bucket.label, count: salaryCounts[index] })),
        posted: postedKeys.map((key, index) => ({ value: key, label: POSTED_WITHIN[key].label, count: postedCounts[index] })),
      };
    }
    return result;
  }

  /** Phrases from titles, companies, skills and categories that contain a word starting with what was typed. */
  suggest(query: string, limit = 8): Suggestion[] {
    const typed = words(query).join(" ");
    if (typed.length < 2) return [];
    // Suggestion counts are kept as jobs come and go; a job passing its validThrough writes nothing.
    this.dropExpired();
    let found = this.suggestFor(typed, limit);
    if (found.length === 0) {
      const parts = typed.split(" ");
      const last = parts.pop()!;
      const [fix] = this.correct(toTerm(last), 1);
      if (fix) found = this.suggestFor([...parts, fix].join(" "), limit);
    }
    return found;
  }

  /**
   * Removes the jobs whose validThrough has passed (no database write tells the index), so
   * that suggestions count live jobs only. One comparison unless some job has just expired.
   */
  dropExpired(now = Date.now()): void {
    if (now < this.nextExpiry) return;
    let next = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < this.size; slot++) {
      if (this.alive[slot] === 0) continue;
      const until = this.validThrough[slot];
      if (until <= now) this.remove(this.jobIds[slot]);
      else if (until < next) next = until;
    }
    this.nextExpiry = next;
  }

  private suggestFor(typed: string, limit: number): Suggestion[] {
    if (!this.suggestionList) {
      const list: { key: string; entry: SuggestionEntry; start: boolean }[] = [];
      for (const entry of this.suggestionEntries.values()) {
        const text = words(entry.text).join(" ");
        let start = 0;
        let first = true;
        while (start >= 0) {
          list.push({ key: text.slice(start), entry, start: first });
          first = false;
          const next = text.indexOf(" ", start);
          start = next < 0 ? -1 : next + 1;
        }
      }
      list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      this.suggestionList = list;
    }
    const list = this.suggestionList;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle].key < typed) low = middle + 1;
      else high = middle;
    }
    const best = new Map<SuggestionEntry, boolean>();
    for (let index = low, scanned = 0; index < list.length && scanned < 5_000 && list[index].key.startsWith(typed); index++, scanned++) {
      const item = list[index];
      if (item.entry.count <= 0) continue;
      best.set(item.entry, (best.get(item.entry) ?? false) || item.start);
    }
    const seen = new Set<string>();
    return [...best.entries()]
      .sort(([a, aStart], [b, bStart]) => +bStart - +aStart || b.count - a.count || kindOrder[a.kind] - kindOrder[b.kind] || a.text.length - b.text.length || a.text.localeCompare(b.text))
      .map(([entry]) => entry)
      .filter((entry) => {
        const key = entry.text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit)
      .map(({ text, kind, count }) => ({ text, kind, count }));
  }
}

/**
 * Adds one word's value to the score of every slot in its only posting list (a list names a
 * slot at most once); slots seen for the first time join the candidates. Returns their count.
 */
function scoreOneList(list: Postings, factor: number, score: Float64Array, matched: Uint8Array, candidates: Int32Array, candidateCount: number): number {
  const { docs, masks, length } = list;
  let count = candidateCount;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += maskWeight[masks[j]] * factor;
    matched[doc]++;
  }
  return count;
}

/** The same for a word with several posting lists (prefix or typo expansions): each slot earns its best value once. */
function scoreLists(
  lists: { list: Postings; factor: number }[], score: Float64Array, matched: Uint8Array, best: Float64Array, touched: Int32Array, candidates: Int32Array, candidateCount: number,
): number {
  let touchedCount = 0;
  for (const { list, factor } of lists) {
    const { docs, masks, length } = list;
    for (let j = 0; j < length; j++) {
      const doc = docs[j];
      const value = maskWeight[masks[j]] * factor;
      if (value > best[doc]) {
        if (best[doc] === 0) touched[touchedCount++] = doc;
        best[doc] = value;
      }
    }
  }
  let count = candidateCount;
  for (let j = 0; j < touchedCount; j++) {
    const doc = touched[j];
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += best[doc];
    matched[doc]++;
    best[doc] = 0;
  }
  return count;
}

/** The dictionary ids of the chosen values as a membership array (1 = chosen); null when none were chosen. */
function idSet(dictionary: Dictionary, values: string[] | undefined): Uint8Array | null {
  if (!values?.length) return null;
  const ids: number[] = [];
  for (const value of values) {
    const id = dictionary.ids.get(value);
    if (id !== undefined) ids.push(id);
  }
  return maskOf(dictionary.labels.length, ids);
}

function maskOf(size: number, ids: number[]): Uint8Array {
  const mask = new Uint8Array(size);
  for (const id of ids) if (id >= 0 && id < size) mask[id] = 1;
  return mask;
}

function isIn(mask: Uint8Array, id: number): boolean {
  return id >= 0 && id < mask.length && mask[id] === 1;
}

/** The first k items in `before` order, sorted; a bounded heap, so a large match set costs n·log k. */
export function topK(items: ArrayLike<number>, k: number, before: (a: number, b: number) => boolean, lead?: Float64Array, second?: Float64Array): number[] {
  if (k <= 0 || items.length === 0) return [];
  if (k * 4 >= items.length) return Array.from(items).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).slice(0, k);
  // Max-heap on "sorts later": the root is the worst item kept.
  const heap: number[] = [];
  const later = (a: number, b: number) => before(b, a);
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!later(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && later(heap[left], heap[worst])) worst = left;
      if (right < heap.length && later(heap[right], heap[worst])) worst = right;
      if (worst === index) return;
      [heap[index], heap[worst]] = [heap[worst], heap[index]];
      index = worst;
    }
  };
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (lead !== undefined && (lead[item] < lead[heap[0]] || (second !== undefined && lead[item] === lead[heap[0]] && second[item] < second[heap[0]]))) {
      continue;
    } else if (before(item, heap[0])) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
