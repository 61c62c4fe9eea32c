// A local ESLint rule for the import boundaries in the README's "Architecture in a paragraph":
// - a web feature (apps/web/app/features/<name>) is imported from outside itself only through its public entry
//   (`~/features/<name>` or `~/features/<name>/index`), never a deep path; listed lazy entries are allowed too;
// - a server module (apps/server/src/modules/<name>) is imported from another module only through its `index.ts`
//   (a test may also use another module's listed test helpers, which stay out of the production entry);
// - packages/contracts imports nothing from apps/.
// Paths are read relative to ESLint's working directory, so the rule's test can lint fixtures that mirror the layout
// (scripts/lint-fixtures, see scripts/lint-config.test.ts).
import path from "node:path";

const EXTENSION = /\.(?:tsx?|jsx?|mjs|cjs)$/;

/** The repository-relative, extension-less path an import points at, or null for packages. */
function targetOf(specifier, importerRel) {
  if (specifier.startsWith("~/")) {
    const web = /^(.*?apps\/web)\//.exec(importerRel);
    if (!web) return null;
    return path.posix.join(web[1], "app", specifier.slice(2)).replace(EXTENSION, "");
  }
  if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..") {
    return path.posix.join(path.posix.dirname(importerRel), specifier).replace(EXTENSION, "");
  }
  return null;
}

/** The part of `target` inside `<root>/<name>/`, without a trailing `index`: "" means the public entry. */
function insideOf(target, root) {
  const m = new RegExp(`^${root}/([^/]+)(?:/(.*))?$`).exec(target);
  if (!m) return null;
  const rest = (m[2] ?? "").replace(/(?:^|\/)index$/, "");
  return { name: m[1], rest };
}

export const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features, modules and the contracts package are imported only through their public entries" },
    schema: [
      {
        type: "object",
        properties: {
          webLazyEntries: { type: "array", items: { type: "string" } },
          serverTestHelpers: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      webFeature:
        "Feature '{{from}}' imports '{{spec}}', a file inside feature '{{to}}': import its public entry '~/features/{{to}}' instead.",
      webOutside: "'{{spec}}' is a file inside feature '{{to}}': import its public entry '~/features/{{to}}' instead.",
      serverModule:
        "Module '{{from}}' imports '{{spec}}', a file inside module '{{to}}': import 'modules/{{to}}/index.ts' instead.",
      contracts: "packages/contracts imports nothing from apps/ ('{{spec}}').",
    },
  },
  create(context) {
    const lazy = (context.options[0]?.webLazyEntries ?? []).map((p) => p.replace(EXTENSION, ""));
    const testHelpers = (context.options[0]?.serverTestHelpers ?? []).map((p) => p.replace(EXTENSION, ""));
    const importerRel = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (importerRel.startsWith("..")) return {};
    const webFeatures = /^(.*?apps\/web\/app\/features)\/([^/]+)\//.exec(importerRel);
    const inWeb = /^(.*?apps\/web\/app)\//.exec(importerRel);
    const serverModule = /^(.*?apps\/server\/src\/modules)\/([^/]+)\//.exec(importerRel);
    const inContracts = /^(.*?packages\/contracts)\//.exec(importerRel);
    const isTest = /\.(?:test|spec)\.tsx?$/.test(importerRel);
    if (!inWeb && !serverModule && !inContracts) return {};

    function check(node) {
      const spec = node.value;
      if (typeof spec !== "string") return;
      if (inContracts && /^@chauffeur\/(?:server|web)(?:\/|$)/.test(spec)) {
        context.report({ node, messageId: "contracts", data: { spec } });
        return;
      }
      const target = targetOf(spec, importerRel);
      if (!target) return;
      if (inContracts) {
        const repoRoot = inContracts[1].replace(/packages\/contracts$/, "");
        if (target.startsWith(`${repoRoot}apps/`) || target.startsWith("apps/")) {
          context.report({ node, messageId: "contracts", data: { spec } });
        }
        return;
      }
      if (inWeb) {
        const inside = insideOf(target, `${inWeb[1]}/features`);
        if (!inside || inside.rest === "") return;
        if (webFeatures && webFeatures[2] === inside.name) return;
        const featurePath = `features/${inside.name}/${inside.rest}`;
        if (
          lazy.some(
            (entry) => featurePath === entry || (entry.endsWith("/*") && featurePath.startsWith(entry.slice(0, -1))),
          )
        ) {
          return;
        }
        if (webFeatures) {
          context.report({ node, messageId: "webFeature", data: { spec, from: webFeatures[2], to: inside.name } });
        } else {
          context.report({ node, messageId: "webOutside", data: { spec, to: inside.name } });
        }
        return;
      }
      if (serverModule) {
        const inside = insideOf(target, serverModule[1]);
        if (!inside || inside.rest === "" || inside.name === serverModule[2]) return;
        if (isTest && testHelpers.includes(inside.rest)) return;
        context.report({ node, messageId: "serverModule", data: { spec, from: serverModule[2], to: inside.name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => node.source && check(node.source),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source),
    };
  },
};

export default { rules: { boundaries } };
