/**
 * The web's languages (decision record 018): messages by namespace (`defineMessages` + `useT`), the page's language
 * (`useLocale`), paths in a language (`localizePath`), and formats (`useFormat`).
 */
export { loadLocale, WEB_NAMESPACES } from "./catalogues";
export { formatMessage, type MessageValues } from "./store";
export { defineMessages, type MessagesOf } from "./messages";
export {
  bootLocale,
  localeOfPath,
  localizePath,
  rememberLocale,
  useLocale,
  withoutLocale,
  LocaleProvider,
  useLocaleState,
  useLocalizePath,
} from "./locale";
export { textsIn, useFormat, useT, type T } from "./use-t";
export { useValidationText } from "./validation-text";
