import { describe, expect, it } from "vitest";
import { loadAllCatalogues, type Catalogues } from "./catalogue.ts";
import { checkCatalogues, messageArguments } from "./check.ts";
import { authValidation, fareValidation } from "../messages.ts";

describe("message catalogues (decision record 017)", () => {
  it("every key exists in every language, every message is valid ICU with the same placeholders", async () => {
    expect(checkCatalogues(await loadAllCatalogues())).toEqual([]);
  });

  it("the English validation messages are the specification's texts", async () => {
    const { "en-IN": en } = await loadAllCatalogues();
    const texts = Object.values(en.validation);
    for (const t of [...Object.values(authValidation), ...Object.values(fareValidation)]) expect(texts).toContain(t);
  });

  it("no two codes share an English text (the server finds a message's code from its text)", async () => {
    const en = (await loadAllCatalogues())["en-IN"];
    const texts = [...Object.values(en.validation), ...Object.values(en.errors)];
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("the guard fails on a missing key, an extra key, broken ICU and different placeholders", async () => {
    const good = await loadAllCatalogues();
    const broken = structuredClone(good) as Catalogues;
    const hi = { ...broken["hi-IN"].validation } as Record<string, string>;
    delete hi["auth.nameRequired"];
    hi["auth.notInEnglish"] = "कुछ";
    broken["hi-IN"].validation = hi;
    broken["or-IN"].notifications = {
      ...broken["or-IN"].notifications,
      "sms.otp": "{code} ଆପଣଙ୍କ OTP", // {brand} and {minutes} dropped
      "email.hello": "ନମସ୍କାର {name", // not valid ICU
    };
    const problems = checkCatalogues(broken);
    expect(problems).toContain('hi-IN/validation: "auth.nameRequired" is missing (it exists in en-IN)');
    expect(problems).toContain('hi-IN/validation: "auth.notInEnglish" does not exist in en-IN');
    expect(problems).toContain('or-IN/notifications: "sms.otp" takes {code} but en-IN takes {brand,code,minutes}');
    expect(problems.some((p) => p.startsWith('or-IN/notifications: "email.hello" is not valid ICU'))).toBe(true);
  });

  it("reads placeholders inside plurals", () => {
    expect(messageArguments("{n, plural, one {# stop at {place}} other {# stops}}", "en-IN")).toEqual(["n", "place"]);
  });
});
