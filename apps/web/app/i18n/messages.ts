import type { Namespace } from "@chauffeur/contracts/i18n/catalogue";
import { DEFAULT_LOCALE } from "@chauffeur/contracts/i18n/locales";
import { addMessages, type CompiledMessages } from "./store";

/** A namespace whose English messages are registered; `useT` takes it, and TypeScript checks its keys. */
export type MessagesOf<K extends string> = { readonly ns: Namespace; readonly keys?: K };

/**
 * Registers a namespace's English messages (packages/contracts/src/i18n/en-IN/<ns>.ts, compiled) when the screen
 * that shows them loads, so English texts travel with their screens' code and nothing else. One file per namespace
 * in app/i18n/texts/:
 *
 *     import type en from "@chauffeur/contracts/i18n/en-IN/booking";
 *     import compiled from "@chauffeur/contracts/i18n/en-IN/booking?compiled";
 *     export const bookingText = defineMessages<keyof typeof en>("booking", compiled);
 */
export function defineMessages<K extends string>(ns: Namespace, compiled: CompiledMessages): MessagesOf<K> {
  addMessages(DEFAULT_LOCALE, ns, compiled);
  return { ns };
}
