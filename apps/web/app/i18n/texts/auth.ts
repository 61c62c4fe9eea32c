import type en from "@chauffeur/contracts/i18n/en-IN/auth";
import compiled from "@chauffeur/contracts/i18n/en-IN/auth?compiled";
import { defineMessages } from "../messages";

/** Sign in, registration, OTP, password reset, account recovery, e-mail confirmation. */
export const authText = defineMessages<keyof typeof en>("auth", compiled);
