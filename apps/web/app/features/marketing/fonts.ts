import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import type { LinkDescriptor } from "react-router";

/**
 * Preloads the two Latin font files every marketing page uses, so text is drawn in its final face at once
 * (no late swap moving the hero: CLS, LCP). The same hashed files the stylesheet refers to.
 */
export const fontPreloads: LinkDescriptor[] = [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: playfairLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];
