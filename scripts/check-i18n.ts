/**
 * The catalogue guard as a command (`npm run lint` runs it): exits 1 and lists the problems when a key is missing in
 * a language, a message is not valid ICU, or a translation's placeholders differ from English (decision record 017).
 */
import { loadAllCatalogues } from "../packages/contracts/src/i18n/catalogue.ts";
import { checkCatalogues } from "../packages/contracts/src/i18n/check.ts";

const problems = checkCatalogues(await loadAllCatalogues());
if (problems.length) {
  console.error(`Message catalogues: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Message catalogues: every key in every language, valid ICU, same placeholders.");
