import { describe, expect, it } from "vitest";
import { ALWAYS_KEPT, criticalCss, enableAfterLoadOrIntent, inlineStylesheet } from "./inline-css";

// the shape React Router 7 prerenders (abridged)
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>t</title>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main class="page"><h1 class="title">content</h1>',
  '<details class="group"><summary>Q</summary>A</details></main>',
  '<link rel="stylesheet" href="/assets/not-in-head.css"/></body></html>',
].join("");
// a Tailwind-like sheet: layers, a used and an unused utility, a media query, states set before hydration, fonts
const CSS = [
  "@layer theme,base,utilities;",
  "@layer base{body{color:#07080b}}",
  "@layer utilities{.title{font-size:2rem}.unused-in-page{color:red}",
  "@media (min-width:48rem){.title:hover{font-size:3rem}.unused-wide{margin:0}}",
  ".signed-in .\\[\\.signed-in_\\&\\]\\:hidden{display:none}[data-hydration-pressed]{opacity:.7}",
  ".group:is([open]) .group-open\\:block{display:block}.animate-spin{animation:spin 1s linear infinite}}",
  '@keyframes spin{to{transform:rotate(360deg)}}@font-face{font-family:"Inter Fallback";src:local("Arial")}',
  ".demo-ribbon{position:fixed}",
  'body{font-family:Inter,"Inter Fallback"}',
].join("");

describe("criticalCss", () => {
  it("keeps the rules the page uses, in their layers and media queries, and the states set before hydration", async () => {
    const out = await criticalCss(PAGE, CSS);
    expect(out).toContain("body{color:#07080b}");
    expect(out).toContain(".title{font-size:2rem}");
    expect(out).toMatch(/@media \(min-width:48rem\)\{\.title:hover\{font-size:3rem\}\}/);
    expect(out).not.toContain("unused-in-page");
    expect(out).not.toContain("unused-wide");
    // states the static page does not hold but a visitor or the server can give it before the whole sheet is there
    expect(out).toContain("signed-in");
    expect(out).toContain("[data-hydration-pressed]");
    expect(out).toContain(".demo-ribbon{position:fixed}");
    expect(out).toContain("group-open");
    // every @font-face, the fallback faces among them
    expect(out).toContain('font-family:"Inter Fallback"');
    // every @keyframes: the animations name theirs through custom properties
    expect(out).toContain("@keyframes spin");
    // the layers in the sheet's order
    expect(out.indexOf("@layer base")).toBeLessThan(out.indexOf("@layer utilities"));
    expect(ALWAYS_KEPT.length).toBeGreaterThan(0);
  });
});

describe("inlineStylesheet", () => {
  it("puts the page's critical CSS where its link was, keeps the link disabled, and enables it after load or at the first intent", async () => {
    const read: string[] = [];
    const out = await inlineStylesheet(PAGE, (href) => (read.push(href), CSS));
    expect(read).toEqual(["/assets/root-3.css"]);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toMatch(/<title>t<\/title><style data-inlined="\/assets\/root-3.css">[^<]*\.title\{font-size:2rem\}/);
    expect(head).not.toContain("unused-in-page");
    expect(head).toContain(
      `<link rel="stylesheet" href="/assets/root-3.css" disabled=""/><script>${enableAfterLoadOrIntent("/assets/root-3.css")}</script>`,
    );
    // no enabled stylesheet link left in <head>
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/root-3.css" disabled=""/>',
    ]);
    // the rest of the page is untouched
    expect(out.slice(out.indexOf("</head>"))).toBe(PAGE.slice(PAGE.indexOf("</head>")));
  });

  it("reads the file an href with a suffix names, and keeps the href as React Router rendered it", async () => {
    const read: string[] = [];
    const page = PAGE.replace("/assets/root-3.css", "/assets/entry-3.css#");
    const out = await inlineStylesheet(page, (file) => (read.push(file), CSS));
    expect(read).toEqual(["/assets/entry-3.css"]);
    // and one with the file's own address, which Vite's preload helper looks for before inserting a link of its own
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/entry-3.css#" disabled=""/><link rel="stylesheet" href="/assets/entry-3.css" disabled=""/><script>',
    );
    // the script enables the link React adopts (the suffixed one)
    expect(out).toContain(enableAfterLoadOrIntent("/assets/entry-3.css#"));
  });

  it("refuses a page it does not recognise, one already rewritten, or CSS that cannot be inlined as it is", async () => {
    await expect(inlineStylesheet(PAGE.replace(/<link[^>]*root-3[^>]*>/, ""), () => CSS)).rejects.toThrow(
      /one stylesheet/,
    );
    await expect(inlineStylesheet(await inlineStylesheet(PAGE, () => CSS), () => CSS)).rejects.toThrow(/already/);
    await expect(inlineStylesheet(PAGE, () => "a::after{content:'</style>'}")).rejects.toThrow(/<\/style/);
    await expect(inlineStylesheet(PAGE, () => "a{background:url(img/x.png)}")).rejects.toThrow(/relative url/);
    expect(await inlineStylesheet(PAGE, () => 'main{background:url("data:image/png;base64,AA")}')).toContain(
      "data:image",
    );
  });
});
