// Pages that campaign cards are composed over, kept by key within a budget (a render worker's by
// bytes, compose-card.ts; the event loop's by count, html/composed/campaign-cards.ts).

/** Pages kept (the designs and merge-filled pages in use at once), by key, within a budget of what `sizeOf` counts. */
export class Kept<T> {
  private readonly map = new Map<string, { value: Promise<T>; bytes: number }>();
  private bytes = 0;
  private readonly budget: number;
  private readonly sizeOf: (value: T) => number;
  constructor(budget: number, sizeOf: (value: T) => number) {
    this.budget = budget;
    this.sizeOf = sizeOf;
  }
  get(key: string, make: () => Promise<T>): Promise<T> {
    const found = this.map.get(key);
    if (found) {
      this.map.delete(key); // most recently used last
      this.map.set(key, found);
      return found.value;
    }
    const entry = { value: make(), bytes: 0 };
    this.map.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.map.get(key) !== entry) return;
        entry.bytes = this.sizeOf(value);
        this.bytes += entry.bytes;
        for (const [k, e] of this.map) {
          if (this.bytes <= this.budget || e === entry) break;
          this.map.delete(k);
          this.bytes -= e.bytes;
        }
      },
      () => {
        if (this.map.get(key) === entry) this.map.delete(key);
      },
    );
    return entry.value;
  }
}
