import { z } from "../z.ts";

/** Field schemas the console's schemas share (not part of the package's public names). */
export const iso = z.string();
export const uuid = z.string().uuid("must be an id");
export const phoneIn = z.string().regex(/^\+91\d{10}$/, "Enter +91 followed by 10 digits");
