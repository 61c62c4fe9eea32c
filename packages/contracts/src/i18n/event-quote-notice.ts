/**
 * An event quote sent to the client (modules/events/quote-notice.ts): keys of the `notifications` catalogue in the three
 * languages, kept in their own file (the catalogue files are at their length limit) and joined into `notifications` by
 * all.ts (the server's catalogues; the web never shows these).
 */

export const EVENT_QUOTE_NOTIFICATIONS_EN = {
  "event.quote.subject": "Your quote for {title}: {total}",
  "event.quote.body":
    "Here is our quote {reference} (version {version}) for {title} on {dates}: {total} including GST. A deposit of {deposit} confirms it.",
  "event.quote.validity":
    "The quote is valid until {validUntil}. Open it to see every line and the terms, and accept it there.",
  "event.quote.action": "See the quote: {url}",
  "event.quote.sms":
    "{brand}: your quote {reference} for {title}: {total} incl. GST, deposit {deposit}, valid until {validUntil}. See and accept: {url}",
} as const;

export const EVENT_QUOTE_NOTIFICATIONS_HI = {
  "event.quote.subject": "{title} के लिए आपका कोटेशन: {total}",
  "event.quote.body":
    "{dates} को {title} के लिए हमारा कोटेशन {reference} (संस्करण {version}): GST सहित {total}। {deposit} की अग्रिम राशि से यह पक्का होता है।",
  "event.quote.validity": "यह कोटेशन {validUntil} तक मान्य है। हर पंक्ति और शर्तें देखने के लिए इसे खोलें और वहीं स्वीकार करें।",
  "event.quote.action": "कोटेशन देखें: {url}",
  "event.quote.sms":
    "{brand}: {title} के लिए आपका कोटेशन {reference}: GST सहित {total}, अग्रिम {deposit}, {validUntil} तक मान्य। देखें और स्वीकार करें: {url}",
} as const satisfies Record<keyof typeof EVENT_QUOTE_NOTIFICATIONS_EN, string>;

export const EVENT_QUOTE_NOTIFICATIONS_OR = {
  "event.quote.subject": "{title} ପାଇଁ ଆପଣଙ୍କ କୋଟେସନ: {total}",
  "event.quote.body":
    "{dates} ରେ {title} ପାଇଁ ଆମର କୋଟେସନ {reference} (ସଂସ୍କରଣ {version}): GST ସହିତ {total}। {deposit} ଅଗ୍ରିମ ରାଶି ଏହାକୁ ନିଶ୍ଚିତ କରେ।",
  "event.quote.validity":
    "ଏହି କୋଟେସନ {validUntil} ପର୍ଯ୍ୟନ୍ତ ବୈଧ। ପ୍ରତ୍ୟେକ ଧାଡ଼ି ଓ ସର୍ତ୍ତ ଦେଖିବାକୁ ଏହାକୁ ଖୋଲନ୍ତୁ ଏବଂ ସେଠାରେ ଗ୍ରହଣ କରନ୍ତୁ।",
  "event.quote.action": "କୋଟେସନ ଦେଖନ୍ତୁ: {url}",
  "event.quote.sms":
    "{brand}: {title} ପାଇଁ ଆପଣଙ୍କ କୋଟେସନ {reference}: GST ସହିତ {total}, ଅଗ୍ରିମ {deposit}, {validUntil} ପର୍ଯ୍ୟନ୍ତ ବୈଧ। ଦେଖନ୍ତୁ ଓ ଗ୍ରହଣ କରନ୍ତୁ: {url}",
} as const satisfies Record<keyof typeof EVENT_QUOTE_NOTIFICATIONS_EN, string>;
