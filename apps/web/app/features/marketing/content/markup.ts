/**
 * The marketing catalogues' light markup (not ICU tags: the catalogue guard formats every message with
 * intl-messageformat, which refuses unknown tags): **bold**, _italic_ (at word edges) and [label](target), target one
 * of home, event, terms, refund, privacy, mail. components/rich-text.tsx renders it.
 */
export const MARKUP = /\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\((\w+)\)/gu;

/** The message without its markup (structured data): "[label](refund)" → "label", "**x**" → "x". */
export function plainText(text: string): string {
  return text.replace(MARKUP, (_m, bold?: string, italic?: string, label?: string) => bold ?? italic ?? label ?? "");
}
