import type { IndexedJob, Suggestion } from "../index-types";
import { normalize, words } from "./search-text";
import type { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";

/**
 * Phrases for the search boxes (job titles, companies, categories and skills), each with the
 * number of live jobs that carry it. Counts follow jobs as they come and go; the sorted list of
 * phrase suffixes (one per word start) is rebuilt lazily after a new phrase appears.
 */
interface SuggestionEntry extends Suggestion {
  key: string;
  id: number;
}

const kindOrder: Record<Suggestion["kind"], number> = { title: 0, category: 1, skill: 2, company: 3 };

export class Suggestions {
  private readonly entries = new Map<string, SuggestionEntry>();
  /** The entries in order of arrival: a slot's counts are kept as numbers into this list. */
  private readonly entryList: SuggestionEntry[] = [];
  /**
   * The entries each slot counts towards (slot s: entryOfSlot[slotStart[s]] up to slotStart[s + 1]),
   * so that removing a job takes its counts back. Flat typed arrays: a million jobs are a million
   * small lists, which as JavaScript arrays would weigh on the heap and on every garbage collection.
   */
  private slotStart = new Int32Array(1_024);
  private entryOfSlot = new Int32Array(8_192);
  private slots = 0;
  private list: { key: string; entry: SuggestionEntry; start: boolean }[] | null = null;

  /** Counts the phrases of the job in a new slot (slots arrive in order: 0, 1, 2, …). */
  add(job: IndexedJob, categoryName: string): void {
    const phrases: [string, Suggestion["kind"]][] = [
      [job.title, "title"],
      [job.companyName, "company"],
      [categoryName, "category"],
    ];
    for (const skill of job.skills.split(",")) if (skill.trim()) phrases.push([skill.trim(), "skill"]);
    if (this.slots + 2 > this.slotStart.length) this.slotStart = grown(this.slotStart, this.slotStart.length * 2);
    let end = this.slotStart[this.slots];
    if (end + phrases.length > this.entryOfSlot.length)
      this.entryOfSlot = grown(this.entryOfSlot, Math.max(this.entryOfSlot.length * 2, end + phrases.length));
    for (const [text, kind] of phrases) {
      const key = `${kind}:${normalize(text)}`;
      let entry = this.entries.get(key);
      if (entry) entry.count++;
      else {
        entry = { key, text, kind, count: 1, id: this.entryList.length };
        this.entries.set(key, entry);
        this.entryList.push(entry);
        this.list = null;
      }
      this.entryOfSlot[end++] = entry.id;
    }
    this.slotStart[++this.slots] = end;
  }

  /**
   * Takes the slot's counts back. Called once per slot (the index forgets a removed job's slot, and an index read from
   * a snapshot knows only its live slots), so the slot's entries are only read: they may be a base other threads share.
   */
  remove(slot: number): void {
    const end = this.slotStart[slot + 1];
    for (let at = this.slotStart[slot]; at < end; at++) this.entryList[this.entryOfSlot[at]].count--;
  }

  /** Into a snapshot: the entries with their counts, and each slot's entries. */
  writeTo(out: SnapshotWriter): void {
    out.json("suggestions", {
      slots: this.slots,
      entries: this.entryList.map(({ key, text, kind, count }) => [key, text, kind, count]),
    });
    out.typed("suggestions.slotStart", this.slotStart.subarray(0, this.slots + 1));
    out.typed("suggestions.entryOfSlot", this.entryOfSlot.subarray(0, this.slotStart[this.slots]));
  }

  static readFrom(input: SnapshotReader): Suggestions {
    const suggestions = new Suggestions();
    const { slots, entries } = input.json<{ slots: number; entries: [string, string, Suggestion["kind"], number][] }>(
      "suggestions",
    );
    for (const [key, text, kind, count] of entries) {
      const entry = { key, text, kind, count, id: suggestions.entryList.length };
      suggestions.entries.set(key, entry);
      suggestions.entryList.push(entry);
    }
    suggestions.slots = slots;
    suggestions.slotStart = input.i32("suggestions.slotStart");
    suggestions.entryOfSlot = input.i32("suggestions.entryOfSlot");
    return suggestions;
  }

  /** Phrases with live jobs containing a word that starts with `typed`; phrases starting with it first. */
  find(typed: string, limit: number): Suggestion[] {
    const list = this.sortedList();
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle].key < typed) low = middle + 1;
      else high = middle;
    }
    const best = new Map<SuggestionEntry, boolean>();
    for (
      let index = low, scanned = 0;
      index < list.length && scanned < 5_000 && list[index].key.startsWith(typed);
      index++, scanned++
    ) {
      const item = list[index];
      if (item.entry.count <= 0) continue;
      best.set(item.entry, (best.get(item.entry) ?? false) || item.start);
    }
    const seen = new Set<string>();
    return [...best.entries()]
      .sort(
        ([a, aStart], [b, bStart]) =>
          +bStart - +aStart ||
          b.count - a.count ||
          kindOrder[a.kind] - kindOrder[b.kind] ||
          a.text.length - b.text.length ||
          a.text.localeCompare(b.text),
      )
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

  /** Every suffix of every phrase that starts at a word, sorted, so that a prefix is one binary search. */
  private sortedList(): { key: string; entry: SuggestionEntry; start: boolean }[] {
    if (this.list) return this.list;
    const list: { key: string; entry: SuggestionEntry; start: boolean }[] = [];
    for (const entry of this.entries.values()) {
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
    this.list = list;
    return list;
  }
}

/** A copy of the array at a new length (also how a snapshot's view becomes the process's own). */
function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(array.subarray(0, Math.min(array.length, length)));
  return next;
}
