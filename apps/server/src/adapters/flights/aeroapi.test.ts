import { describe, expect, it } from "vitest";
import { observe, pickFlight } from "./aeroapi.ts";
import { aeroFlight } from "./fake-aeroapi.test-support.ts";
import type { FlightQuery } from "./types.ts";

const MIN = 60_000;
const landing = new Date("2026-03-14T05:10:00Z");
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
const arrival: FlightQuery = {
  flightNumber: "6E 2341",
  direction: "arrival",
  airportCode: "BBI",
  scheduledAt: landing,
};
// 6E 2341 flies Delhi → Bhubaneswar → Kolkata under one number
const inbound = aeroFlight({ ident: "6E2341", origin: "DEL", destination: "BBI", scheduledOn: landing });
const onward = aeroFlight({
  ident: "6E2341",
  origin: "BBI",
  destination: "CCU",
  scheduledOut: plus(landing, 60 * MIN),
});

describe("choosing the leg that is ours", () => {
  it("takes the leg landing at our airport for an arrival and the one leaving it for a departure", () => {
    expect(pickFlight([onward, inbound], arrival)).toBe(inbound);
    const departure: FlightQuery = { ...arrival, direction: "departure", scheduledAt: plus(landing, 60 * MIN) };
    expect(pickFlight([inbound, onward], departure)).toBe(onward);
    expect(pickFlight([inbound], departure)).toBeNull();
    expect(pickFlight([inbound], { ...arrival, airportCode: "bbi" })).toBe(inbound);
  });

  it("takes the leg scheduled nearest the time the rider gave, whatever the order", () => {
    const evening = aeroFlight({
      ident: "6E2341",
      origin: "DEL",
      destination: "BBI",
      scheduledOn: plus(landing, -11 * 60 * MIN),
    });
    const later = aeroFlight({
      ident: "6E2341",
      origin: "DEL",
      destination: "BBI",
      scheduledOn: plus(landing, 5 * 60 * MIN),
    });
    expect(pickFlight([evening, inbound, later], arrival)).toBe(inbound);
    expect(pickFlight([later, inbound, evening], arrival)).toBe(inbound);
    expect(pickFlight([evening, later], { ...arrival, scheduledAt: plus(landing, 60 * MIN) })).toBe(later);
  });

  it("takes a diverted flight reported at another destination, but not a leg leaving from our airport", () => {
    const diverted = { ...inbound, diverted: true, destination: onward.destination };
    expect(pickFlight([diverted], arrival)).toBe(diverted);
    expect(pickFlight([{ ...onward, diverted: true }], arrival)).toBeNull();
  });
});

describe("mapping a flight", () => {
  it("an arrival: scheduled, en route once it left the gate, landed with a runway time", () => {
    expect(observe(inbound, "arrival").state).toBe("scheduled");
    const pushed = plus(landing, -130 * MIN);
    expect(observe(aeroFlight({ ...baseArrival(), actualOut: pushed }), "arrival")).toMatchObject({
      state: "en_route",
      actualAt: null,
    });
    expect(observe(aeroFlight({ ...baseArrival(), actualOn: landing }), "arrival")).toMatchObject({
      state: "landed",
      actualAt: landing,
    });
  });

  it("reads cancellation and diversion from the status text when the flags lag behind", () => {
    expect(observe({ ...inbound, status: "Cancelled" }, "arrival").state).toBe("cancelled");
    expect(observe({ ...inbound, status: "Diverted" }, "departure").state).toBe("diverted");
    expect(observe({ ...inbound, cancelled: true, actual_on: landing.toISOString() }, "arrival").state).toBe(
      "cancelled",
    );
  });
});

function baseArrival() {
  return { ident: "6E2341", origin: "DEL", destination: "BBI", scheduledOn: landing };
}
