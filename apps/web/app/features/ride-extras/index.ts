// Public entry of the ride-extras feature (README "The day of the ride"): the extras of a booking with 'Pay extras'
// and its supplementary invoices, an hourly rental's 'Add more time', and the chauffeur's answer to it.
export { ExtrasPanel, type ExtrasPanelProps } from "./components/extras-panel";
export { ExtendRideButton } from "./components/extend-ride-button";
export { PayExtrasButton } from "./components/pay-extras-button";
export { extrasKey } from "./api/extras";
