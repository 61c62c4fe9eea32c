// Every file or folder a document names in backticks must exist: reports the ones that do not (exit 1); and no
// source file or document outside docs/decisions cites an issue number.
// Usage: node scripts/check-doc-paths.mjs [files…]   (default: README.md and docs/**/*.md)
// A short path is looked up from the folders the documents abbreviate from (apps/server/src, apps/web/app, …).
import { execFileSync } from "node:child_process";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BASES = [
  "",
  "apps/server/src",
  "apps/server/src/modules",
  "apps/server",
  "apps/web/app",
  "apps/web",
  "packages/contracts/src",
  "packages/contracts",
  "docs",
];
const TOP =
  /^(apps|packages|e2e|bench|scripts|docs|modules|plugins|lib|adapters|db|jobs|cli|routes|features|components|hydrate-on-intent|test|src|app|\.ci)\//;
const EXT = /\.(ts|tsx|mjs|js|json|md|sql|css|html|yml|yaml)$/;

// a bare file name ("failures.ts" after its folder was named) is found anywhere in the repository
const repoFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean)
  .filter((f) => existsSync(path.join(root, f)));
const baseNames = new Set(repoFiles.map((f) => path.basename(f)));
// build output and third-party names the documents mention on purpose
const NOT_IN_REPOSITORY = new Set(["apps/web/build/client", "apps/server/dist", "meta/_journal.json"]);

function markdownFiles(dir) {
  const out = [];
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownFiles(p));
    else if (e.name.endsWith(".md")) out.push(p);
  }
  return out;
}

// `adapters/*/types.ts`, `second-factor.*`: a `*` matches within one path segment.
function globExists(abs) {
  const rel = path.relative(root, abs).split(path.sep);
  let dirs = [root];
  for (const seg of rel) {
    const re = new RegExp(`^${seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
    dirs = dirs.flatMap((d) =>
      existsSync(d) && statSync(d).isDirectory()
        ? readdirSync(d)
            .filter((n) => re.test(n))
            .map((n) => path.join(d, n))
        : [],
    );
  }
  return dirs.length > 0;
}

function exists(candidate, docDir) {
  const clean = candidate.replace(/[#:].*$/, "").replace(/\/$/, "");
  if (NOT_IN_REPOSITORY.has(clean)) return true;
  if (!clean.includes("/") && (baseNames.has(clean) || existsSync(path.join(root, "node_modules", clean)))) return true;
  // "docs/decisions/004": a numbered record named by its number
  if (/\/\d{3}$/.test(clean)) return globExists(path.join(root, `${clean}-*`));
  for (const base of [docDir, ...BASES]) {
    const abs = path.join(root, base, clean);
    if (clean.includes("*") ? globExists(abs) : existsSync(abs)) return true;
  }
  // a generated output the repository ignores (e2e/artifacts/, data/, build folders) is absent from a fresh clone
  const asWritten = candidate.replace(/[#:].*$/, ""); // a trailing "/" lets a folder pattern match a missing folder
  return spawnSync("git", ["check-ignore", "-q", asWritten], { cwd: root }).status === 0;
}

function looksLikePath(s) {
  if (/\s|[{}<>…=@|,;'"()]|^\/|^https?:|^\.\.\.|^-|^\*|\dxx/.test(s)) return false;
  if (/^[a-z]+\/[a-z0-9.+-]+$/.test(s) && !EXT.test(s) && !TOP.test(s)) return false; // text/plain, a/b words
  return EXT.test(s.replace(/[#:].*$/, "")) || TOP.test(s);
}

const files = process.argv.length > 2 ? process.argv.slice(2) : ["README.md", ...markdownFiles("docs")];
let missing = 0;
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  const docDir = path.dirname(file);
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(/`([^`\n]+)`/g)) {
      const s = m[1].trim();
      if (!looksLikePath(s)) continue;
      if (!exists(s, docDir)) {
        missing++;
        console.log(`${file}:${i + 1}: ${s}`);
      }
    }
  });
}
console.log(
  missing ? `${missing} path(s) named in the documents do not exist` : "every path named in the documents exists",
);

// Comments and documents cite what a reader of the repository can open (docs/ARCHITECTURE.md, "Comments"): never
// a tracker's "issue N". Decision records keep their history as written.
let citations = 0;
for (const file of repoFiles) {
  if (!/\.(ts|tsx|mjs|js|sql|md|css)$/.test(file) || file.startsWith("docs/decisions/")) continue;
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (/\bissues? ?#?\d+\b/i.test(line)) {
        citations++;
        console.log(`${file}:${i + 1}: cites an issue number`);
      }
    });
}
if (citations) console.log(`${citations} line(s) cite an issue number: cite the README, a decision record or a test`);
process.exit(missing || citations ? 1 : 0);
