import { slugify } from "../../../lib/slug";
import { cityKeyOf } from "../place/city-key";
import { DECLARED_LAYOUT, type DeclaredLayout } from "./declared-facets";
import { CITY_OVERFLOW, fitsFacetCode, packFacetCode } from "./facet-code";
import { PostedAgeClasses } from "./posted-age-classes";
import { SlotsById } from "./slots-by-id";
import { SortKeys } from "./sort-keys";
import type { IndexedJob } from "../index-types";
import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "../snapshot/snapshot-format";
import { normalize, stopWords, termsOf } from "../text/search-text";
import { MAX_TITLE_WORDS } from "../text/matching";
import { EXPERIENCE_LEVEL_VALUES, SALARY_BUCKETS, annualSalaryInInr, experienceLevelOf } from "../search.schema";

/** How many changes JobSlots keeps for counts that follow them (recentChanges): more apart means counting again. */
const MAX_RECENT_CHANGES = 4_096;

/** A dictionary of facet values: value slug to a small number, with its label. */
export class Dictionary {
  readonly ids = new Map<string, number>();
  readonly labels: string[] = [];
  readonly values: string[] = [];

  static from(values: string[], labels: string[]): Dictionary {
    const dictionary = new Dictionary();
    values.forEach((value, id) => dictionary.ids.set(value, id));
    dictionary.values.push(...values);
    dictionary.labels.push(...labels);
    return dictionary;
  }

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

/**
 * The per-job attributes the index filters, counts and sorts on, one slot per indexed job, in
 * typed arrays grown by doubling: compact, and fast to scan. A removed job's slot stays (dead: its `alive` byte is 0,
 * which the scans test) until the index is rebuilt.
 */
export class JobSlots {
  size = 0;
  capacity = 0;
  deadCount = 0;
  jobIds = new Int32Array(0);
  alive = new Uint8Array(0);
  posted = new Float64Array(0);
  validThrough = new Float64Array(0);
  category = new Int32Array(0);
  jobType = new Int32Array(0);
  level = new Int8Array(0);
  city = new Int32Array(0);
  /** The job's country (a dictionary id; -1 when it has none): what similar roles pay is drawn within it (pay-bands.ts). */
  country = new Int32Array(0);
  remote = new Uint8Array(0);
  salary = new Float64Array(0);
  /** How many of the minimum-salary thresholds the job's pay reaches (0 to 6). */
  salaryLevel = new Int8Array(0);
  /** Every facet value of a slot in one number (facet-code.ts); used while every value fits (packable), else the separate arrays are read. */
  facetCode = new Int32Array(0);
  packable = true;
  /** The declared facets' values in packed words, one array a word, laid out by `layout` (declared-facets.ts). */
  declaredWords: Uint16Array[];
  /**
   * The number of distinct words of the title (stop words aside, at most 255): one query word found there covers
   * 1 / that of it (matching.ts valueOf). A byte rather than the 8-byte share: the scoring loops read it at every slot a
   * word is in (decision 223).
   */
  titleWords = new Uint8Array(0);
  /** Normalised sort keys of the A-Z orders. */
  titleKey = new SortKeys();
  companyKey = new SortKeys();
  locationKey = new SortKeys();
  /** Each indexed job's slot, by job id. */
  readonly slotOf = new SlotsById(this);
  private readonly ageClasses = new PostedAgeClasses();
  /** Counts the slots added and removed: a count kept from them (live-totals.ts) is stale when this has moved. */
  changes = 0;
  /**
   * The latest changes, oldest first: slot + 1 for a slot added, -(slot + 1) for one removed; the first is change
   * number `recentFrom` (what `changes` was before it). A count kept from the slots follows these instead of counting
   * every slot again, while they reach back far enough.
   */
  readonly recentChanges: number[] = [];
  recentFrom = 0;
  categories = new Dictionary();
  jobTypes = new Dictionary();
  cities = new Dictionary();
  countries = new Dictionary();

  private static readonly typedNames = [
    "jobIds",
    "alive",
    "posted",
    "validThrough",
    "category",
    "jobType",
    "level",
    "city",
    "country",
    "remote",
    "salary",
    "salaryLevel",
    "facetCode",
    "titleWords",
  ] as const;

  constructor(readonly layout: DeclaredLayout = DECLARED_LAYOUT) {
    this.declaredWords = layout.cells.map(() => new Uint16Array(0));
  }

  /** Into a snapshot: the used part of each array, the sort keys and the dictionaries. */
  writeTo(out: SnapshotWriter): void {
    out.json("slots", {
      size: this.size,
      deadCount: this.deadCount,
      packable: this.packable,
      declared: this.layout.signature,
    });
    for (const name of JobSlots.typedNames) out.typed(`slots.${name}`, this[name].subarray(0, this.size));
    this.declaredWords.forEach((word, index) => out.typed(`slots.declared.${index}`, word.subarray(0, this.size)));
    this.slotOf.writeTo(out, this.size);
    this.titleKey.writeTo(out, "slots.titleKey");
    this.companyKey.writeTo(out, "slots.companyKey");
    this.locationKey.writeTo(out, "slots.locationKey");
    for (const name of ["categories", "jobTypes", "cities", "countries"] as const)
      out.json(`slots.${name}`, [this[name].values, this[name].labels]);
  }

  /** From a snapshot; the arrays are views of the file until the first job added grows them. */
  static readFrom(input: SnapshotReader, layout: DeclaredLayout = DECLARED_LAYOUT): JobSlots {
    const slots = new JobSlots(layout);
    const { size, deadCount, packable, declared } = input.json<{
      size: number;
      deadCount: number;
      packable: boolean;
      declared: string;
    }>("slots");
    // Words packed by other declarations would be read as the wrong values: such a snapshot is rebuilt instead.
    if (declared !== layout.signature) throw new SnapshotError("packed by other facet declarations");
    slots.size = slots.capacity = size;
    slots.deadCount = deadCount;
    slots.packable = packable;
    slots.jobIds = input.i32("slots.jobIds");
    slots.alive = input.u8("slots.alive");
    slots.posted = input.f64("slots.posted");
    slots.validThrough = input.f64("slots.validThrough");
    slots.category = input.i32("slots.category");
    slots.jobType = input.i32("slots.jobType");
    slots.level = input.i8("slots.level");
    slots.city = input.i32("slots.city");
    slots.country = input.i32("slots.country");
    slots.remote = input.u8("slots.remote");
    slots.salary = input.f64("slots.salary");
    slots.salaryLevel = input.i8("slots.salaryLevel");
    slots.facetCode = input.i32("slots.facetCode");
    slots.declaredWords = layout.cells.map((_, index) => input.u16(`slots.declared.${index}`));
    slots.titleWords = input.u8("slots.titleWords");
    slots.titleKey = SortKeys.readFrom(input, "slots.titleKey", size);
    slots.companyKey = SortKeys.readFrom(input, "slots.companyKey", size);
    slots.locationKey = SortKeys.readFrom(input, "slots.locationKey", size);
    for (const name of ["categories", "jobTypes", "cities", "countries"] as const)
      slots[name] = Dictionary.from(...input.json<[string[], string[]]>(`slots.${name}`));
    slots.slotOf.readFrom(input, size, size - deadCount);
    return slots;
  }

  /** Gives the job a new slot with its attributes; returns the slot. */
  add(job: IndexedJob, categoryName: string): number {
    if (this.size === this.capacity) this.grow(Math.max(1_024, this.capacity * 2));
    const slot = this.size++;
    this.noteChange(slot + 1);
    this.slotOf.set(job.id, slot);
    this.jobIds[slot] = job.id;
    this.alive[slot] = 1;
    this.posted[slot] = job.postedMs;
    this.validThrough[slot] = job.validThroughMs ?? Number.POSITIVE_INFINITY;
    this.category[slot] = this.categories.idOf(job.categorySlug ?? slugify(categoryName), categoryName);
    this.jobType[slot] = this.jobTypes.idOf(job.employmentType, job.employmentType);
    this.level[slot] = EXPERIENCE_LEVEL_VALUES.indexOf(experienceLevelOf(job.title, job.minExperience));
    const cityName = job.locality?.trim() || "";
    const countryCode = job.country?.trim().toUpperCase() || "";
    this.country[slot] = countryCode ? this.countries.idOf(countryCode, countryCode) : -1;
    this.remote[slot] = job.workplace === "remote" ? 1 : 0;
    // A remote job is in no city: the location filter means the place, and 'remote' is its own choice (decision 172).
    this.city[slot] =
      cityName && this.remote[slot] === 0 ? this.cities.idOf(cityKeyOf(cityName) || slugify(cityName), cityName) : -1;
    this.salary[slot] = annualSalaryInInr(job);
    this.salaryLevel[slot] = SALARY_BUCKETS.filter((bucket) => this.salary[slot] >= bucket.value).length;
    const [categoryId, typeId, levelId, salaryLevel] = [
      this.category[slot],
      this.jobType[slot],
      this.level[slot],
      this.salaryLevel[slot],
    ];
    if (!fitsFacetCode(categoryId, typeId, levelId, salaryLevel)) this.packable = false;
    else
      this.facetCode[slot] = packFacetCode(
        categoryId,
        typeId,
        levelId,
        this.remote[slot],
        salaryLevel,
        this.city[slot],
      );
    this.layout.codesOf(job).forEach((code, word) => (this.declaredWords[word][slot] = code));
    const titleTerms = new Set(termsOf(job.title).filter((term) => !stopWords.has(term)));
    this.titleWords[slot] = Math.min(MAX_TITLE_WORDS, titleTerms.size);
    this.titleKey.push(normalize(job.title));
    this.companyKey.push(normalize(job.companyName));
    this.locationKey.push(
      job.workplace === "remote" ? "remote" : normalize(`${job.locality ?? "~"} ${job.region ?? ""}`),
    );
    return slot;
  }

  /** How many posted windows each slot is within at `now` (posted-age-classes.ts); valid until the next call. */
  postedClassesAt(now: number): Uint8Array {
    return this.ageClasses.classesAt(now, this.posted, this.size);
  }

  /**
   * Whether every city's id fits the code's city field, so that no code says "read the city from `city`"
   * (CITY_OVERFLOW): the filtered loops then read a slot's category and city failures in one table by the code
   * alone (filtered-count.ts).
   */
  get citiesInCode(): boolean {
    return this.cities.labels.length < CITY_OVERFLOW;
  }

  /** Changes whenever postedClassesAt works the classes out again for a new time. */
  get postedClassGeneration(): number {
    return this.ageClasses.generation;
  }

  /**
   * The slots whose posted class changed since the classes of `generation` (postedClassGeneration), with the class each
   * had then; null when the changes kept do not reach back that far.
   */
  postedClassesMovedSince(generation: number): Map<number, number> | null {
    return this.ageClasses.movedSince(generation);
  }

  /** Marks the job's slot dead; returns the slot, or undefined when the job was not indexed. */
  remove(jobId: number): number | undefined {
    const slot = this.slotOf.get(jobId);
    if (slot === undefined) return undefined;
    this.slotOf.delete(jobId);
    this.noteChange(-(slot + 1));
    // Only `alive` is written: validThrough stays as it was, so that a reader of a shared base keeps it a view of the
    // shared bytes (shared-bytes.ts); the scans of validThrough skip dead slots.
    this.alive[slot] = 0;
    this.deadCount++;
    return slot;
  }

  private noteChange(change: number): void {
    this.changes++;
    this.recentChanges.push(change);
    if (this.recentChanges.length > MAX_RECENT_CHANGES) {
      const dropped = this.recentChanges.length - MAX_RECENT_CHANGES / 2;
      this.recentChanges.splice(0, dropped);
      this.recentFrom += dropped;
    }
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Uint8Array | Int8Array | Uint16Array | Float64Array>(
      from: T,
      make: (size: number) => T,
    ): T => {
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
    this.country = copy(this.country, (size) => new Int32Array(size));
    this.remote = copy(this.remote, (size) => new Uint8Array(size));
    this.salary = copy(this.salary, (size) => new Float64Array(size));
    this.salaryLevel = copy(this.salaryLevel, (size) => new Int8Array(size));
    this.facetCode = copy(this.facetCode, (size) => new Int32Array(size));
    this.declaredWords = this.declaredWords.map((word) => copy(word, (size) => new Uint16Array(size)));
    this.titleWords = copy(this.titleWords, (size) => new Uint8Array(size));
    this.capacity = capacity;
  }
}
