import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { ensureTariff } from "../bookings/test-factories.ts";
import { createTestCar, createTestChauffeur } from "../rides/test-factories.ts";
import { DASHBOARD_REFRESH_JOB, rebuildDashboardFigures } from "./index.ts";
import { insertKnownBooking, insertKnownMoney } from "./dashboard.test-support.ts";
import type { DashboardChart, DashboardResponse } from "@chauffeur/contracts";

/**
 * The dashboard's figures on a small set of bookings in known states, each worked out by hand (decision record 027):
 * the week of Monday 2 March 2026, Asia/Kolkata days.
 */
describe(`the owner's dashboard (${DB_TARGET})`, () => {
  let t: TestApp;
  let op: { cookie: string };
  let cancelMe: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await ensureTariff(t);
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    const rider = await createSignedInUser(t);
    const carA = await createTestCar(t, { model: "Dashboard Camry" });
    const x = await createTestChauffeur(t, { name: "Dashboard Chauffeur" });
    ids.carA = carA.id;
    ids.x = x.id;
    // chauffeur X works Mondays 08:00–18:00 only: 10 hours available in the week
    await t.database.query(
      `INSERT INTO chauffeur_work_hours (chauffeur_id, weekday, starts, ends) VALUES ($1, 1, '08:00', '18:00')`,
      [x.id],
    );
    // car A is in the workshop all Thursday 5 March
    await t.database.query(
      `INSERT INTO car_unavailability (car_id, reason, starts_at, ends_at) VALUES ($1, 'service', '2026-03-05T00:00+05:30', '2026-03-06T00:00+05:30')`,
      [carA.id],
    );
    const u = rider.userId;
    // B1: outstation sedan, completed, confirmed 10 min after payment, arrived 5 min early, 5 stars, car A, chauffeur X
    await insertKnownBooking(t, u, {
      service: "outstation",
      carType: "sedan",
      status: "completed",
      paymentStatus: "paid",
      amountPaise: 500000,
      pickup: "2026-03-02T10:00",
      hours: 3,
      confirmAfter: 10,
      arrivedAfter: -5,
      stars: 5,
      carId: carA.id,
      chauffeurId: x.id,
    });
    // B2: hourly rental SUV, completed, confirmed after 30 min, arrived 10 min late, 3 stars, chauffeur X
    await insertKnownBooking(t, u, {
      service: "hourly-rental",
      carType: "suv",
      status: "completed",
      paymentStatus: "paid",
      amountPaise: 300000,
      pickup: "2026-03-02T18:00",
      hours: 2,
      confirmAfter: 30,
      arrivedAfter: 10,
      stars: 3,
      chauffeurId: x.id,
      address: "Puri Beach, Puri, Odisha 752001",
    });
    // B3: airport transfer, cancelled by the rider with a fee of ₹500, never confirmed
    await insertKnownBooking(t, u, {
      service: "airport-transfer",
      carType: "sedan",
      status: "cancelled",
      paymentStatus: "partially_refunded",
      amountPaise: 200000,
      feePaise: 50000,
      pickup: "2026-03-03T08:00",
      hours: 1,
    });
    // B4: city ride, a no-show: confirmed after 5 min, the chauffeur there 10 min early
    await insertKnownBooking(t, u, {
      service: "cab-booking",
      carType: "sedan",
      status: "cancelled",
      paymentStatus: "paid",
      amountPaise: 150000,
      pickup: "2026-03-04T20:00",
      hours: 2,
      confirmAfter: 5,
      arrivedAfter: -10,
      noShow: true,
    });
    // B5: an abandoned checkout (never paid, expired): not a booking of the figures
    await insertKnownBooking(t, u, {
      service: "outstation",
      carType: "sedan",
      status: "cancelled",
      paymentStatus: "expired",
      amountPaise: 999900,
      pickup: "2026-03-05T09:00",
      hours: 3,
    });
    // B6: 00:15 on 2 March in Kolkata (18:45 UTC on 1 March): counted on 2 March
    await insertKnownBooking(t, u, {
      service: "cab-booking",
      carType: "luxury",
      status: "completed",
      paymentStatus: "paid",
      amountPaise: 100000,
      pickup: "2026-03-02T00:15",
      hours: 1,
    });
    // B7: confirmed for Saturday, to be cancelled by the test below
    cancelMe = await insertKnownBooking(t, u, {
      service: "outstation",
      carType: "sedan",
      status: "confirmed",
      paymentStatus: "paid",
      amountPaise: 400000,
      pickup: "2026-03-07T09:00",
      hours: 4,
      confirmAfter: 2,
      carId: carA.id,
    });
    await insertKnownMoney(t);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = op.cookie) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const week = "/api/v1/ops/dashboard?from=2026-03-02&to=2026-03-08";
  const chart = (r: DashboardResponse, id: string) => r.charts.find((c) => c.id === id) as DashboardChart;
  const values = (c: DashboardChart, key: string) => c.series.find((s) => s.key === key)!.values;

  it("works out every headline figure of the week by hand", async () => {
    const res = await get(`${week}&grain=day`);
    expect(res.statusCode, res.body).toBe(200);
    const h = (res.json() as DashboardResponse).headline;
    // fares of B1 + B2 + B6 and B3's fee; B7 is confirmed, not yet a ride
    expect(h.revenuePaise).toBe(500000 + 300000 + 100000 + 50000);
    expect(h.rides).toBe(3);
    expect(h.averageFarePaise).toBe(300000);
    expect(h.orders).toBe(6); // B1–B4, B6, B7 (B5 never paid)
    expect(h.cancellations).toBe(1);
    expect(h.noShows).toBe(1);
    expect(h.cancellationRate).toBe(33.3); // 2 of 6
    expect(h.confirmations).toBe(4); // 10, 30, 5, 2 minutes
    expect(h.confirmedWithin15Share).toBe(75);
    expect(h.medianConfirmMinutes).toBe(5); // 2, 5, 10, 30: the lower middle
    expect(h.onTimeShare).toBe(66.7); // B1 and B4 on time, B2 late
    expect(h.averageRating).toBe(4);
    expect(h.ratings).toBe(2);
    expect(h.companyRevenuePaise).toBe(118000 - 18000);
    expect(h.eventRevenuePaise).toBe(5000000);
  });

  it("splits revenue and rides by day, service and class, on Asia/Kolkata days", async () => {
    const r = (await get(`${week}&grain=day`)).json() as DashboardResponse;
    const rev = chart(r, "revenue-by-service");
    expect(rev.labels).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
    ]);
    expect(values(rev, "outstation")).toEqual([500000, 0, 0, 0, 0, 0, 0]);
    expect(values(rev, "hourly-rental")).toEqual([300000, 0, 0, 0, 0, 0, 0]);
    expect(values(rev, "airport-transfer")).toEqual([0, 50000, 0, 0, 0, 0, 0]);
    expect(values(rev, "cab-booking")).toEqual([100000, 0, 0, 0, 0, 0, 0]); // B6 at 00:15 IST on 2 March
    expect(values(chart(r, "rides-by-class"), "luxury")).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(values(chart(r, "cancellations"), "no-shows")).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(values(chart(r, "rating-distribution"), "ratings")).toEqual([0, 0, 1, 0, 1]);
    const money = chart(r, "company-event-revenue");
    expect(values(money, "company")).toEqual([0, 118000, -18000, 0, 0, 0, 0]);
    expect(values(money, "event-advances")).toEqual([2000000, 0, 0, 0, 0, 0, 0]);
    const areas = chart(r, "rider-areas");
    expect(areas.labels).toEqual(["Bhubaneswar", "Puri"]);
    expect(values(areas, "bookings")).toEqual([5, 1]);
  });

  it("works out utilisation from working hours, time off and a car's unavailable day", async () => {
    const r = (await get(`${week}&grain=week`)).json() as DashboardResponse;
    const ch = chart(r, "utilisation-chauffeurs");
    const i = ch.labels.indexOf("Dashboard Chauffeur");
    // B1 3 h + B2 2 h booked of 10 h available on the Monday
    expect(values(ch, "booked")[i]).toBe(5);
    expect(values(ch, "available")[i]).toBe(10);
    expect(values(ch, "utilisation")[i]).toBe(50);
    const cars = chart(r, "utilisation-cars");
    const c = cars.labels.findIndex((l) => l.includes("Dashboard Camry"));
    // B1 3 h + B7 4 h booked of 7 × 24 − 24 = 144 h
    expect(values(cars, "booked")[c]).toBe(7);
    expect(values(cars, "available")[c]).toBe(144);
    expect(values(cars, "utilisation")[c]).toBe(4.9);
    expect(chart(r, "revenue-by-service").labels).toEqual(["2026-03-02"]);
    // approved time off on the Monday: no hours available, on the very next read (a kept answer is not reused)
    await t.database.query(
      `INSERT INTO chauffeur_time_off (chauffeur_id, kind, starts_on, ends_on, status, requested_by)
       VALUES ($1, 'leave', '2026-03-02', '2026-03-02', 'approved', 'operator')`,
      [ids.x],
    );
    const after = (await get(`${week}&grain=week`)).json() as DashboardResponse;
    expect(values(chart(after, "utilisation-chauffeurs"), "available")[i]).toBe(0);
    await t.database.query(`DELETE FROM chauffeur_time_off WHERE chauffeur_id = $1`, [ids.x]);
  });

  it("shows a cancellation on the next read, without waiting for the job", async () => {
    await get(`${week}&grain=day`); // the rollups are fresh
    await t.database.query(
      `UPDATE bookings SET status = 'cancelled', cancellation_fee_paise = 40000, cancelled_at = now(), updated_at = now() WHERE id = $1`,
      [cancelMe],
    );
    const r = (await get(`${week}&grain=day`)).json() as DashboardResponse;
    expect(r.headline.cancellations).toBe(2);
    expect(r.headline.revenuePaise).toBe(950000 + 40000);
    expect(values(chart(r, "cancellations"), "cancellations")).toEqual([0, 1, 0, 0, 0, 1, 0]);
    // and a moved pickup leaves its old day
    await t.database.query(
      `UPDATE bookings SET start_time = start_time + interval '1 day', end_time = end_time + interval '1 day', hold_until = hold_until + interval '1 day', updated_at = now() WHERE id = $1`,
      [cancelMe],
    );
    const moved = (await get(`${week}&grain=day`)).json() as DashboardResponse;
    expect(values(chart(moved, "cancellations"), "cancellations")).toEqual([0, 1, 0, 0, 0, 0, 1]);
  });

  it("the job refreshes the days touched since its watermark", async () => {
    await get(`${week}&grain=day`);
    const fees = async () =>
      Number(
        (
          await t.database.query<{ f: string }>(`SELECT fees_paise AS f FROM dashboard_days WHERE day = '2026-03-03'`)
        )[0]!.f,
      );
    const before = await fees();
    await t.database.query(
      `UPDATE bookings SET cancellation_fee_paise = cancellation_fee_paise + 100, updated_at = now()
       WHERE start_time >= '2026-03-03T00:00+05:30' AND start_time < '2026-03-04T00:00+05:30' AND status = 'cancelled'`,
    );
    expect(await fees()).toBe(before);
    // (its two-minute look-back also recomputes the days this file's rows touched just now)
    expect(await t.app.ctx.scheduler.runNow(DASHBOARD_REFRESH_JOB)).toMatch(/^\d+ days, \d+ issue days$/);
    expect(await fees()).toBe(before + 100);
    await t.database.query(
      `UPDATE bookings SET cancellation_fee_paise = cancellation_fee_paise - 100, updated_at = now()
       WHERE start_time >= '2026-03-03T00:00+05:30' AND start_time < '2026-03-04T00:00+05:30' AND status = 'cancelled'`,
    );
  });

  it("a rebuild from scratch gives the same figures", async () => {
    const before = (await get(`${week}&grain=month`)).json() as DashboardResponse;
    await rebuildDashboardFigures(t.database);
    const after = (await get(`${week}&grain=month`)).json() as DashboardResponse;
    expect(after.headline).toEqual(before.headline);
    expect(after.charts).toEqual(before.charts);
    expect(chart(after, "rides-by-service").labels).toEqual(["2026-03"]);
  });

  it("answers each chart as CSV, money in rupees", async () => {
    const res = await get("/api/v1/ops/dashboard/revenue-by-service.csv?from=2026-03-02&to=2026-03-04&grain=day");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="revenue-by-service-2026-03-02-to-2026-03-04-day.csv"',
    );
    expect(res.body.split("\r\n")).toEqual([
      "Period,Hourly Rental (₹),Airport Transfer (₹),Outstation Trip (₹),Cab Booking (₹)",
      "2026-03-02,3000.00,0.00,5000.00,1000.00",
      "2026-03-03,0.00,500.00,0.00,0.00",
      "2026-03-04,0.00,0.00,0.00,0.00",
      "",
    ]);
    const areas = await get("/api/v1/ops/dashboard/rider-areas.csv?from=2026-03-02&to=2026-03-08");
    expect(areas.body).toBe("Name,Bookings\r\nBhubaneswar,5\r\nPuri,1\r\n");
  });

  it("refuses a bad range with a message a person can act on", async () => {
    const cases: Array<[string, RegExp]> = [
      ["?from=2026-03-02&to=2027-06-01", /at most 400 days/],
      ["?from=2026-03-09&to=2026-03-02", /end on or after/],
      ["?from=2026-3-2&to=2026-03-08", /YYYY-MM-DD/],
      ["?from=2026-02-30&to=2026-03-08", /YYYY-MM-DD/],
      ["?from=2026-03-02&to=2026-03-08&grain=year", /day, week or month/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/ops/dashboard${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const chartRes = await get("/api/v1/ops/dashboard/pie.csv?from=2026-03-02&to=2026-03-08");
    expect(chartRes.statusCode).toBe(400);
    expect(chartRes.json().message).toMatch(/Choose one of the charts/);
  });

  it("is for operators only", async () => {
    expect((await get(week, "")).statusCode).toBe(401);
    const rider = await createSignedInUser(t);
    expect((await get(week, rider.cookie)).statusCode).toBe(403);
    expect(
      (await get("/api/v1/ops/dashboard/ratings.csv?from=2026-03-02&to=2026-03-08", rider.cookie)).statusCode,
    ).toBe(403);
  });

  it("is in the OpenAPI document with its schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(doc.paths ?? {});
    expect(paths).toContain("/api/v1/ops/dashboard");
    expect(paths.some((p) => p.startsWith("/api/v1/ops/dashboard/{chart}"))).toBe(true);
  });
});
