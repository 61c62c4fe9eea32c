import * as z from "./zod-strings.ts";

// Browsers run under a strict content security policy without 'unsafe-eval'; zod's JIT probes eval, which the
// browser reports as a violation. Parse without the JIT there; the server keeps it.
if (typeof document !== "undefined") z.config({ jitless: true });

/** zod for the shared schemas: `z.string()` refuses control characters (zod-strings.ts). */
export { z };
