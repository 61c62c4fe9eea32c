import pages from "./marketing/pages.ts";
import home from "./marketing/home.ts";
import about from "./marketing/about.ts";
import privacy from "./marketing/privacy.ts";
import refund from "./marketing/refund.ts";
import terms from "./marketing/terms.ts";
import faq from "./marketing/faq.ts";
import event from "./marketing/event.ts";
import request from "./marketing/request.ts";
import type en from "../en-IN/marketing.ts";

/**
 * Hindi texts of the marketing pages: home, about us, policies, FAQ, event experience, the lead forms and page titles
 * (glossary: docs/glossary.md). Same keys, placeholders and markup as en-IN, in the same parts; the figures from marketing-facts.
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
} satisfies Record<keyof typeof en, string>;
