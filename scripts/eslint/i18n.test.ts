import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import i18n from "./i18n.js";

// The rule against hard-coded user-facing strings (docs/decisions/018), on the cases it must refuse and let through.
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const rule = i18n.rules["no-literal-string"];
const literal = { messageId: "literal" };

tester.run("no-literal-string", rule, {
  valid: [
    'const A = () => <p>{t("footer.about")}</p>;',
    'const A = () => <a aria-label={t("header.profile")} className="btn" href="/x">+91 · 12</a>;',
    { code: 'const A = () => <a aria-label="Instagram" />;', options: [{ allow: ["Instagram"] }] },
    'const A = () => <input type="tel" data-testid="phone-field" id="x" />;',
  ],
  invalid: [
    { code: "const A = () => <p>Sign in</p>;", errors: [literal] },
    { code: 'const A = () => <p>{"Menu"}</p>;', errors: [literal] },
    { code: "const A = () => <p>{`Call ${n}`}</p>;", errors: [literal] },
    { code: 'const A = () => <button aria-label="Close" title={"Close it"} />;', errors: [literal, literal] },
    { code: 'const A = () => <img alt="हिन्दी" />;', errors: [literal] },
  ],
});
