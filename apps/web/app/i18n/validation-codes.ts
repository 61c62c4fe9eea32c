import type { CompiledMessage, CompiledMessages } from "./store";

/**
 * The codes of the shared schemas' messages, by their English text (decision record 017's `validationCodeOf`, built
 * in the browser from the compiled English `validation` catalogue). Loaded with Hindi or Odia (catalogues.ts
 * loadLocale), never for English: contracts' validation-codes.ts imports the schemas' modules and so zod, which the
 * pages keep out until a form is first used, and an English page shows the messages as they are.
 */
let codeByText: Map<string, { ns: "validation" | "errors"; code: string }> | undefined;
let loading: Promise<void> | undefined;

/** A message without placeholders, as the schemas produce it (its AST is one literal). */
function literalOf(ast: CompiledMessage): string | undefined {
  if (!Array.isArray(ast)) return undefined;
  if (ast.length === 0) return "";
  const [only] = ast as { type: number; value?: unknown }[];
  return ast.length === 1 && only.type === 0 && typeof only.value === "string" ? only.value : undefined;
}

export function loadValidationCodes(): Promise<void> {
  // the schemas' messages, then the server's rule messages the forms also check before sending (the fare rules')
  loading ??= Promise.all([
    import("@chauffeur/contracts/i18n/en-IN/validation?compiled"),
    import("@chauffeur/contracts/i18n/en-IN/errors?compiled"),
  ])
    .then(([validation, errors]: Array<{ default: CompiledMessages }>) => {
      const codes = new Map<string, { ns: "validation" | "errors"; code: string }>();
      for (const [ns, m] of [
        ["validation", validation],
        ["errors", errors],
      ] as const)
        for (const [code, ast] of Object.entries(m.default)) {
          const text = literalOf(ast);
          if (text !== undefined && !codes.has(text)) codes.set(text, { ns, code });
        }
      codeByText = codes;
    })
    .catch((e: unknown) => {
      loading = undefined; // offline: tried again with the next language load
      throw e;
    });
  return loading;
}

/** The code of a message the forms show (English), once loadValidationCodes has run. */
export function validationCodeOf(message: string): { ns: "validation" | "errors"; code: string } | undefined {
  return codeByText?.get(message);
}
