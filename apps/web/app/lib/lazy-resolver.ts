import type { FieldValues, Resolver } from "react-hook-form";

/** A react-hook-form resolver whose code is fetched on first use; `preload` starts that fetch early. */
export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & { preload: () => void };

/**
 * A form's validation without zod in the page's first chunks (issue 16, docs/decisions/015): `load` dynamically imports
 * a module that builds the same `zodResolver(Schema)` the form used before, so the messages and rules are the
 * contracts' own, unchanged. The first validation (a submit, or a field's re-validation) awaits the import — React Hook
 * Form awaits every resolver anyway, and `isSubmitting` shows the busy button meanwhile; a form calls `preload` when
 * it is first focused, so the chunk is usually there before the first submit. A failed import (offline before the
 * riders' worker holds the chunk) is retried on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => undefined);
    },
  });
}
