import { inflateSync } from "node:zlib";

/**
 * The text of a pdfkit PDF written in its built-in fonts (Helvetica, WinAnsi): each content stream inflated, the
 * strings of its Tj and TJ operators decoded, one line per text object. Enough for a test to read an invoice the way
 * a person reads it; script fonts (Hindi, Odia: glyph ids) are not decoded.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const block of content.split(/\bET\b/)) {
      const parts = [...block.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map((op) =>
        op[1] !== undefined
          ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join("")
          : Buffer.from(op[2], "hex").toString("latin1"),
      );
      if (parts.length) lines.push(parts.join(""));
    }
  }
  return lines.join("\n");
}
