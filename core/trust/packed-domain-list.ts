/**
 * A large set of domain names held as one sorted string (decision 210): 150,000 free-mail and throwaway domains cost
 * a JavaScript Set of strings about 14 MB of heap, and every HTTP worker thread held its own; one newline-joined
 * string and the offsets of its names cost 3 MB, and a lookup is a binary search of 17 steps.
 */
export class PackedDomainList {
  private constructor(
    /** Every name, sorted, each followed by "\n". */
    private readonly joined: string,
    /** Where each name starts in `joined`, and one past the end. */
    private readonly starts: Uint32Array,
  ) {}

  static of(names: Iterable<string>): PackedDomainList {
    const sorted = [...new Set(names)].sort();
    const starts = new Uint32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((name, index) => {
      starts[index] = at;
      at += name.length + 1;
    });
    starts[sorted.length] = at;
    return new PackedDomainList(sorted.length ? `${sorted.join("\n")}\n` : "", starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(name: string): boolean {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.joined.slice(this.starts[middle], this.starts[middle + 1] - 1);
      if (entry === name) return true;
      if (entry < name) low = middle + 1;
      else high = middle;
    }
    return false;
  }
}
