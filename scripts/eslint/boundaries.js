// Local ESLint rules for the import boundaries described in docs/ARCHITECTURE.md (server modules, web features, contracts):
// - web-feature-entry: a web feature (apps/web/app/features/<name>) is imported from outside itself only through its
//   public entry (`~/features/<name>` or `~/features/<name>/index`), never a deep path; listed lazy entries are allowed;
// - server-module-entry: a server module (apps/server/src/modules/<name>) is imported from another module only through
//   its `index.ts` (a test may also use another module's listed test helpers, which stay out of the production entry);
// - contracts-no-apps: packages/contracts imports nothing from apps/.
// Paths are read relative to ESLint's working directory, so the rules' test can lint fixtures that mirror the layout
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

/** Calls `check(sourceNode, specifier)` for every static or dynamic import and re-export with a literal source. */
function visitImports(check) {
  const visit = (node) => node && node.type === "Literal" && typeof node.value === "string" && check(node, node.value);
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

const importerOf = (context) => path.relative(context.cwd, context.filename).split(path.sep).join("/");

const webFeatureEntry = {
  meta: {
    type: "problem",
    docs: { description: "A web feature is imported from outside itself only through its public entry" },
    schema: [
      {
        type: "object",
        properties: { lazyEntries: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      fromFeature:
        "Feature '{{from}}' imports '{{spec}}', a file inside feature '{{to}}': import its public entry '~/features/{{to}}' instead.",
      fromOutside: "'{{spec}}' is a file inside feature '{{to}}': import its public entry '~/features/{{to}}' instead.",
    },
  },
  create(context) {
    const lazy = (context.options[0]?.lazyEntries ?? []).map((p) => p.replace(EXTENSION, ""));
    const importerRel = importerOf(context);
    const inWeb = /^(.*?apps\/web\/app)\//.exec(importerRel);
    if (!inWeb) return {};
    const feature = /^.*?apps\/web\/app\/features\/([^/]+)\//.exec(importerRel)?.[1];
    return visitImports((node, spec) => {
      const target = targetOf(spec, importerRel);
      const inside = target && insideOf(target, `${inWeb[1]}/features`);
      if (!inside || inside.rest === "" || inside.name === feature) return;
      const featurePath = `features/${inside.name}/${inside.rest}`;
      const isLazyEntry = (entry) =>
        featurePath === entry || (entry.endsWith("/*") && featurePath.startsWith(entry.slice(0, -1)));
      if (lazy.some(isLazyEntry)) return;
      const data = { spec, from: feature, to: inside.name };
      context.report({ node, messageId: feature ? "fromFeature" : "fromOutside", data });
    });
  },
};

const serverModuleEntry = {
  meta: {
    type: "problem",
    docs: { description: "A server module is imported from another module only through its index.ts" },
    schema: [
      {
        type: "object",
        properties: { testHelpers: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "Module '{{from}}' imports '{{spec}}', a file inside module '{{to}}': import 'modules/{{to}}/index.ts' instead.",
    },
  },
  create(context) {
    const testHelpers = (context.options[0]?.testHelpers ?? []).map((p) => p.replace(EXTENSION, ""));
    const importerRel = importerOf(context);
    const module = /^(.*?apps\/server\/src\/modules)\/([^/]+)\//.exec(importerRel);
    if (!module) return {};
    const isTest = /\.(?:test|spec)\.tsx?$/.test(importerRel);
    return visitImports((node, spec) => {
      const target = targetOf(spec, importerRel);
      const inside = target && insideOf(target, module[1]);
      if (!inside || inside.rest === "" || inside.name === module[2]) return;
      if (isTest && testHelpers.includes(inside.rest)) return;
      context.report({ node, messageId: "deep", data: { spec, from: module[2], to: inside.name } });
    });
  },
};

const contractsNoApps = {
  meta: {
    type: "problem",
    docs: { description: "packages/contracts imports nothing from apps/" },
    schema: [],
    messages: { fromApps: "packages/contracts imports nothing from apps/ ('{{spec}}')." },
  },
  create(context) {
    const importerRel = importerOf(context);
    const contracts = /^(.*?)packages\/contracts\//.exec(importerRel);
    if (!contracts) return {};
    return visitImports((node, spec) => {
      const target = targetOf(spec, importerRel);
      const intoApps = target
        ? target.startsWith(`${contracts[1]}apps/`)
        : /^@chauffeur\/(?:server|web)(?:\/|$)/.test(spec);
      if (intoApps) context.report({ node, messageId: "fromApps", data: { spec } });
    });
  },
};

export default {
  rules: {
    "web-feature-entry": webFeatureEntry,
    "server-module-entry": serverModuleEntry,
    "contracts-no-apps": contractsNoApps,
  },
};
