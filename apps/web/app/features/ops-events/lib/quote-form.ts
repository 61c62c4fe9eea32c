import {
  DEFAULT_EVENT_CANCELLATION,
  EVENT_QUOTE_DEFAULTS,
  type EventLine,
  type EventLineKind,
  type EventQuoteInput,
  type OpsEventQuote,
} from "@chauffeur/contracts";

/**
 * The quote builder's form: lines as the API takes them (EventLineSchema), and terms. The amounts are never computed
 * here: the server prices the form (preview) and stores its own pricing (save).
 */
export interface QuoteForm {
  lines: EventLine[];
  discount: EventQuoteInput["discount"] | null;
  deposit: EventQuoteInput["deposit"];
  balanceDueOn: string;
  validUntil: string;
  cancellation: EventQuoteInput["cancellation"];
}

/** A new line of a kind, on every date of the event, with sensible starting values the operator changes. */
export function newLine(kind: EventLineKind, dates: string[]): EventLine {
  const car = { vehicleClass: "sedan" as const, cars: 1, dates: [...dates], start: "10:00", end: "18:00" };
  switch (kind) {
    case "cars":
      return { kind, ...car, basis: "day" };
    case "procession":
      return { kind, ...car, start: "19:00", end: "21:00", from: "", to: "" };
    case "shuttle":
      return { kind, ...car, from: "", to: "", loops: 4, kmPerLoop: 10 };
    case "outstation":
      return { kind, ...car, from: "", to: "", km: 60, returnTrip: true };
    case "decoration":
      return { kind, cars: 1 };
    case "placard":
      return { kind, count: 1 };
    case "standby":
      return { kind, chauffeurs: 1, hours: 4 };
  }
}

/** The form of a stored quote (a draft's own lines and terms). */
export function formOf(q: OpsEventQuote): QuoteForm {
  return {
    lines: q.lines,
    discount: q.discount,
    deposit: q.deposit,
    balanceDueOn: q.balanceDueOn,
    validUntil: q.validUntil,
    cancellation: q.cancellation ?? DEFAULT_EVENT_CANCELLATION,
  };
}

/** What the API takes (no discount when none). */
export function inputOf(f: QuoteForm): EventQuoteInput {
  return {
    lines: f.lines,
    ...(f.discount ? { discount: f.discount } : {}),
    deposit: f.deposit,
    balanceDueOn: f.balanceDueOn,
    validUntil: f.validUntil,
    cancellation: f.cancellation,
  };
}

export const DEFAULT_DEPOSIT = { kind: "percent" as const, percent: EVENT_QUOTE_DEFAULTS.depositPercent };
