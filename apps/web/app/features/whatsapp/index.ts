// Public entry of the WhatsApp feature: the rider's 'Updates on WhatsApp' switch on the profile and the fare summary,
// loaded after the page (its code and words stay out of the pages' first JavaScript).
export { ProfileWhatsAppSwitch } from "./lazy-profile";
export { FareSummaryWhatsAppSwitch } from "./lazy-fare-summary";
