import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromTag, negotiateLocale } from "./locales.ts";
import { validationCodeOf } from "./validation-codes.ts";
import { authValidation } from "../messages.ts";

describe("the language of a request (decision record 017)", () => {
  it("reads language tags as people write them", () => {
    expect(localeFromTag("hi")).toBe("hi-IN");
    expect(localeFromTag("HI-in")).toBe("hi-IN");
    expect(localeFromTag("or")).toBe("or-IN");
    expect(localeFromTag("ory")).toBe("or-IN");
    expect(localeFromTag("en-GB")).toBe("en-IN");
    expect(localeFromTag("ta-IN")).toBeUndefined();
    expect(localeFromTag("")).toBeUndefined();
  });

  it("Accept-Language: the highest q-value we speak, then the order", () => {
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi-IN");
    expect(localeFromAcceptLanguage("ta-IN, or;q=0.8, en;q=0.5")).toBe("or-IN");
    expect(localeFromAcceptLanguage("en;q=0.4, hi;q=0.6")).toBe("hi-IN");
    expect(localeFromAcceptLanguage("hi;q=0, en")).toBe("en-IN");
    expect(localeFromAcceptLanguage("fr-FR, de")).toBeUndefined();
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it("cookie > profile > Accept-Language > English", () => {
    expect(negotiateLocale({ cookie: "or-IN", profile: "hi-IN", acceptLanguage: "en" })).toBe("or-IN");
    expect(negotiateLocale({ cookie: "xx", profile: "hi-IN", acceptLanguage: "or" })).toBe("hi-IN");
    expect(negotiateLocale({ profile: null, acceptLanguage: "or-IN" })).toBe("or-IN");
    expect(negotiateLocale({ acceptLanguage: "fr" })).toBe("en-IN");
    expect(negotiateLocale({})).toBe("en-IN");
  });

  it("finds a validation message's code from its English text", () => {
    expect(validationCodeOf(authValidation.phoneInvalid)).toBe("auth.phoneInvalid");
    expect(validationCodeOf("Something else")).toBeUndefined();
  });
});
