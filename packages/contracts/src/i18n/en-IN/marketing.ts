import pages from "./marketing/pages.ts";
import home from "./marketing/home.ts";
import about from "./marketing/about.ts";
import privacy from "./marketing/privacy.ts";
import refund from "./marketing/refund.ts";
import terms from "./marketing/terms.ts";
import faq from "./marketing/faq.ts";
import event from "./marketing/event.ts";
import request from "./marketing/request.ts";

/**
 * English texts of the marketing pages: home, about us, policies, FAQ, event experience, the lead forms and every
 * page's title and description (decision record 018). The specification's texts exactly as they were on screen; the
 * figures come from the shared constants (marketing-facts.ts). Light markup the pages render (apps/web
 * app/features/marketing/components/rich-text.tsx; not ICU tags, which the catalogue guard would refuse): **bold**,
 * _italic_, and links [label](target) with target home, event, terms, refund, privacy or mail. One part per page
 * (en-IN/marketing/*.ts), so a page's bundle carries its own English texts only (the web registers the parts it shows:
 * app/i18n/texts/marketing.ts); Hindi and Odia are one file each, loaded with the language.
 */
export default {
  ...pages,
  ...home,
  ...about,
  ...privacy,
  ...refund,
  ...terms,
  ...faq,
  ...event,
  ...request,
} as const satisfies Record<string, string>;
