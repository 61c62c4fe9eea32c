import { useMemo } from "react";
import { DEFAULT_LOCALE } from "@chauffeur/contracts/i18n/locales";
import { formatMessage } from "./store";
import { useLocale } from "./locale";
import { validationCodeOf } from "./validation-codes";

/**
 * A validation message of the shared schemas (English, the specification's text) in the page's language: looked up
 * by its code in the `validation` namespace (or `errors`, for the fare rules' messages the forms check first), as the
 * server does (decision record 017); unknown messages (and every message on an English page) stay as they are.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { locale } = useLocale();
  return useMemo(() => {
    return (message) => {
      if (!message || locale === DEFAULT_LOCALE) return message;
      const found = validationCodeOf(message);
      return found ? formatMessage(locale, found.ns, found.code) : message;
    };
  }, [locale]);
}
