/** An n-gram as the table gives it back: how often it was counted, and its last token and length where first seen. */
export interface CountedGram {
  hash: number;
  count: number;
  end: number;
  length: number;
}

/**
 * Exact counts of n-grams by their 32-bit hash, in typed memory. (A second hash once stored beside it was computed
 * from this one, so it never told two n-grams apart: the hash alone is, and was, the key.)
 */
export class GramTable {
  private keys = new Int32Array(8192);
  private used = new Uint8Array(8192);
  private counts = new Int32Array(8192);
  /** Where the gram was first seen: its last token and its length, to spell it out at the end. */
  private ends = new Int32Array(8192);
  private lengths = new Uint8Array(8192);
  /** The order in which the grams were first added. */
  private order = new Int32Array(8192);
  size = 0;

  /** Counts one more of the gram, adding it (first seen at `end`) when new. */
  add(hash: number, end: number, length: number): void {
    const mask = this.keys.length - 1;
    let slot = hash & mask;
    while (this.used[slot] === 1) {
      if (this.keys[slot] === hash) {
        this.counts[slot]!++;
        return;
      }
      slot = (slot + 1) & mask;
    }
    this.insert(hash, 1, end, length);
  }

  /** Adds a gram the table does not hold yet, with its count. */
  insert(hash: number, count: number, end: number, length: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = hash & mask;
    while (this.used[slot] === 1) slot = (slot + 1) & mask;
    this.used[slot] = 1;
    this.keys[slot] = hash;
    this.counts[slot] = count;
    this.ends[slot] = end;
    this.lengths[slot] = length;
    this.order[slot] = this.size;
    this.size++;
  }

  /** The grams in the table's own order. */
  *entries(): Generator<CountedGram> {
    for (let slot = 0; slot < this.keys.length; slot++) if (this.used[slot] === 1) yield this.entryAt(slot);
  }

  /** The grams in the order they were first added. */
  inOrderAdded(): CountedGram[] {
    const grams = new Array<CountedGram>(this.size);
    for (let slot = 0; slot < this.keys.length; slot++) if (this.used[slot] === 1) grams[this.order[slot]!] = this.entryAt(slot);
    return grams;
  }

  private entryAt(slot: number): CountedGram {
    return { hash: this.keys[slot]!, count: this.counts[slot]!, end: this.ends[slot]!, length: this.lengths[slot]! };
  }

  private grow(): void {
    const { keys, used, counts, ends, lengths, order } = this;
    const capacity = keys.length * 2;
    this.keys = new Int32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.counts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.lengths = new Uint8Array(capacity);
    this.order = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let old = 0; old < keys.length; old++) {
      if (used[old] !== 1) continue;
      let slot = keys[old]! & mask;
      while (this.used[slot] === 1) slot = (slot + 1) & mask;
      this.used[slot] = 1;
      this.keys[slot] = keys[old]!;
      this.counts[slot] = counts[old]!;
      this.ends[slot] = ends[old]!;
      this.lengths[slot] = lengths[old]!;
      this.order[slot] = order[old]!;
    }
  }
}

/**
 * The hash of an n-gram, one word's hash mixed in at a time. Multiplying before mixing in the next word keeps it
 * order-sensitive ("I know" ≠ "know I").
 */
export const mixPhraseHash = (h: number, seed: number) => {
  let x = Math.imul(h, 0x9e3779b1) ^ seed;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca77);
  return (x ^ (x >>> 13)) | 0;
};
