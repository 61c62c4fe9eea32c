import englishValidation from "./en-IN/validation.ts";
import englishErrors from "./en-IN/errors.ts";

/** A validation message's code: the key of the English catalogue (e.g. "auth.phoneInvalid"). */
export type ValidationCode = keyof typeof englishValidation;
/** An error message's code (namespace `errors`: the server's AppError messages). */
export type ErrorMessageCode = keyof typeof englishErrors;

const CODE_BY_TEXT = new Map<string, ValidationCode>(
  (Object.entries(englishValidation) as Array<[ValidationCode, string]>).map(([code, text]) => [text, code]),
);
const ERROR_CODE_BY_TEXT = new Map<string, ErrorMessageCode>(
  (Object.entries(englishErrors) as Array<[ErrorMessageCode, string]>).map(([code, text]) => [text, code]),
);

/** A server error message's code (namespace `errors`), found from its English text like validationCodeOf. */
export const errorMessageCodeOf = (message: string): ErrorMessageCode | undefined => ERROR_CODE_BY_TEXT.get(message);

/**
 * The code of a message a shared schema produced (decision record 017): the schemas keep their English texts — the
 * specification's — and the code is found from the text, so a message is looked up by code in any language without
 * touching the schemas. Undefined for a message the catalogue does not list (it is then answered in English).
 */
export const validationCodeOf = (message: string): ValidationCode | undefined => CODE_BY_TEXT.get(message);
