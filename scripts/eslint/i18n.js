// Local ESLint rule against hard-coded user-facing strings (docs/decisions/018-languages-on-the-web.md):
// - no-literal-string: in JSX, text with a letter in it — a child text, a string literal child (`{"Save"}`), a template
//   literal child, or a user-facing attribute (aria-label, aria-description, title, placeholder, alt, label) — must
//   come from a message catalogue (`t("key")`). Text without letters (punctuation, digits, "·", "+91", "₹") passes;
//   `allow` lists exact strings that are not translated (brand names such as "Instagram").
// eslint.config.js turns it on for the directories already translated.

const ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
]);
const LETTER = /\p{L}/u;

const noLiteralString = {
  meta: {
    type: "problem",
    docs: { description: "user-facing text in JSX comes from the message catalogues (useT), not a literal" },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        'Hard-coded text "{{text}}": put it in the message catalogue (packages/contracts/src/i18n/<locale>/<namespace>.ts) and show it with t("key") (docs/decisions/018).',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node, raw) => {
      const text = String(raw).replace(/\s+/g, " ").trim();
      if (!text || !LETTER.test(text) || allow.has(text)) return;
      context.report({ node, messageId: "literal", data: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
    };
    const inJsxChildren = (node) =>
      node.parent?.type === "JSXExpressionContainer" && node.parent.parent?.type !== "JSXAttribute";
    return {
      JSXText: (node) => check(node, node.value),
      Literal(node) {
        if (typeof node.value === "string" && inJsxChildren(node)) check(node, node.value);
      },
      TemplateLiteral(node) {
        if (inJsxChildren(node)) check(node, node.quasis.map((q) => q.value.cooked).join(" "));
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : "";
        if (!ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === "Literal") check(node.value, node.value.value);
        else if (node.value.type === "JSXExpressionContainer") {
          const e = node.value.expression;
          if (e.type === "Literal" && typeof e.value === "string") check(e, e.value);
          if (e.type === "TemplateLiteral") check(e, e.quasis.map((q) => q.value.cooked).join(" "));
        }
      },
    };
  },
};

export default { rules: { "no-literal-string": noLiteralString } };
