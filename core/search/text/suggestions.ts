import type { IndexedJob, Suggestion } from "../index-types";
import { normalize, words } from "./search-text";
import type { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";
import { SlotLists } from "./slot-lists";

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
  /** The entries each slot counts towards, so that removing a job takes its counts back. */
  private slotEntries = new SlotLists();
  private list: { key: string; entry: SuggestionEntry; start: boolean }[] | null = null;

  /** Counts the phrases of the job in a new slot (slots arrive in order: 0, 1, 2, …). */
  add(job: IndexedJob, categoryName: string): void {
    const phrases: [string, Suggestion["kind"]][] = [
      [job.title, "title"],
      [job.companyName, "company"],
      [categoryName, "category"],
    ];
    for (const skill of job.skills.split(",")) if (skill.trim()) phrases.push([skill.trim(), "skill"]);
    const ids: number[] = [];
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
      ids.push(entry.id);
    }
    this.slotEntries.push(ids);
  }

  /**
   * Takes the slot's counts back. Called once per slot (the index forgets a removed job's slot, and an index read from
   * a snapshot knows only its live slots), so the slot's entries are only read: they may be a base other threads share.
   */
  remove(slot: number): void {
    for (const id of this.slotEntries.of(slot)) this.entryList[id].count--;
  }

  /** Into a snapshot: the entries with their counts, and each slot's entries. */
  writeTo(out: SnapshotWriter): void {
    out.json("suggestions", {
      slots: this.slotEntries.size,
      entries: this.entryList.map(({ key, text, kind, count }) => [key, text, kind, count]),
    });
    this.slotEntries.writeTo(out, "suggestions");
  }

  static readFrom(input: SnapshotReader): Suggestions {
    const suggestions = new Suggestions();
    const { entries } = input.json<{ entries: [string, string, Suggestion["kind"], number][] }>("suggestions");
    for (const [key, text, kind, count] of entries) {
      const entry = { key, text, kind, count, id: suggestions.entryList.length };
      suggestions.entries.set(key, entry);
      suggestions.entryList.push(entry);
    }
    suggestions.slotEntries = SlotLists.readFrom(input, "suggestions");
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
