import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { airportWaitingCharge, extensionPrice, noShowLine } from "@chauffeur/contracts";
import en from "@chauffeur/contracts/i18n/en-IN/ride";
import hi from "@chauffeur/contracts/i18n/hi-IN/ride";
import or from "@chauffeur/contracts/i18n/or-IN/ride";
import { lineLabel, type LineKey } from "./line-label";

const inLanguage =
  (messages: Record<LineKey, string>, locale: string) => (key: LineKey, values: Record<string, string | number>) =>
    String(new IntlMessageFormat(messages[key], locale).format(values));

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 5, 4, 30) + minutes * 60_000);
// the server's labels, from the same rules it uses
const LABELS = [
  airportWaitingCharge({ pickupAt: at(0), arrivedAt: at(0), startedAt: at(27) }).label,
  airportWaitingCharge({ pickupAt: at(0), arrivedAt: at(0), startedAt: at(9) }).label,
  noShowLine({ pickupAt: at(0), arrivedAt: at(5), at: at(50) }).label,
  extensionPrice({ hours: 2, hourlyPerHourRupees: 1200, gstPercent: 5 }).label,
  extensionPrice({ hours: 1, hourlyPerHourRupees: 950, gstPercent: 5 }).label,
];

describe("an extra's line in Hindi and Odia", () => {
  it("reads every label the server writes: the English message gives the label back letter for letter", () => {
    for (const label of LABELS) expect(lineLabel(inLanguage(en, "en-IN"), label)).toBe(label);
  });

  it("writes it in Hindi and Odia with the same numbers", () => {
    const waiting = LABELS[0];
    expect(waiting).toMatch(/^Waiting: 12 min beyond 15 min free, 2 × ₹100/);
    expect(lineLabel(inLanguage(hi, "hi-IN"), waiting)).toBe(
      "वेटिंग: 15 मिनट मुफ़्त के बाद 12 मिनट, हर पूरे 5 मिनट के लिए 2 × ₹100 (GST सहित)",
    );
    expect(lineLabel(inLanguage(or, "or-IN"), LABELS[3])).toBe("ଅତିରିକ୍ତ ସମୟ: 2 ଘଣ୍ଟା × ₹1,200 + 5% GST (₹120)");
    expect(lineLabel(inLanguage(hi, "hi-IN"), LABELS[4])).toBe("अतिरिक्त समय: 1 घंटा × ₹950 + 5% GST (₹48)");
    for (const label of LABELS) {
      expect(lineLabel(inLanguage(hi, "hi-IN"), label)).toMatch(/[\u0900-\u097F]/);
      expect(lineLabel(inLanguage(or, "or-IN"), label)).toMatch(/[\u0B00-\u0B7F]/);
    }
  });

  it("leaves a label of another shape as it is", () => {
    expect(lineLabel(inLanguage(hi, "hi-IN"), "Parking at the venue")).toBe("Parking at the venue");
  });
});
