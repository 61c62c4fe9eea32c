import { describe, expect, it } from "vitest";
import {
  alternateLinks,
  inEveryLanguage,
  languageOfRoute,
  sitemapInEveryLanguage,
  withLanguageHead,
  SITE_URL,
} from "./pages";

// The prerendered pages in three languages (docs/decisions/018): twins, alternates, redirect script, sitemap.
describe("pages in every language", () => {
  it("makes each page's Hindi and Odia twins", () => {
    expect(inEveryLanguage(["/", "/faq"])).toEqual(["/", "/hi", "/or", "/faq", "/hi/faq", "/or/faq"]);
    expect(languageOfRoute("/hi/faq")).toEqual({ locale: "hi-IN", english: "/faq" });
    expect(languageOfRoute("/or")).toEqual({ locale: "or-IN", english: "/" });
    expect(languageOfRoute("/history")).toEqual({ locale: "en-IN", english: "/history" });
  });

  it("names the three languages and x-default as alternates", () => {
    const links = alternateLinks("/faq");
    for (const [lang, p] of [
      ["en-IN", "/faq"],
      ["hi-IN", "/hi/faq"],
      ["or-IN", "/or/faq"],
      ["x-default", "/faq"],
    ])
      expect(links).toContain(`hreflang="${lang}" href="${SITE_URL}${p}"`);
  });

  it("gives an English page the redirect script first and a twin its font preload, and refuses a wrong lang", () => {
    const html = (lang: string) => `<html lang="${lang}"><head><meta charSet="utf-8"/><title>x</title></head></html>`;
    const en = withLanguageHead(html("en-IN"), "/faq");
    expect(en).toMatch(/^<html lang="en-IN"><head><meta charSet="utf-8"\/><script>\(function\(l\)/);
    expect(en).toContain('hreflang="x-default"');
    const hi = withLanguageHead(html("hi-IN"), "/hi/faq", { "hi-IN": "<link rel=preload>" });
    expect(hi).toContain('<meta charSet="utf-8"/><link rel=preload>');
    expect(hi).not.toContain("<script>");
    expect(withLanguageHead(html("hi-IN"), "/hi/auth/password/reset/_")).not.toContain("hreflang");
    expect(() => withLanguageHead(html("en-IN"), "/hi/faq")).toThrow(/lang="hi-IN"/);
  });

  it("lists every sitemap page three times, each with its alternates", () => {
    const xml = sitemapInEveryLanguage(
      "<urlset><url><loc>https://example.in/faq</loc><priority>0.7</priority></url><url><loc>https://example.in/</loc></url></urlset>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(6);
    for (const p of ["/faq", "/hi/faq", "/or/faq", "/", "/hi", "/or"])
      expect(xml).toContain(`<loc>${SITE_URL}${p}</loc>`);
    expect(xml.match(/<priority>0.7<\/priority>/g)).toHaveLength(3);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6);
  });
});
