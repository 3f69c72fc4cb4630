import { slugify } from "../../../lib/slug";
import { cityKeyOf } from "../place/city-key";
import { DECLARED_LAYOUT, type DeclaredLayout } from "./declared-facets";
import { CITY_OVERFLOW, fitsFacetCode, packFacetCode } from "./facet-code";
import { PostedAgeClasses } from "./posted-age-classes";
import { SlotClaims } from "./slot-claims";
import { SlotsById } from "./slots-by-id";
import { SortKeys } from "./sort-keys";
import type { IndexedJob } from "../index-types";
import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "../snapshot/snapshot-format";
import { normalize, stopWords, termsOf } from "../text/search-text";
import { MAX_TITLE_WORDS } from "../text/matching";
import { EXPERIENCE_LEVEL_VALUES, SALARY_BUCKETS, annualSalaryInInr, experienceLevelOf } from "../search.schema";

/** How many changes JobSlots keeps for counts that follow them (recentChanges): more apart means counting again. */
const MAX_RECENT_CHANGES = 4_096;

/**
 * The room for new slots after a snapshot's slot sections (decision 236): a sixteenth of the slots, at least 1,024. A
 * shared base is published again every 20 minutes of changes (search-index-store.ts), and a board seldom adds a
 * sixteenth of its jobs in that time; past the room a thread copies the sections, as it did before. Room nobody
 * writes costs file bytes (about 4 MB at a million jobs) but no memory in a shared base: its pages are never touched.
 */
export function slotRoomFor(size: number): number {
  return Math.max(1_024, Math.ceil(size / 16));
}

type SlotArray = Int32Array | Uint8Array | Int8Array | Uint16Array | Float64Array;

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
  /**
   * While the slot sections are views of a snapshot's bytes with room after them: which job each new slot there may
   * hold (slot-claims.ts). null once they are this index's own arrays.
   */
  claims: SlotClaims | null = null;
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
    const room = slotRoomFor(this.size);
    for (const name of JobSlots.typedNames) out.typed(`slots.${name}`, this[name].subarray(0, this.size), room);
    this.declaredWords.forEach((word, index) =>
      out.typed(`slots.declared.${index}`, word.subarray(0, this.size), room),
    );
    out.typed("slots.claims", new BigInt64Array(0), room);
    this.slotOf.writeTo(out, this.size);
    this.titleKey.writeTo(out, "slots.titleKey");
    this.companyKey.writeTo(out, "slots.companyKey");
    this.locationKey.writeTo(out, "slots.locationKey");
    for (const name of ["categories", "jobTypes", "cities", "countries"] as const)
      out.json(`slots.${name}`, [this[name].values, this[name].labels]);
  }

  /**
   * From a snapshot. The arrays are views of the file's bytes, over the room after them: new slots are written there
   * while their claims agree (decision 236), and the first slot past the room copies them.
   */
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
    const claims = input.i64("slots.claims", true);
    const capacity = size + claims.length;
    const withRoom = <T extends SlotArray>(view: T): T => {
      if (view.length < capacity) throw new SnapshotError(`a slot section with room for fewer than ${capacity} slots`);
      return view.subarray(0, capacity) as T;
    };
    slots.size = size;
    slots.capacity = capacity;
    slots.deadCount = deadCount;
    slots.packable = packable;
    slots.claims = new SlotClaims(claims, size);
    slots.jobIds = withRoom(input.i32("slots.jobIds", true));
    slots.alive = withRoom(input.u8("slots.alive", true));
    slots.posted = withRoom(input.f64("slots.posted", true));
    slots.validThrough = withRoom(input.f64("slots.validThrough", true));
    slots.category = withRoom(input.i32("slots.category", true));
    slots.jobType = withRoom(input.i32("slots.jobType", true));
    slots.level = withRoom(input.i8("slots.level", true));
    slots.city = withRoom(input.i32("slots.city", true));
    slots.country = withRoom(input.i32("slots.country", true));
    slots.remote = withRoom(input.u8("slots.remote", true));
    slots.salary = withRoom(input.f64("slots.salary", true));
    slots.salaryLevel = withRoom(input.i8("slots.salaryLevel", true));
    slots.facetCode = withRoom(input.i32("slots.facetCode", true));
    slots.declaredWords = layout.cells.map((_, index) => withRoom(input.u16(`slots.declared.${index}`, true)));
    slots.titleWords = withRoom(input.u8("slots.titleWords", true));
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
    // Claimed before anything is written: a slot of the shared room that another reader filled differently is left to
    // it, and this index goes on with copies of its own.
    if (this.claims && !this.claims.claim(slot, job, categoryName)) this.grow(this.capacity);
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

  /** Copies the arrays into this index's own, of `capacity` slots: past their room, or off a shared base's room. */
  private grow(capacity: number): void {
    const copy = <T extends SlotArray>(from: T, make: (size: number) => T): T => {
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
    this.claims?.leave();
    this.claims = null;
  }
}
