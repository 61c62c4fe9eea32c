import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  DRIVER_ACTIONS,
  EVENT_STATUSES,
  OPS_BOOKING_ACTIONS,
} from "@chauffeur/contracts";
import { BOOKING_EVENTS } from "../modules/bookings/lifecycle/machine.ts";

const SRC = join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sources(join(dir, d.name))
      : d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") && !d.name.includes("fixture")
        ? [join(dir, d.name)]
        : [],
  );
const literals = (s: string) => [...s.matchAll(/"([a-z_-]+(?:\.[a-z_-]+)*)"/g)].map((m) => m[1]);

/**
 * Every action the server writes to audit_log (writeAudit, recordPaymentEvent, countAuditEvent and the second
 * factor's audit helper), read from the sources: literals, and the templates over the console's and the chauffeur's
 * actions. A template the reader does not know fails, so a new kind of action cannot slip past the labels.
 */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\baction:\s*"([a-z_-]+\.[a-z_.-]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/recordPaymentEvent\(\s*[\w.]+,\s*"([^"]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/_ACTION\s*=\s*"([^"]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/const action = ([^;\n]+)/g))
      literals(m[1])
        .filter((l) => l.includes("."))
        .forEach((l) => found.add(l));
    for (const m of text.matchAll(/\baction:\s*`([^`]*)`/g)) {
      const template = m[1];
      if (template === "booking.${action}") OPS_BOOKING_ACTIONS.forEach((a) => found.add(`booking.${a}`));
      // the booking machine's audit row (modules/bookings/lifecycle/transition.ts): one action per event
      else if (template === "booking.${event}") BOOKING_EVENTS.forEach((e) => found.add(`booking.${e}`));
      // an event's status move (modules/events/lifecycle.ts, transitionEvent): one action per status
      else if (template === "event.${e.to}") EVENT_STATUSES.forEach((st) => found.add(`event.${st}`));
      else if (template === "ride.${action}") DRIVER_ACTIONS.forEach((a) => found.add(`ride.${a}`));
      else if (template === "operator.second_factor.${action}")
        for (const call of text.matchAll(/\baudit\(d, [^,]+, ([^,)]+)/g))
          // a condition's own literals (`method === "totp" ? … : …`) are not actions
          literals(call[1].replace(/^[^?]*\?/, "")).forEach((l) => found.add(`operator.second_factor.${l}`));
      else found.add(`unknown template in ${file}: ${template}`);
    }
  }
  return found;
}

describe("the console's words for audit actions (ops/audit-labels.ts)", () => {
  it("labels every action the server writes, in words", () => {
    const actions = writtenActions();
    expect(actions.size).toBeGreaterThan(40);
    expect([...actions].filter((a) => !AUDIT_ACTION_LABELS[a])).toEqual([]);
    for (const a of actions) expect(auditActionLabel(a)).not.toMatch(/[._]/);
  });

  it("reads the second factor's set-up as a person would", () => {
    expect(auditActionLabel("operator.second_factor.setup")).toBe("Two-step sign-in set up");
    // an action added later without a label still reads as words, not as a code
    expect(auditActionLabel("chauffeur.sessions_ended")).toBe("Chauffeur sessions ended");
  });
});
