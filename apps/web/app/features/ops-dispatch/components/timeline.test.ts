import { describe, expect, it } from "vitest";
import { blockName, clock, minuteOfDay, withLanes } from "./timeline";

const DAY = "2026-12-17";
const at = (hm: string, day = DAY) => new Date(`${day}T${hm}:00+05:30`).toISOString();
const item = (kind: "trip" | "dead" | "break" | "time_off", start: string, end: string, label = "x") => ({
  kind,
  start: at(start),
  end: at(end),
  bookingId: null,
  reference: null,
  label,
  km: null,
});

describe("the day's plan timeline", () => {
  it("places times by India's clock within the day", () => {
    expect(minuteOfDay(at("00:00"), DAY)).toBe(0);
    expect(minuteOfDay(at("07:40"), DAY)).toBe(460);
    // the evening before and the morning after are kept at the day's edges
    expect(minuteOfDay(at("22:00", "2026-12-16"), DAY)).toBe(0);
    expect(minuteOfDay(at("03:00", "2026-12-18"), DAY)).toBe(1440);
  });

  it("names a block with what it is and its times in India", () => {
    expect(clock(at("09:05"))).toBe("09:05");
    expect(blockName(item("trip", "10:00", "13:00", "SL-1 · Patia → Airport"))).toBe(
      "SL-1 · Patia → Airport, 10:00–13:00",
    );
  });

  it("puts two overlapping trips in two lanes and leaves the rest the full row", () => {
    const a = item("trip", "08:30", "14:00");
    const b = item("trip", "13:30", "21:20");
    const c = item("dead", "07:50", "08:30");
    const lanes = withLanes([c, a, b]).map((x) => x.lane);
    expect(lanes).toEqual(["full", "upper", "lower"]);
    const apart = withLanes([item("trip", "08:00", "09:00"), item("trip", "10:00", "11:00")]).map((x) => x.lane);
    expect(apart).toEqual(["full", "full"]);
  });
});
