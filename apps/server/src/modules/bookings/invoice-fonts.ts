import { createRequire } from "node:module";
import path from "node:path";
import type { Locale } from "@chauffeur/contracts";

/**
 * The fonts of a Hindi or Odia invoice (decision record 017; apps/server/assets/fonts/README.md). pdfkit's built-in
 * Helvetica has no Devanagari or Odia, and each Noto subset file holds one script: a label line is written in runs,
 * the script's characters from the family's script file and the rest (numbers, GST, punctuation) from the same
 * family's Latin file — one family, so the runs share a baseline and a line height (mixing Helvetica in a line
 * raised the Latin runs and made Odia lines overlap). pdfkit shapes through fontkit, whose Indic shaper forms the
 * conjuncts and reorders the vowel signs of both scripts (looked at in rendered pages).
 */
const require = createRequire(import.meta.url);
const serverRoot = () => path.dirname(require.resolve("@chauffeur/server/package.json"));

interface ScriptFont {
  name: string;
  file: () => string;
  /** the same family's Latin subset */
  latinFile: () => string;
  chars: RegExp;
}
const fontsource = (file: string) => require.resolve(`@fontsource/noto-sans-devanagari/files/${file}`);
const SCRIPT_FONTS: Partial<Record<Locale, ScriptFont>> = {
  "hi-IN": {
    name: "NotoSansDevanagari",
    file: () => fontsource("noto-sans-devanagari-devanagari-400-normal.woff"),
    latinFile: () => fontsource("noto-sans-devanagari-latin-400-normal.woff"),
    chars: /[\u0900-\u097F\u200C\u200D\uA8E0-\uA8FF]/,
  },
  "or-IN": {
    name: "NotoSansOriya",
    file: () => path.join(serverRoot(), "assets/fonts/NotoSansOriya-Regular.ttf"),
    latinFile: () => path.join(serverRoot(), "assets/fonts/NotoSansOriya-Latin-Regular.ttf"),
    chars: /[\u0B00-\u0B7F\u0964\u0965\u200C\u200D]/,
  },
};

const LATIN = "Helvetica";

/** Registers the language's script font on the document; the font's name, or null for English. */
export function useScriptFont(doc: PDFKit.PDFDocument, locale: Locale): ScriptFont | null {
  const f = SCRIPT_FONTS[locale];
  if (!f) return null;
  doc.registerFont(f.name, f.file());
  doc.registerFont(`${f.name}-Latin`, f.latinFile());
  return f;
}

/** Splits a text into runs of the script and of the rest; a space stays with the run it follows. */
export function scriptRuns(text: string, chars: RegExp): Array<{ script: boolean; text: string }> {
  const runs: Array<{ script: boolean; text: string }> = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const script = ch === " " && last ? last.script : chars.test(ch);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/**
 * `doc.text` for a line that may mix scripts: at (x, y) when given, else where the cursor is. English (no script
 * font) is one Helvetica call, exactly as before.
 */
export function mixedText(
  doc: PDFKit.PDFDocument,
  font: ScriptFont | null,
  text: string,
  at?: { x: number; y: number },
  options: PDFKit.Mixins.TextOptions = {},
) {
  const runs = font ? scriptRuns(text, font.chars) : [{ script: false, text }];
  runs.forEach((r, i) => {
    doc.font(font ? (r.script ? font.name : `${font.name}-Latin`) : LATIN);
    const opts = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) doc.text(r.text, at.x, at.y, opts);
    else doc.text(r.text, opts);
  });
  doc.font(LATIN);
  return doc;
}
