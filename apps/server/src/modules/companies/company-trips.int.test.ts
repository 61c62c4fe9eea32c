import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  COMPANY_TRIPS_CSV_COLUMNS,
  CompanyTripsResponseSchema,
  companyPaths as P,
  type CompanyTrip,
} from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";
import { q, q1 } from "../../lib/sql.ts";
import { companyRide, seedCompanyRides } from "./billing.test-support.ts";
import { istMonth, istMonthRange } from "./csv.ts";
import { memberOf, openCompany, operator } from "./test-factories.ts";

/**
 * The portal's trips (README "Company accounts"): who sees which trip by role, the filters, keyset paging without
 * duplicates or gaps, the CSV (columns, IST dates, rupees, the formula guard), and another company's member refused.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof memberOf>>;
let A: string;
let B: string;
let admin: Member, approver: Member, booker: Member, traveller: Member, outsider: Member;
let centre: { id: string; code: string; name: string };
const month = () => istMonth(t.clock.now(), -1);
const day = (d: number, h = 10) =>
  new Date(istMonthRange(month()).from.getTime() + (d - 1) * 86_400_000 + h * 3600_000);

async function get(cookie: string, url: string) {
  return t.app.inject({ method: "GET", url, headers: { cookie } });
}
async function allTrips(cookie: string, query = "", limit = 7): Promise<CompanyTrip[]> {
  const out: CompanyTrip[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(cookie, `${P.trips(A)}?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = CompanyTripsResponseSchema.parse(res.json());
    out.push(...body.trips);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

describe("company trips", () => {
  beforeAll(async () => {
    t = await createTestApp();
    const ops = await operator(t);
    A = (await openCompany(t, ops.cookie)).id;
    B = (await openCompany(t, ops.cookie)).id;
    [admin, approver, booker, traveller] = await Promise.all(
      (["admin", "approver", "booker", "traveller"] as const).map((r) => memberOf(t, A, r)),
    );
    outsider = await memberOf(t, B, "admin");
    const db = t.database.db;
    centre = (await q1<{ id: string; code: string; name: string }>(
      db,
      sql`INSERT INTO company_cost_centres (company_id, code, name) VALUES (${A}, 'SALES', 'Sales East')
          RETURNING id, code, name`,
    ))!;
    // the booker books for the traveller, for a guest (a name that would run as a formula) and for themselves
    await companyRide(db, {
      companyId: A,
      bookerId: booker.userId,
      travellerUserId: traveller.userId,
      startTime: day(3),
      costCentre: centre,
    });
    await companyRide(db, {
      companyId: A,
      bookerId: booker.userId,
      guest: { name: '=HYPERLINK("http://evil")', phone: uniquePhone() },
      startTime: day(4),
      companyReference: 'PO, 77 "urgent"',
    });
    await companyRide(db, { companyId: A, bookerId: booker.userId, startTime: day(5), status: "cancelled" });
    // the traveller books one for themselves
    await companyRide(db, {
      companyId: A,
      bookerId: traveller.userId,
      travellerUserId: traveller.userId,
      startTime: day(6),
    });
    // 30 of the admin's, and B's own
    await seedCompanyRides(db, {
      companyId: A,
      bookerId: admin.userId,
      n: 30,
      monthStart: istMonthRange(month()).from,
      prefix: "ADM",
      invoiced: true,
    });
    await companyRide(db, { companyId: B, bookerId: outsider.userId, startTime: day(3) });
    // a ride on the road today: the chauffeur said 'on my way'
    const live = await companyRide(db, {
      companyId: A,
      bookerId: admin.userId,
      startTime: new Date(t.clock.now().getTime() + 1800_000),
      status: "confirmed",
    });
    await q(
      db,
      sql`INSERT INTO rides (booking_id, pin, step, on_my_way_at) VALUES (${live.id}, '1234', 'on_my_way', now())`,
    );
  });
  afterAll(() => t.close());

  it("shows admins and approvers every trip, bookers what they booked, travellers what they travel on or booked", async () => {
    const all = await allTrips(admin.cookie);
    expect(all).toHaveLength(35);
    expect(await allTrips(approver.cookie)).toHaveLength(35);
    const booked = await allTrips(booker.cookie);
    expect(booked.map((x) => x.bookedBy.userId)).toEqual([booker.userId, booker.userId, booker.userId]);
    const mine = await allTrips(traveller.cookie);
    expect(mine).toHaveLength(2);
    expect(mine.every((x) => x.traveller.name === "A traveller")).toBe(true);
    const guest = booked.find((x) => x.traveller.guest)!;
    expect(guest.traveller.phone).toMatch(/^\+91/);
    expect(all.find((x) => x.liveStep)?.liveStep).toBe("on_my_way");
    const invoiced = all.find((x) => x.invoiceNumber)!;
    expect(invoiced.gstPaise).toBe(invoiced.amountPaise - Math.round((invoiced.amountPaise * 100) / 105));
  });

  it("pages on (pickup, id) without duplicates or gaps, newest first", async () => {
    const paged = await allTrips(admin.cookie, "", 4);
    const ids = paged.map((x) => x.id);
    expect(new Set(ids).size).toBe(35);
    const times = paged.map((x) => x.pickupAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(ids).toEqual((await allTrips(admin.cookie, "", 100)).map((x) => x.id));
    expect((await get(admin.cookie, `${P.trips(A)}?cursor=bm9wZQ`)).statusCode).toBe(400);
  });

  it("filters by traveller, a name's part, cost centre, month and status", async () => {
    expect(await allTrips(admin.cookie, `&travellerUserId=${traveller.userId}`)).toHaveLength(2);
    expect(await allTrips(admin.cookie, "&traveller=hyperlink")).toHaveLength(1);
    expect(await allTrips(admin.cookie, "&traveller=%25")).toHaveLength(0);
    const cc = await allTrips(admin.cookie, `&costCentreId=${centre.id}`);
    expect(cc.map((x) => x.costCentre)).toEqual([{ code: "SALES", name: "Sales East" }]);
    expect(await allTrips(admin.cookie, `&month=${month()}`)).toHaveLength(34);
    expect(await allTrips(admin.cookie, "&status=cancelled")).toHaveLength(1);
    expect(await allTrips(booker.cookie, "&status=cancelled")).toHaveLength(1);
  });

  it("exports the same selection as CSV: its columns, IST dates, rupees, quoting and the formula guard", async () => {
    const res = await get(admin.cookie, `${P.tripsCsv(A)}?month=${month()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="[a-z0-9-]+-trips-${month()}\\.csv"$`),
    );
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(COMPANY_TRIPS_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(35);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain(`"PO, 77 ""urgent"""`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(res.body).toMatch(/,\d+\.\d{2},\d+\.\d{2},/);
    const mine = await get(traveller.cookie, P.tripsCsv(A));
    expect(mine.body.trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("answers 404 to another company's member and to a stranger, whatever the filters", async () => {
    for (const url of [P.trips(A), P.tripsCsv(A), `${P.trips(A)}?month=${month()}`]) {
      expect((await get(outsider.cookie, url)).statusCode).toBe(404);
    }
    expect((await get(admin.cookie, P.trips(B))).statusCode).toBe(404);
    expect((await get(admin.cookie, P.trips("not-a-uuid"))).statusCode).toBe(404);
  });
});
