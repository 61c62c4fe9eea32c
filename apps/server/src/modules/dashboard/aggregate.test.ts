import { describe, expect, it } from "vitest";
import { confirmMinutes, pickupArea, rollUp, rollUpMoney, type BookingFact } from "./aggregate.ts";
import { chartCsv, csvCell } from "./csv.ts";
import { carAvailableMinutes, chauffeurAvailableMinutes } from "./availability.ts";
import { runsOf } from "./refresh.ts";

const at = (s: string) => new Date(`${s}+05:30`);
const fact = (o: Partial<BookingFact>): BookingFact => ({
  id: "b1",
  serviceType: "outstation",
  carType: "sedan",
  status: "completed",
  paymentStatus: "paid",
  amountPaise: 100000,
  cancellationFeePaise: 0,
  startTime: at("2026-03-02T10:00"),
  endTime: at("2026-03-02T12:30"),
  createdAt: at("2026-03-01T09:00"),
  approvalDecidedAt: null,
  eventId: null,
  carId: "car-1",
  chauffeurId: "ch-1",
  pickupAddress: "Jaydev Vihar, Bhubaneswar, Odisha 751013",
  rideStep: "completed",
  arrivedAt: at("2026-03-02T09:58"),
  startedAt: at("2026-03-02T10:03"),
  noShowAt: null,
  stars: 4,
  paidAt: at("2026-03-01T09:01"),
  confirmedAt: at("2026-03-01T09:16"),
  ...o,
});

describe("the dashboard's rollups", () => {
  it("counts a completed ride on its pickup's Asia/Kolkata day with every figure", () => {
    const r = rollUp([fact({})]);
    expect(r.days).toEqual([
      expect.objectContaining({
        day: "2026-03-02",
        orders: 1,
        rides: 1,
        fare_paise: 100000,
        confirmations: 1,
        confirmed_in_15: 1, // exactly 15 minutes keeps the promise
        pickups: 1,
        pickups_on_time: 1,
        ratings: 1,
        rating_sum: 4,
        stars: [0, 0, 0, 1, 0],
        by_service: { outstation: [1, 100000] },
        by_class: { sedan: [1, 100000] },
        confirm_minutes: { "15": 1 },
        cars: { "car-1": 150 },
        chauffeurs: { "ch-1": 150 },
        areas: { Bhubaneswar: 1 },
      }),
    ]);
  });

  it("tells cancellations from no-shows, and leaves out abandoned checkouts and event runs", () => {
    const r = rollUp([
      fact({
        id: "a",
        status: "cancelled",
        cancellationFeePaise: 5000,
        rideStep: null,
        arrivedAt: null,
        startedAt: null,
        stars: null,
      }),
      fact({ id: "b", status: "cancelled", rideStep: "no_show", noShowAt: at("2026-03-02T10:30"), stars: null }),
      fact({ id: "c", status: "cancelled", paymentStatus: "expired", confirmedAt: null, paidAt: null }),
      fact({ id: "d", eventId: "ev" }),
    ]);
    expect(r.days).toHaveLength(1);
    expect(r.days[0]).toMatchObject({ orders: 2, rides: 0, fees_paise: 5000, cancellations: 1, no_shows: 1 });
    expect(r.days[0]!.by_service).toEqual({ outstation: [0, 5000] });
    // the event's run still books its car and chauffeur (a cancelled booking books nothing)
    expect(r.days[0]!.cars).toEqual({ "car-1": 150 });
    expect(r.bookingDays.map((b) => b.booking_id)).toEqual(["a", "b", "c", "d"]);
  });

  it("measures confirmation from payment, or from approval when that came later", () => {
    expect(confirmMinutes(fact({}))).toBe(15);
    expect(confirmMinutes(fact({ approvalDecidedAt: at("2026-03-01T09:10") }))).toBe(6);
    expect(confirmMinutes(fact({ paidAt: null, paymentStatus: "on_account" }))).toBe(16);
    expect(confirmMinutes(fact({ confirmedAt: null }))).toBeNull();
  });

  it("reads the pickup's place from its address", () => {
    expect(pickupArea("Biju Patnaik International Airport, Bhubaneswar")).toBe("Bhubaneswar");
    expect(pickupArea("Puri Beach, Puri, Odisha 752001")).toBe("Puri");
    expect(pickupArea("Cuttack 753001, India")).toBe("Cuttack");
    expect(pickupArea("")).toBe("Unknown");
    expect(pickupArea(null)).toBe("Unknown");
  });

  it("nets credit notes and refunds off the money", () => {
    expect(
      rollUpMoney([
        { issuedAt: at("2026-03-02T10:00"), kind: "company_invoice", totalPaise: 1000 },
        { issuedAt: at("2026-03-02T11:00"), kind: "company_credit", totalPaise: 300 },
        { issuedAt: at("2026-03-02T23:59"), kind: "receipt_voucher", totalPaise: 500 },
        { issuedAt: at("2026-03-03T00:00"), kind: "refund_voucher", totalPaise: 200 },
      ]),
    ).toEqual([
      { day: "2026-03-02", company_paise: 700, event_paise: 0, event_advance_paise: 500 },
      { day: "2026-03-03", company_paise: 0, event_paise: 0, event_advance_paise: -200 },
    ]);
  });

  it("groups touched days into runs of consecutive days", () => {
    expect(runsOf(["2026-03-03", "2026-03-01", "2026-03-02", "2026-03-09", "2026-03-02"]).map((r) => r.days)).toEqual([
      ["2026-03-01", "2026-03-02", "2026-03-03"],
      ["2026-03-09"],
    ]);
    expect(runsOf(["2026-03-01", "2026-03-02", "2026-03-03"], 2)).toHaveLength(2);
  });

  it("works out hours available", () => {
    const shifts = [
      { weekday: 1, starts: "08:00:00", ends: "18:00:00" },
      { weekday: 2, starts: "06:00", ends: "24:00" },
    ];
    expect(chauffeurAvailableMinutes("2026-03-02", "2026-03-08", shifts, [])).toBe(600 + 1080);
    expect(
      chauffeurAvailableMinutes("2026-03-02", "2026-03-08", shifts, [
        { starts_on: "2026-03-03", ends_on: "2026-03-04" },
      ]),
    ).toBe(600);
    const off = [
      { starts_at: at("2026-03-05T00:00"), ends_at: at("2026-03-05T12:00") },
      { starts_at: at("2026-03-05T06:00"), ends_at: at("2026-03-06T00:00") }, // overlaps the first
      { starts_at: at("2026-02-20T00:00"), ends_at: at("2026-03-02T06:00") }, // begins before the range
    ];
    expect(carAvailableMinutes("2026-03-02", "2026-03-08", off)).toBe(7 * 1440 - 1440 - 360);
  });

  it("writes a chart as CSV with the formula guard", () => {
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell('Kalinga, "Steel"')).toBe('"Kalinga, ""Steel"""');
    const csv = chartCsv({
      id: "average-fare",
      title: "Average fare",
      description: "",
      kind: "line",
      labelsAre: "periods",
      labels: ["2026-03-02", "2026-03-09"],
      series: [{ key: "average", label: "Average fare", unit: "paise", values: [123456, null] }],
    });
    expect(csv).toBe("Period,Average fare (₹)\r\n2026-03-02,1234.56\r\n2026-03-09,\r\n");
  });
});
