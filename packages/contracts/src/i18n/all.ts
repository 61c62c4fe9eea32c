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
import enCommon from "./en-IN/common.ts";
import enMarketing from "./en-IN/marketing.ts";
import enAuth from "./en-IN/auth.ts";
import enAccount from "./en-IN/account.ts";
import enBooking from "./en-IN/booking.ts";
import enDriver from "./en-IN/driver.ts";
import enRide from "./en-IN/ride.ts";
import enCompany from "./en-IN/company.ts";
import enCompanyRides from "./en-IN/company-rides.ts";
import enEvents from "./en-IN/events.ts";
import hiCommon from "./hi-IN/common.ts";
import hiMarketing from "./hi-IN/marketing.ts";
import hiAuth from "./hi-IN/auth.ts";
import hiAccount from "./hi-IN/account.ts";
import hiBooking from "./hi-IN/booking.ts";
import hiDriver from "./hi-IN/driver.ts";
import hiRide from "./hi-IN/ride.ts";
import hiCompany from "./hi-IN/company.ts";
import hiCompanyRides from "./hi-IN/company-rides.ts";
import hiEvents from "./hi-IN/events.ts";
import orCommon from "./or-IN/common.ts";
import orMarketing from "./or-IN/marketing.ts";
import orAuth from "./or-IN/auth.ts";
import orAccount from "./or-IN/account.ts";
import orBooking from "./or-IN/booking.ts";
import orDriver from "./or-IN/driver.ts";
import orRide from "./or-IN/ride.ts";
import orCompany from "./or-IN/company.ts";
import orCompanyRides from "./or-IN/company-rides.ts";
// an event quote's message (modules/events/quote-notice.ts): part of `notifications`, kept apart (file length)
import {
  EVENT_QUOTE_NOTIFICATIONS_EN as enEventQuote,
  EVENT_QUOTE_NOTIFICATIONS_HI as hiEventQuote,
  EVENT_QUOTE_NOTIFICATIONS_OR as orEventQuote,
} from "./event-quote-notice.ts";
import orEvents from "./or-IN/events.ts";

/**
 * Every catalogue, imported statically: for the server, which answers in any language at any moment. The web never
 * imports this file (it loads one language's namespace at a time through CATALOGUE_LOADERS).
 */
export const ALL_CATALOGUES: Catalogues = {
  "en-IN": {
    validation: enValidation,
    errors: enErrors,
    notifications: { ...enNotifications, ...enEventQuote },
    common: enCommon,
    marketing: enMarketing,
    auth: enAuth,
    account: enAccount,
    booking: enBooking,
    driver: enDriver,
    ride: enRide,
    company: enCompany,
    "company-rides": enCompanyRides,
    events: enEvents,
  },
  "hi-IN": {
    validation: hiValidation,
    errors: hiErrors,
    notifications: { ...hiNotifications, ...hiEventQuote },
    common: hiCommon,
    marketing: hiMarketing,
    auth: hiAuth,
    account: hiAccount,
    booking: hiBooking,
    driver: hiDriver,
    ride: hiRide,
    company: hiCompany,
    "company-rides": hiCompanyRides,
    events: hiEvents,
  },
  "or-IN": {
    validation: orValidation,
    errors: orErrors,
    notifications: { ...orNotifications, ...orEventQuote },
    common: orCommon,
    marketing: orMarketing,
    auth: orAuth,
    account: orAccount,
    booking: orBooking,
    driver: orDriver,
    ride: orRide,
    company: orCompany,
    "company-rides": orCompanyRides,
    events: orEvents,
  },
};
