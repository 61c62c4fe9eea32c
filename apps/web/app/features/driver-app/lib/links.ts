import { DRIVER_ICON_192, DRIVER_MANIFEST_PATH } from "./pwa";

/** The chauffeur app's <link>s: its manifest (installable app) and home-screen icon, on /driver pages only. */
export const driverLinks = [
  { rel: "manifest", href: DRIVER_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: DRIVER_ICON_192 },
];
