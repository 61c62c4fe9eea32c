import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { atIdle } from "./idle";

/** A react-hook-form resolver whose code is fetched on first use; `preload` starts that fetch early. */
export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & { preload: () => void };

/**
 * A form's validation without zod in the page's first chunks (docs/decisions/015): `load` dynamically imports
 * a module that builds the same `zodResolver(Schema)` the form used before, so the messages and rules are the
 * contracts' own, unchanged. The first validation (a submit, or a field's re-validation) awaits the import — React Hook
 * Form awaits every resolver anyway, and `isSubmitting` shows the busy button meanwhile; a form calls `preload` when
 * it is first focused, so the chunk is usually there before the first submit. `preload` and the empty form's answer
 * start the download at idle (`atIdle`), not inside the focus or submit handler: the tap's answer paints first. A
 * failed import (offline before the riders' worker holds the chunk) is retried on the next validation.
 *
 * `emptyForm`: the messages the schema gives when every field is empty (field → message), for a submit of the empty
 * form before the chunk has arrived — a tap on the submit button first thing shows the messages at once instead of
 * after the chunk's download on a slow phone. Answered only when every value is empty ("" or absent), where the
 * schema's own answer is known; any other values wait for the schema. Each form's map is checked against its schema
 * by a unit test (`apps/web/app/lib/empty-form-messages.ts`, used by each feature's `empty-form-messages.test.ts`),
 * so the two cannot drift apart.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
  emptyForm?: Partial<Record<keyof TFieldValues & string, string>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  let loaded: Resolver<TFieldValues, TContext, TTransformed> | undefined;
  const get = () =>
    (loading ??= load().then(
      (r) => (loaded = r),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  // at idle, never inside the focus or submit handler that asks for it
  const preload = () => atIdle(() => get().catch(() => undefined));
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => {
    if (!loaded && emptyForm && Object.values(values).every((v) => v === "" || v === undefined || v === null)) {
      preload(); // the schema keeps coming for the next validation
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [field, message] of Object.entries(emptyForm))
        if (message) errors[field] = { type: "required", message };
      return { values: {}, errors: errors as FieldErrors<TFieldValues> };
    }
    return (await get())(values, context, options);
  };
  return Object.assign(resolver, { preload });
}
