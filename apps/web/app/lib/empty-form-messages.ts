import { expect } from "vitest";

/** a resolver called with an object of empty strings (each form's own value types do not matter here) */
export type AnyResolver = (
  values: Record<string, string>,
  context: undefined,
  options: never,
) => Promise<{ errors: Record<string, { message?: string } | undefined> }>;

/**
 * The lazily validated forms answer a submit of the empty form before their schema's chunk has arrived, from a map of
 * messages (lazyResolver's `emptyForm`, lib/lazy-resolver.ts). Each map must be exactly what the schema says of the
 * empty form: the same fields, the same messages (the first of each field, as the form shows it). For unit tests.
 */
export async function expectEmptyFormMessages(
  schema: { shape: object },
  resolver: AnyResolver,
  map: Record<string, string>,
): Promise<void> {
  const empty = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, ""]));
  const result = await resolver(empty, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, e]) => [field, (e as { message?: string }).message]),
  );
  expect(messages).toEqual(map);
}
