import { describe, expect, it } from "vitest";
import { TARIFF_V1 } from "../tariff.v1.ts";
import {
  airportWaitingCharge,
  extensionHoursLeft,
  extensionPrice,
  extrasDue,
  hourlyOverrun,
  isAirportArrival,
  noShowAllowedFrom,
  noShowLine,
  waitStart,
  wholeMinutes,
} from "./extras-rules.ts";

const pickupAt = new Date("2026-12-01T10:00:00Z");
const plus = (min: number, from = pickupAt) => new Date(from.getTime() + min * 60_000);
/** the charge when the chauffeur arrived on time and the trip started `min` minutes after the pickup time */
const waited = (min: number) => airportWaitingCharge({ pickupAt, arrivedAt: pickupAt, startedAt: plus(min) });

describe("airport waiting (15 min free, then ₹100 per complete 5 min)", () => {
  it("nothing for a wait of exactly 15 minutes", () => {
    expect(waited(15)).toMatchObject({ waitedMinutes: 15, beyondMinutes: 0, blocks: 0, amountPaise: 0 });
    expect(waited(15).label).toBe("Waiting: 15 min, within the 15 min free");
  });

  it("nothing for 19 minutes: 4 minutes beyond the free wait is not a complete block", () => {
    expect(waited(19)).toMatchObject({ beyondMinutes: 4, blocks: 0, amountPaise: 0 });
  });

  it("₹100 at 20 minutes: the first complete block", () => {
    const c = waited(20);
    expect(c).toMatchObject({ waitedMinutes: 20, beyondMinutes: 5, blocks: 1, amountPaise: 10_000 });
    expect(c.label).toBe("Waiting: 5 min beyond 15 min free, 1 × ₹100 per complete 5 min (GST included)");
  });

  it("42 minutes: 27 beyond the free wait, 5 blocks, ₹500", () => {
    const c = waited(42);
    expect(c).toMatchObject({ beyondMinutes: 27, blocks: 5, amountPaise: 50_000 });
    expect(c.label).toContain("27 min beyond 15 min free, 5 × ₹100");
  });

  it("part minutes are not counted: 19 min 59 s is 19 minutes", () => {
    const c = airportWaitingCharge({ pickupAt, arrivedAt: pickupAt, startedAt: new Date(plus(20).getTime() - 1000) });
    expect(c).toMatchObject({ waitedMinutes: 19, amountPaise: 0 });
  });

  it("an early arrival waits on the chauffeur's own time: the wait counts from the pickup time", () => {
    const c = airportWaitingCharge({ pickupAt, arrivedAt: plus(-40), startedAt: plus(10) });
    expect(c).toMatchObject({ waitedMinutes: 10, amountPaise: 0 });
  });

  it("a late arrival: the wait counts from the arrival", () => {
    const c = airportWaitingCharge({ pickupAt, arrivedAt: plus(30), startedAt: plus(50) });
    expect(c).toMatchObject({ waitedMinutes: 20, blocks: 1, amountPaise: 10_000 });
  });

  it("a trip started before the pickup time (rider ready early) has no wait at all", () => {
    const c = airportWaitingCharge({ pickupAt, arrivedAt: plus(-30), startedAt: plus(-20) });
    expect(c).toMatchObject({ waitedMinutes: 0, beyondMinutes: 0, blocks: 0, amountPaise: 0 });
  });

  it("no arrival recorded: the wait counts from the pickup time", () => {
    expect(airportWaitingCharge({ pickupAt, arrivedAt: null, startedAt: plus(25) })).toMatchObject({ blocks: 2 });
  });

  it("only airport arrivals are airport waits", () => {
    expect(isAirportArrival("airport-transfer", "airport-to-city")).toBe(true);
    expect(isAirportArrival("airport-transfer", "city-to-airport")).toBe(false);
    expect(isAirportArrival("hourly-rental", "airport-to-city")).toBe(false);
    expect(isAirportArrival("airport-transfer", null)).toBe(false);
  });
});

describe("waiting start and the no-show", () => {
  it("waitStart is the later of the arrival and the pickup time", () => {
    expect(waitStart(pickupAt, plus(-5))).toEqual(pickupAt);
    expect(waitStart(pickupAt, plus(7))).toEqual(plus(7));
    expect(wholeMinutes(plus(10), pickupAt)).toBe(0);
  });

  it("'Rider did not come' is possible 30 minutes after the wait started", () => {
    expect(noShowAllowedFrom(pickupAt, plus(-10))).toEqual(plus(30));
    expect(noShowAllowedFrom(pickupAt, plus(12))).toEqual(plus(42));
  });

  it("the no-show line records the wait and keeps the fare: ₹0 more", () => {
    const l = noShowLine({ pickupAt, arrivedAt: plus(-3), at: plus(34) });
    expect(l).toEqual({
      waitedMinutes: 34,
      amountPaise: 0,
      label: "No-show after 34 min wait: fare kept as per the cancellation policy",
    });
  });
});

describe("hourly rentals: extensions and overrun", () => {
  it("an extra hour of an Executive Sedan: ₹750 + 5% GST rounded to the rupee = ₹788", () => {
    const p = extensionPrice({ hours: 1, hourlyPerHourRupees: TARIFF_V1.classes.sedan.hourlyPerHour, gstPercent: 5 });
    expect(p).toEqual({
      subtotalPaise: 75_000,
      gstPaise: 3_800,
      amountPaise: 78_800,
      label: "Extra time: 1 h × ₹750 + 5% GST (₹38)",
    });
  });

  it("two extra hours of a Luxury Sedan: 2 × ₹1,800 + ₹180 GST", () => {
    const p = extensionPrice({ hours: 2, hourlyPerHourRupees: TARIFF_V1.classes.luxury.hourlyPerHour, gstPercent: 5 });
    expect(p.amountPaise).toBe(378_000);
    expect(p.label).toBe("Extra time: 2 h × ₹1,800 + 5% GST (₹180)");
  });

  it("a rental runs 12 hours at most, extensions included", () => {
    expect(extensionHoursLeft(4, 0)).toBe(8);
    expect(extensionHoursLeft(10, 2)).toBe(0);
    expect(extensionHoursLeft(12, 1)).toBe(0);
  });

  it("overrun counts from 'Start trip' beyond the booked and accepted hours", () => {
    const startedAt = plus(10);
    expect(hourlyOverrun({ bookedHours: 3, extendedHours: 0, startedAt, completedAt: plus(180, startedAt) })).toEqual({
      usedMinutes: 180,
      allowedMinutes: 180,
      overrunMinutes: 0,
    });
    expect(
      hourlyOverrun({ bookedHours: 3, extendedHours: 0, startedAt, completedAt: plus(227, startedAt) }).overrunMinutes,
    ).toBe(47);
    expect(
      hourlyOverrun({ bookedHours: 3, extendedHours: 1, startedAt, completedAt: plus(227, startedAt) }).overrunMinutes,
    ).toBe(0);
  });
});

describe("the total due", () => {
  it("sums the lines to pay only", () => {
    expect(
      extrasDue([
        { status: "due", amountPaise: 10_000 },
        { status: "due", amountPaise: 78_800 },
        { status: "paid", amountPaise: 50_000 },
        { status: "waived", amountPaise: 20_000 },
        { status: "requested", amountPaise: 78_800 },
        { status: "declined", amountPaise: 78_800 },
      ]),
    ).toBe(88_800);
  });
});
