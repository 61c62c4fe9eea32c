import { describe, expect, it } from "vitest";
import { compileMessages } from "./plugin";
import { addMessages, formatMessage } from "../app/i18n/store";
import { localeOfPath, localizePath, withoutLocale } from "../app/i18n/locale";

describe("messages compiled at build time (decision record 018)", () => {
  it("formats compiled ICU messages per language, with plurals, and falls back to English", () => {
    addMessages(
      "en-IN",
      "common",
      compileMessages({
        "t.greet": "Hello {name}",
        "t.seats": "{n, plural, one {# seat} other {# seats}}",
        "t.only": "English only",
      }) as never,
    );
    addMessages(
      "hi-IN",
      "common",
      compileMessages({ "t.greet": "नमस्ते {name}", "t.seats": "{n, plural, one {# सीट} other {# सीटें}}" }) as never,
    );
    expect(formatMessage("en-IN", "common", "t.greet", { name: "Asha" })).toBe("Hello Asha");
    expect(formatMessage("en-IN", "common", "t.seats", { n: 1 })).toBe("1 seat");
    expect(formatMessage("en-IN", "common", "t.seats", { n: 4 })).toBe("4 seats");
    expect(formatMessage("hi-IN", "common", "t.greet", { name: "आशा" })).toBe("नमस्ते आशा");
    expect(formatMessage("hi-IN", "common", "t.seats", { n: 4 })).toBe("4 सीटें");
    expect(formatMessage("hi-IN", "common", "t.only")).toBe("English only");
    expect(formatMessage("or-IN", "common", "t.missing")).toBe("t.missing");
  });

  it("keeps ICU's literal '<' (parsed as the server parses: ignoreTag)", () => {
    addMessages("en-IN", "common", compileMessages({ "t.lt": "Fares < ₹500" }) as never);
    expect(formatMessage("en-IN", "common", "t.lt")).toBe("Fares < ₹500");
  });

  it("refuses a message that is not ICU at build time", () => {
    expect(() => compileMessages({ bad: "Hello {name" })).toThrow();
  });
});

describe("paths in a language", () => {
  it("reads, strips and adds the language segment", () => {
    expect(localeOfPath("/hi/faq")).toBe("hi-IN");
    expect(localeOfPath("/or")).toBe("or-IN");
    expect(localeOfPath("/history")).toBeUndefined();
    expect(withoutLocale("/hi/faq")).toBe("/faq");
    expect(withoutLocale("/or")).toBe("/");
    expect(localizePath("/faq", "hi-IN")).toBe("/hi/faq");
    expect(localizePath("/", "or-IN")).toBe("/or");
    expect(localizePath("/hi/faq", "en-IN")).toBe("/faq");
    expect(localizePath("/driver", "hi-IN")).toBe("/driver");
  });
});
