import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface WebOptions {
  /** build/client of the web app */
  root: string;
}

/**
 * Serves the built web app: prerendered marketing pages as their own HTML, hashed assets with a long cache,
 * and the app shell (SPA fallback) for every other non-API path so client routes and Page Not Found work on reload.
 */
export default fp<WebOptions>(async (app, opts) => {
  const root = opts.root;
  const shellFile = ["__spa-fallback.html", "index.html"].map((f) => path.join(root, f)).find((f) => existsSync(f));
  const shell = shellFile ? readFileSync(shellFile) : undefined;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: false,
  });

  const htmlFor = (urlPath: string): string | undefined => {
    const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, "");
    if (clean.includes("..")) return undefined;
    const candidate = path.join(root, clean, "index.html");
    return existsSync(candidate) ? candidate : undefined;
  };

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0];
    if (urlPath.startsWith("/api/")) {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    // a real file (asset, favicon, robots.txt, sitemap.xml)
    const rel = urlPath.replace(/^\/+/, "");
    if (rel && !rel.endsWith("/")) {
      const file = path.join(root, rel);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        const immutable = rel.startsWith("assets/");
        return reply.sendFile(rel, root, {
          immutable,
          maxAge: immutable ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
        });
      }
      if (path.extname(rel) && !rel.endsWith(".html")) {
        return reply.status(404).type("text/plain").send("Not found");
      }
    }
    const html = htmlFor(urlPath);
    reply.header("cache-control", "no-cache");
    if (html) return reply.type("text/html; charset=utf-8").send(readFileSync(html));
    if (!shell) return reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build.");
    return reply.type("text/html; charset=utf-8").send(shell);
  });
});

/** The inline scripts of every built HTML file, hashed for the content security policy. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  if (!existsSync(root)) return [];
  const walk = (dir: string) => {
    for (const name of readdirSafe(dir)) {
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory() && name !== "assets") walk(p);
      else if (name.endsWith(".html")) {
        const html = readFileSync(p, "utf8");
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          if (m[1].trim() === "" || /type="application\/(ld\+)?json"/.test(m[0])) continue;
          hashes.add(`'sha256-${createHashB64(m[1])}'`);
        }
      }
    }
  };
  walk(root);
  return [...hashes];
}

const createHashB64 = (s: string) => createHash("sha256").update(s).digest("base64");
const readdirSafe = (d: string) => {
  try {
    return readdirSync(d);
  } catch {
    return [];
  }
};
