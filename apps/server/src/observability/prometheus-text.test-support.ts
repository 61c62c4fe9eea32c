/** Prometheus text format → samples (name, labels, value); comments and blank lines skipped. */
export function parseMetrics(text: string) {
  return text
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(l);
      if (!m) throw new Error(`not a sample line: ${l}`);
      const labels: Record<string, string> = {};
      for (const lm of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[lm[1]] = lm[2];
      return { name: m[1], labels, value: Number(m[3]) };
    });
}
