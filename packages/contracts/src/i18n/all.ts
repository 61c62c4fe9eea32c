import type { Catalogues } from "./catalogue.ts";
import enValidation from "./en-IN/validation.ts";
import enErrors from "./en-IN/errors.ts";
import hiErrors from "./hi-IN/errors.ts";
import orErrors from "./or-IN/errors.ts";
import enNotifications from "./en-IN/notifications.ts";
import hiValidation from "./hi-IN/validation.ts";
import hiNotifications from "./hi-IN/notifications.ts";
import orValidation from "./or-IN/validation.ts";
import orNotifications from "./or-IN/notifications.ts";

/**
 * Every catalogue, imported statically: for the server, which answers in any language at any moment. The web never
 * imports this file (it loads one language's namespace at a time through CATALOGUE_LOADERS).
 */
export const ALL_CATALOGUES: Catalogues = {
  "en-IN": { validation: enValidation, errors: enErrors, notifications: enNotifications },
  "hi-IN": { validation: hiValidation, errors: hiErrors, notifications: hiNotifications },
  "or-IN": { validation: orValidation, errors: orErrors, notifications: orNotifications },
};
