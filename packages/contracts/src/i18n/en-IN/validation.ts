import { authValidation, fareValidation } from "../../messages.ts";
import { PASSWORD_MAX } from "../../auth.ts";
import { CONTROL_CHARACTER_MESSAGE } from "../../zod-strings.ts";
import { leadValidation } from "../../leads-values.ts";
import { GSTIN_MESSAGES } from "../../gst.ts";

/**
 * Validation messages of the shared schemas, by code (decision record 017). The English texts ARE the schemas'
 * messages (taken from the message tables, never retyped), so the English answer stays the specification's text; the
 * server finds a message's code by its English text and answers in the request's language.
 */
export default {
  "auth.nameRequired": authValidation.nameRequired,
  "auth.emailRequired": authValidation.emailRequired,
  "auth.emailInvalid": authValidation.emailInvalid,
  "auth.phoneRequired": authValidation.phoneRequired,
  "auth.phoneInvalid": authValidation.phoneInvalid,
  "auth.passwordRequired": authValidation.passwordRequired,
  "auth.passwordMin": authValidation.passwordMin,
  "auth.passwordMax": `Password must be at most ${PASSWORD_MAX} characters`,
  "auth.confirmRequired": authValidation.confirmRequired,
  "auth.passwordsDontMatch": authValidation.passwordsDontMatch,
  "auth.forgotEmailInvalid": authValidation.forgotEmailInvalid,
  "auth.otpInvalid": authValidation.otpInvalid,
  "auth.resetPasswordMin": authValidation.resetPasswordMin,
  "auth.resetPasswordComplexity": authValidation.resetPasswordComplexity,
  "auth.resetPasswordsDontMatch": authValidation.resetPasswordsDontMatch,
  "auth.deletePasswordBlank": authValidation.deletePasswordBlank,
  "auth.urlInvalid": "Enter a valid URL (https://…)",
  "auth.emergencyNameMax": "Use at most 80 characters",
  "auth.emergencyPhoneInvalid": "Enter the number as +91 followed by 10 digits",
  "auth.languageInvalid": "Choose English, Hindi or Odia.",
  "fare.locationsRequired": fareValidation.locationsRequired,
  "fare.departureRequired": fareValidation.departureRequired,
  "fare.advanceRequired": fareValidation.advanceRequired,
  "fare.returnRequired": fareValidation.returnRequired,
  "fare.returnAfterDeparture": fareValidation.returnAfterDeparture,
  "fare.outstationDistance": fareValidation.outstationDistance,
  "fare.hourlyDuration": fareValidation.hourlyDuration,
  "fare.suitcaseLimit": fareValidation.suitcaseLimit,
  "fare.termsRequired": fareValidation.termsRequired,
  "common.controlCharacter": CONTROL_CHARACTER_MESSAGE,
  "common.invalidRequest": "Invalid request",
  // the lead forms: service request and event enquiry (marketing pages)
  "lead.serviceRequired": leadValidation.serviceRequired,
  "lead.datetimeRequired": leadValidation.datetimeRequired,
  "lead.datetimePast": leadValidation.datetimePast,
  "lead.pickupRequired": leadValidation.pickupRequired,
  "lead.dropRequired": leadValidation.dropRequired,
  "lead.eventTypeRequired": leadValidation.eventTypeRequired,
  "lead.descriptionRequired": leadValidation.descriptionRequired,
  "lead.tooLong": leadValidation.tooLong,
  // company accounts: the application form and the portal (companies/schemas.ts, gst.ts)
  "company.legalNameRequired": "Legal name is required",
  "company.gstinRequired": "GSTIN is required",
  "company.gstinFormat": GSTIN_MESSAGES.format,
  "company.gstinState": GSTIN_MESSAGES.state,
  "company.gstinCheck": GSTIN_MESSAGES.check,
  "company.billingAddressRequired": "Billing address is required",
  "company.codeRequired": "Code is required",
  "company.timeInvalid": "Use a time such as 07:00",
} as const;
