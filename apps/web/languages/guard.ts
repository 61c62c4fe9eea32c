import type { Plugin } from "vite";
import { loadAllCatalogues } from "../../../packages/contracts/src/i18n/catalogue.ts";
import { checkCatalogues } from "../../../packages/contracts/src/i18n/check.ts";

/**
 * The catalogue guard in the web build (decision record 018): the build fails, before anything is bundled,
 * when a key is missing in a language, a message is not valid ICU or a translation's placeholders differ from
 * English — the same check as `npm run lint` (scripts/check-i18n.ts). `I18N_CHECK=warn` only prints the problems, for
 * a local build while a catalogue is being written; CI never sets it.
 */
export function catalogueGuardPlugin(): Plugin {
  let checked = false;
  return {
    name: "chauffeur:catalogue-guard",
    apply: "build",
    async buildStart() {
      if (checked) return; // the client and the prerendering server build: once
      checked = true;
      const problems = checkCatalogues(await loadAllCatalogues());
      if (!problems.length) return;
      const report = `Message catalogues: ${problems.length} problem(s)\n${problems
        .slice(0, 40)
        .map((p) => `  - ${p}`)
        .join(
          "\n",
        )}${problems.length > 40 ? `\n  … and ${problems.length - 40} more (npm run lint lists them all)` : ""}`;
      if (process.env.I18N_CHECK === "warn") this.warn(report);
      else this.error(report);
    },
  };
}
