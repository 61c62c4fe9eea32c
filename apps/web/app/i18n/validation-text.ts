import { useMemo } from "react";
import { validationCodeOf } from "@chauffeur/contracts/i18n/validation-codes";
import { formatMessage } from "./store";
import { useLocale } from "./locale";

/**
 * A validation message of the shared schemas (English, the specification's text) in the page's language: looked up
 * by its code in the `validation` namespace, as the server does (decision record 017); unknown messages stay as they
 * are.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { locale } = useLocale();
  return useMemo(() => {
    return (message) => {
      if (!message || locale === "en-IN") return message;
      const code = validationCodeOf(message);
      return code ? formatMessage(locale, "validation", code) : message;
    };
  }, [locale]);
}
