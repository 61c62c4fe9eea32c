/**
 * zod as the shared schemas use it: everything from "zod", except that `string()` refuses control characters
 * (docs/security.md §6). Every text field of every shared schema is built with it, so one rule covers every endpoint
 * and form: U+0000–U+001F and U+007F are refused, except tab, line feed and carriage return, which multi-line text
 * needs. Single-line fields (names, phones, e-mails, addresses…) refuse those three as well: add `.check(singleLine)`.
 */
import { z as base } from "zod";

export * from "zod";

/** The message a field with a control character answers (the server names the field in the top-level message). */
export const CONTROL_CHARACTER_MESSAGE = "Remove the unusual control character from this field.";
/** Control characters no text field accepts. */
export const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** …and in a single-line field, tab and line breaks too. */
export const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;

const refuse = (pattern: RegExp) => (ctx: base.core.ParsePayload<string>) => {
  if (typeof ctx.value === "string" && pattern.test(ctx.value))
    ctx.issues.push({
      code: "custom",
      message: CONTROL_CHARACTER_MESSAGE,
      input: ctx.value,
      params: { controlCharacter: true },
    });
};
const noControlCharacters = refuse(FORBIDDEN_CONTROL);
/** `.check(singleLine)`: a one-line text field (tab, CR and LF refused as well). */
export const singleLine = refuse(SINGLE_LINE_CONTROL);

/** `z.string()` with the control-character rule. */
export function string(params?: Parameters<typeof base.string>[0]): base.ZodString {
  return base.string(params).check(noControlCharacters);
}
