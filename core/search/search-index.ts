import { BoundedCache } from "./bounded-cache";
import { FacetTally, facetLists, hasFilters, type Scan } from "./facets/facets";
import {
  LiveTotals,
  filterAndCount,
  scanOneWord,
  scanOneWordFiltered,
  scanPlannedWords,
  type WordLists,
} from "./fast-paths";
import { FieldMatcher } from "./text/field-matches";
import type { IndexQuery, IndexResult, IndexedJob, Suggestion } from "./index-types";
import { JobSlots } from "./facets/job-slots";
import { Matcher, type SlotScores } from "./text/matching";
import { chosenFilters, placeTest } from "./facets/chosen-filters";
import { DECLARED_LAYOUT, type DeclaredLayout } from "./facets/declared-facets";
import { CATEGORY, COMPANY, DESCRIPTION, LOCATION, SKILLS, TITLE, Terms } from "./text/postings";
import { BestMatches, SortRanks, pageOf, releaseAzMarks } from "./facets/ranking";
import { IdleScratch, SCRATCH_KEPT_MS } from "./idle-scratch";
import type { SnapshotReader, SnapshotWriter } from "./snapshot/snapshot-format";
import { phraseKey } from "./text/synonyms";
import { parseQuery, termsOf, toTerm, words, type QueryWord } from "./text/search-text";
import type { SearchFilters } from "./search.schema";
import { Suggestions } from "./text/suggestions";
import { PayBands, type PayBand } from "./facets/pay-bands";
import { TypoCorrector } from "./text/typo-correction";
import { placeSearch, type PlacedSearch } from "./place/search-place";
import { preferredPlaces, type PreferredPlaces } from "./place/preferred-places";
export { preferredCityOf, type PreferredPlaces } from "./place/preferred-places";

export { BoundedCache } from "./bounded-cache";
export type { PayBand } from "./facets/pay-bands";
export type { FacetValue, IndexQuery, IndexResult, IndexedJob, SearchFacets, Suggestion } from "./index-types";
export { topK } from "./facets/ranking";
export type { PlacedSearch, SearchPlace } from "./place/search-place";

/**
 * An in-process inverted index over the open jobs, fed from PostgreSQL (see
 * search-index-store.ts). It answers a search in time that depends on the length
 * of the posting lists it walks, a few typed-array passes, never on re-reading
 * or re-ranking rows in the database: for 100,000 jobs and a query matching half
 * of them, matching, filtering, facet counting and picking one sorted page take
 * a few milliseconds.
 *
 * The parts, by layer (decision 141): text/ (postings.ts: terms and their posting
 * lists; matching.ts: scoring the query words; typo-correction.ts, synonyms.ts,
 * suggestions.ts: the search-box suggestions), facets/ (job-slots.ts: per-job
 * attributes; facets.ts: filters and facet counts, the general loop; ranking.ts:
 * the page in the chosen order), and fast-paths/, the loops that exist only for
 * speed, reached through its index.ts by this file alone (a one-word query in one
 * pass, packed-code counts, live totals for a word in most jobs). This class ties
 * them together and keeps the caches of recent answers and rows.
 */
const CACHE_TTL_MS = 30_000;
/** The deepest page end (offset + limit) a scan keeps in Best Match order while it runs (BestMatches); deeper pages sort the list of matches. */
const MAX_KEPT_WHILE_SCANNING = 1_000;

export class SearchIndex {
  private readonly typos: TypoCorrector;
  private readonly matcher: Matcher;
  private readonly fieldMatcher: FieldMatcher;
  private readonly ranks: SortRanks;
  private readonly liveTotals: LiveTotals;
  private readonly payBands: PayBands;
  /** Scratch buffer of the slots passing a search's filters; also the matchers' list of slots touched (growScratch). */
  private results = new Int32Array(0);
  /** The slots' capacity the scratch arrays were made for; 0 while there are none (never searched, or given back). */
  private scratchCapacity = 0;
  /** How long an index keeps its search scratch after its last use (idle-scratch.ts); shorter only in tests. */
  static scratchKeptMs = SCRATCH_KEPT_MS;
  private readonly idleScratch = new IdleScratch(() => this.releaseScratch(), SearchIndex.scratchKeptMs);
  /** Scratch scores of a one-word search (one-word-scan.ts): only the slots it just valued are read, so it is never cleared. */
  private oneWordScore = new Float32Array(0);
  /** The earliest validThrough among the indexed jobs (may be of a job since removed). */
  private nextExpiry = Number.POSITIVE_INFINITY;
  /** Whether new indexes keep recent answers: off only to measure the search itself (SEARCH_ANSWER_CACHE=false, benchmarks). */
  static answerCacheByDefault = true;
  /** Off for measuring the search itself (the benchmark); on in service. */
  answerCacheEnabled = SearchIndex.answerCacheByDefault;
  /** Recent answers, dropped on any change to the index and after CACHE_TTL_MS (posting-date filters move with time). */
  private answers = new Map<string, { at: number; result: IndexResult }>();
  /** Rows of recently shown jobs, kept for the search service (their read shape and JSON: cached-rows.ts); dropped when that job changes. */
  readonly rows = new BoundedCache<number, unknown>(5_000);

  constructor(
    private readonly slots = new JobSlots(),
    private readonly terms = new Terms(),
    private readonly suggestions = new Suggestions(),
  ) {
    this.typos = new TypoCorrector(terms);
    this.matcher = new Matcher(terms, this.typos);
    this.ranks = new SortRanks(slots);
    this.liveTotals = new LiveTotals(slots);
    this.fieldMatcher = new FieldMatcher(terms, slots);
    this.payBands = new PayBands(slots);
    for (let slot = 0; slot < slots.size; slot++)
      if (slots.alive[slot] === 1 && slots.validThrough[slot] < this.nextExpiry)
        this.nextExpiry = slots.validThrough[slot];
  }

  /** Everything the index holds, into a snapshot (index-snapshot.ts): loading it is much quicker than building. */
  writeTo(out: SnapshotWriter): void {
    this.slots.writeTo(out);
    this.terms.writeTo(out);
    this.suggestions.writeTo(out);
    this.ranks.writeTo(out);
  }

  /**
   * A slot-sized array per scratch use, in every thread that searches (decision 214). `results` is lent to the matcher
   * and the field matcher as their list of slots touched: each uses it only within one call, and a search matches its
   * words before it lists its results, so one array serves the three (4 MB a thread at a million jobs, not 12).
   */
  private growScratch(capacity: number): void {
    this.results = new Int32Array(capacity);
    this.oneWordScore = new Float32Array(capacity);
    this.matcher.grow(capacity, this.results);
    this.fieldMatcher.grow(capacity, this.results);
    this.scratchCapacity = capacity;
  }

  /**
   * Made when first needed and after the slots grew, so that a thread that never searches (the owner of a shared base)
   * holds none, and kept while the index is in use (idle-scratch.ts).
   */
  private useScratch(): void {
    this.idleScratch.used();
    if (this.scratchCapacity !== this.slots.capacity) this.growScratch(this.slots.capacity);
  }

  /** The scratch of searches given back (decision 227): the slot-sized arrays, the words' masks by slot, the A-Z marks. */
  private releaseScratch(): void {
    this.results = new Int32Array(0);
    this.oneWordScore = new Float32Array(0);
    this.matcher.release();
    this.fieldMatcher.release();
    this.terms.releaseDenseMasks();
    releaseAzMarks();
    this.scratchCapacity = 0;
  }

  /** From a snapshot; `layout` is the declared facets' (declared-facets.ts), another only in the engine's tests. */
  static readFrom(input: SnapshotReader, layout: DeclaredLayout = DECLARED_LAYOUT): SearchIndex {
    const slots = JobSlots.readFrom(input, layout);
    const index = new SearchIndex(slots, Terms.readFrom(input, slots.claims), Suggestions.readFrom(input));
    index.ranks.readFrom(input);
    return index;
  }

  get liveCount(): number {
    return this.slots.size - this.slots.deadCount;
  }

  /** Share of slots that belong to removed jobs; the store rebuilds when it grows. */
  get deadShare(): number {
    return this.slots.size ? this.slots.deadCount / this.slots.size : 0;
  }

  has(jobId: number): boolean {
    return this.slots.slotOf.has(jobId);
  }

  /** The category slug of an indexed (open) job. */
  categorySlugOf(jobId: number): string | undefined {
    const slot = this.slots.slotOf.get(jobId);
    return slot === undefined ? undefined : this.slots.categories.values[this.slots.category[slot]];
  }

  /**
   * A number that changes whenever the job is indexed again (its slot: a re-added job always gets a
   * new one, and a rebuild makes a new index); undefined when the job is not indexed. Lets a cache
   * kept beside the index (core/recommendations/indexed-job-facts.ts) know an entry is still current.
   */
  versionOf(jobId: number): number | undefined {
    return this.slots.slotOf.get(jobId);
  }

  add(job: IndexedJob): void {
    this.remove(job.id);
    this.answers.clear();
    this.rows.delete(job.id);
    const categoryName = job.categoryName ?? "Other";
    const slot = this.slots.add(job, categoryName);
    if (this.slots.validThrough[slot] < this.nextExpiry) this.nextExpiry = this.slots.validThrough[slot];

    const masks = new Map<string, number>();
    const note = (text: string | null | undefined, bit: number) => {
      if (!text) return;
      for (const term of termsOf(text)) masks.set(term, (masks.get(term) ?? 0) | bit);
    };
    note(job.title, TITLE);
    note(job.companyName, COMPANY);
    note(job.skills, SKILLS);
    note(job.categoryName, CATEGORY);
    note(
      [job.locality, job.region, job.workplace === "onsite" ? "" : job.workplace].filter(Boolean).join(" "),
      LOCATION,
    );
    note(job.description, DESCRIPTION);
    for (const [term, mask] of masks) this.terms.add(term, slot, mask);
    for (const [key, mask] of phrasesOf(job)) this.terms.addPhrase(key, slot, mask);

    this.suggestions.add(job, categoryName);
    this.ranks.invalidate();
    this.payBands.added(slot);
  }

  /** What the open jobs of the same category and level in its city (else its country) pay (pay-bands.ts), or null when fewer than five say. */
  payBandOf(jobId: number, now = Date.now()): PayBand | null {
    this.dropExpired(now);
    return this.payBands.of(jobId);
  }

  remove(jobId: number): void {
    this.rows.delete(jobId);
    const slot = this.slots.remove(jobId);
    if (slot === undefined) return;
    this.answers.clear();
    this.suggestions.remove(slot);
  }

  /**
   * The open jobs whose skills (or title) name the most of `texts`, newest first among equals (field-matches.ts):
   * what recommendations ask, since they score a job on exactly those fields. At most `limit` ids.
   */
  mostInField(
    texts: readonly string[],
    field: "skills" | "title",
    limit: number,
    excludeIds: readonly number[] = [],
    now = Date.now(),
  ): number[] {
    this.dropExpired(now);
    this.useScratch();
    return this.fieldMatcher.top(texts, field === "skills" ? SKILLS : TITLE, limit, new Set(excludeIds));
  }

  /** Close spellings of a word that is not in the index (see typo-correction.ts). */
  correct(word: string, limit = 2): string[] {
    return this.typos.correct(word, limit);
  }

  /** search(), answered from memory when the same question was asked in the last few seconds and nothing changed since. */
  cachedSearch(query: IndexQuery): IndexResult & { cached: boolean } {
    const now = Date.now();
    const key = JSON.stringify([
      query.q ?? "",
      query.filters ?? {},
      query.sort ?? "",
      query.offset,
      query.limit,
      query.facets ?? false,
      query.excludeIds ?? [],
    ]);
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
    // At a million candidates the 8-byte date a scan would otherwise test is a fifth of what the count streams.
    this.dropExpired(now);
    this.useScratch();
    const queryWords = parseQuery(query.q ?? "");
    const corrections: Record<string, string> = {};
    const filters = query.filters ?? {};
    const wantFacets = query.facets ?? false;
    const oneWord = this.oneWordLists(queryWords, filters, query.excludeIds, wantFacets, corrections);
    // A search in a place (a location filter) matches its words among the jobs there (Matcher.match).
    const inPlace = placeTest(this.slots, filters);
    let scan: Scan;
    let mode: IndexResult["mode"];
    let score: SlotScores | null;
    // In Best Match order the scan keeps the page itself (up to a depth where a list of every match is cheaper).
    const k = query.offset + query.limit;
    const best =
      queryWords.length > 0 && (query.sort ?? "relevance") === "relevance" && k <= MAX_KEPT_WHILE_SCANNING
        ? new BestMatches(k, this.slots.posted, this.slots.jobIds)
        : null;
    const planned = oneWord
      ? null
      : this.scanPlannedWords(queryWords, filters, query.excludeIds, wantFacets, best, now, corrections);
    if (oneWord) {
      scan = hasFilters(filters)
        ? scanOneWordFiltered(
            oneWord,
            this.slots,
            chosenFilters(this.slots, filters, now),
            now,
            wantFacets,
            this.oneWordScore,
            this.results,
            best,
            this.liveTotals,
          )
        : scanOneWord(oneWord, this.slots, now, wantFacets, this.oneWordScore, this.results, best, this.liveTotals);
      [mode, score] = [(scan.wordMatches ?? scan.count) > 0 ? "all" : "none", this.oneWordScore];
      if (scan.count === 0 && mode === "all" && inPlace && !inAnyListThere(oneWord, this.slots.alive, inPlace)) {
        // As the Matcher answers: the word is in no job in the place, so nothing matched and nothing is counted.
        scan = {
          results: this.results,
          count: 0,
          facets: wantFacets ? new FacetTally(this.slots).counts() : undefined,
        };
        mode = "none";
      }
    } else if (planned !== null) {
      [scan, mode, score] = [planned, "all", null];
    } else {
      // The slots any word matched, with their scores; none (browse) without words.
      const match = queryWords.length
        ? this.matcher.match(queryWords, this.slots.size, this.slots.alive, this.slots.titleWords, corrections, inPlace)
        : null;
      scan = filterAndCount(
        this.slots,
        match,
        filters,
        now,
        query.excludeIds,
        wantFacets,
        this.results,
        best,
        this.liveTotals,
      );
      [mode, score] = [match ? match.mode : "browse", match?.score ?? null];
    }
    const sort = query.sort ?? (mode === "browse" ? "recent" : "relevance");
    const page = best
      ? best.sorted().slice(query.offset)
      : pageOf(this.slots, this.ranks, scan.results.subarray(0, scan.count), sort, score, query.offset, query.limit);
    const result: IndexResult = {
      ids: page.map((slot) => this.slots.jobIds[slot]),
      total: scan.count,
      mode,
      corrections,
    };
    if (wantFacets) result.facets = facetLists(this.slots, scan.facets!, filters);
    return result;
  }

  /**
   * A query of two or three words in Best Match order by planned-words-scan.ts, when the Matcher would look the
   * commoner words up in the rarest word's pass (Matcher.wordsPlan): no excluded jobs, facets and filters only over
   * packed codes, filters only while every city is in the code. Null when it does not apply, or when no job that
   * passes the filters has every word: the Matcher then decides between no match and a partial one (in a place, among
   * the jobs there).
   */
  private scanPlannedWords(
    queryWords: QueryWord[],
    filters: SearchFilters,
    excludeIds: number[] | undefined,
    wantFacets: boolean,
    best: BestMatches | null,
    now: number,
    corrections: Record<string, string>,
  ): Scan | null {
    const filtered = hasFilters(filters);
    if (
      best === null ||
      queryWords.length < 2 ||
      queryWords.length > 3 ||
      (excludeIds?.length ?? 0) > 0 ||
      ((wantFacets || filtered) && !this.slots.packable) ||
      (filtered && !this.slots.citiesInCode)
    )
      return null;
    const plan = this.matcher.wordsPlan(queryWords, corrections);
    if (plan === null) return null;
    const chosen = filtered ? chosenFilters(this.slots, filters, now) : null;
    return scanPlannedWords(plan, this.slots, chosen, now, wantFacets, this.results, best, this.liveTotals);
  }

  /**
   * The posting lists of a one-word query that one-word-scan.ts answers (one or two lists, no excluded jobs; filters
   * and facets only over packed codes, filters only while every city is in the code), else null.
   */
  private oneWordLists(
    queryWords: QueryWord[],
    filters: SearchFilters,
    excludeIds: number[] | undefined,
    wantFacets: boolean,
    corrections: Record<string, string>,
  ): WordLists | null {
    if (
      queryWords.length !== 1 ||
      (excludeIds?.length ?? 0) > 0 ||
      ((wantFacets || hasFilters(filters)) && !this.slots.packable) ||
      (hasFilters(filters) && !this.slots.citiesInCode)
    )
      return null;
    const lists = this.matcher.expansions(queryWords[0], corrections);
    if (lists.length === 1) return { lists };
    if (lists.length !== 2) return null;
    // Read by slot when the two lists hold at least half as many postings as there are slots (one-word-scan.ts).
    if ((lists[0].list.length + lists[1].list.length) * 2 < this.slots.size) return { lists };
    return {
      lists,
      dense: [
        this.terms.denseMasks(lists[0].list, this.slots.capacity),
        this.terms.denseMasks(lists[1].list, this.slots.capacity),
      ],
    };
  }

  /**
   * The search with its place (place/search-place.ts): the location box's, else a city named among the keywords,
   * taken out of them and put in the location filter; the cities are the ones this index has filed jobs in.
   */
  placeSearch(q: string, where: string | undefined, filters: SearchFilters): PlacedSearch {
    return placeSearch(this.slots.cities, q, where, filters);
  }

  /** A person's preferred places (a candidate profile's location) read against the cities this index has filed jobs in. */
  preferredPlaces(text: string | null | undefined): PreferredPlaces {
    return preferredPlaces(this.slots.cities, text);
  }

  /** Phrases from titles, companies, skills and categories that contain a word starting with what was typed. */
  suggest(query: string, limit = 8): Suggestion[] {
    const typed = words(query).join(" ");
    if (typed.length < 2) return [];
    // Suggestion counts are kept as jobs come and go; a job passing its validThrough writes nothing.
    this.dropExpired();
    let found = this.suggestions.find(typed, limit);
    if (found.length === 0) {
      const parts = typed.split(" ");
      const last = parts.pop()!;
      const [fix] = this.typos.correct(toTerm(last), 1);
      if (fix) found = this.suggestions.find([...parts, fix].join(" "), limit);
    }
    return found;
  }

  /**
   * Removes the jobs whose validThrough has passed (no database write tells the index), so that
   * searches, field matches and suggestions see live jobs only and test a slot's `alive` byte
   * instead of its date. One comparison unless some job has just expired.
   */
  dropExpired(now = Date.now()): void {
    if (now < this.nextExpiry) return;
    let next = Number.POSITIVE_INFINITY;
    const { alive, validThrough, jobIds } = this.slots;
    for (let slot = 0; slot < this.slots.size; slot++) {
      if (alive[slot] === 0) continue;
      const until = validThrough[slot];
      if (until <= now) this.remove(jobIds[slot]);
      else if (until < next) next = until;
    }
    this.nextExpiry = next;
  }
}

/** Whether a live slot in any of the word's lists passes `inPlace`: stops at the first. */
function inAnyListThere(word: WordLists, alive: Uint8Array, inPlace: (slot: number) => boolean): boolean {
  for (const { list } of word.lists)
    for (let j = 0; j < list.length; j++) if (alive[list.docs[j]] !== 0 && inPlace(list.docs[j])) return true;
  return false;
}

/** The two-word phrases of a job's short fields (not the description), with the fields they are in. */
function phrasesOf(job: IndexedJob): Map<string, number> {
  const phrases = new Map<string, number>();
  const note = (text: string | null | undefined, bit: number) => {
    if (!text) return;
    const terms = termsOf(text);
    for (let index = 0; index + 1 < terms.length; index++) {
      const key = phraseKey(terms[index], terms[index + 1]);
      phrases.set(key, (phrases.get(key) ?? 0) | bit);
    }
  };
  note(job.title, TITLE);
  note(job.companyName, COMPANY);
  for (const skill of job.skills.split(",")) note(skill, SKILLS);
  note(job.categoryName, CATEGORY);
  note([job.locality, job.region].filter(Boolean).join(" "), LOCATION);
  return phrases;
}
