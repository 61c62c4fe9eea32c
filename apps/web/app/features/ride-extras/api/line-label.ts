/** The keys of an extra's line in the ride namespace (packages/contracts/src/i18n/<locale>/ride.ts). */
export type LineKey =
  "extras.line.waitingCharged" | "extras.line.waitingFree" | "extras.line.noShow" | "extras.line.extension";

/** The shapes of the labels the server writes (contracts' rides/extras-rules.ts): each with its message and values. */
const LINE_SHAPES: Array<[RegExp, LineKey, string[]]> = [
  [
    /^Waiting: (\d+) min beyond (\d+) min free, (\d+) × (₹[\d,]+) per complete (\d+) min \(GST included\)$/,
    "extras.line.waitingCharged",
    ["beyond", "free", "blocks", "rate", "block"],
  ],
  [/^Waiting: (\d+) min, within the (\d+) min free$/, "extras.line.waitingFree", ["waited", "free"]],
  [/^No-show after (\d+) min wait: fare kept as per the cancellation policy$/, "extras.line.noShow", ["waited"]],
  [
    /^Extra time: (\d+) h × (₹[\d,]+) \+ (\d+(?:\.\d+)?)% GST \((₹[\d,]+)\)$/,
    "extras.line.extension",
    ["hours", "rate", "gst", "gstAmount"],
  ],
];

/**
 * An extra's line as the server writes it (English) in the page's language: its numbers read back and given to the
 * language's message (`t`); a label of another shape stays as it is.
 */
export function lineLabel(t: (key: LineKey, values: Record<string, string | number>) => string, label: string) {
  for (const [shape, key, names] of LINE_SHAPES) {
    const m = shape.exec(label);
    if (m) {
      const values = names.map((name, i) => [name, /^\d+$/.test(m[i + 1]) ? Number(m[i + 1]) : m[i + 1]] as const);
      return t(key, Object.fromEntries(values));
    }
  }
  return label;
}
