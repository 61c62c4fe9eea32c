import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import {
  DEFAULT_EVENT_CANCELLATION,
  EVENT_PRICING_EXAMPLES,
  EVENT_TARIFF_DEFAULTS,
  eventPaths,
  type EventPricingExample,
} from "@chauffeur/contracts";
import { eventQuotes, tariffs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";

/** README "Weddings and events": every line kind priced through the console's API as the worked examples say. */
describe("events console: pricing through the API", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Meera Operator" });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const terms = (ex: EventPricingExample) => ({
    ...ex.quote,
    balanceDueOn: ex.dates[0],
    validUntil: ex.dates[0],
    cancellation: DEFAULT_EVENT_CANCELLATION,
  });
  async function newEvent(dates: string[]) {
    const res = await call("POST", eventPaths.opsEvents, {
      eventType: "wedding",
      title: "Mohanty–Das wedding",
      client: { name: "Asha Mohanty", phone: "+919812300001", email: "asha@example.in" },
      venues: [{ name: "Mayfair Lagoon", address: "Jaydev Vihar, Bhubaneswar" }],
      dates,
    });
    expect(res.statusCode).toBe(201);
    return res.json().event.id as string;
  }

  for (const ex of EVENT_PRICING_EXAMPLES)
    it(`prices the '${ex.id}' example to the paisa, stored with its tariff version`, async () => {
      const id = await newEvent(ex.dates);
      const draft = await call("POST", eventPaths.opsQuotes(id));
      expect(draft.statusCode).toBe(201);
      expect(draft.json()).toMatchObject({ version: 1, status: "draft", lines: [] });
      const preview = await call("POST", eventPaths.opsPricePreview, terms(ex));
      expect(preview.statusCode).toBe(200);
      const saved = await call("PUT", eventPaths.opsQuote(id, draft.json().id), terms(ex));
      expect(saved.statusCode).toBe(200);
      const { linePaise, ...totals } = ex.expected;
      for (const amounts of [preview.json().amounts, saved.json().amounts]) {
        expect(amounts.lines.map((l: { amountPaise: number }) => l.amountPaise)).toEqual(linePaise);
        expect(amounts).toMatchObject(totals);
      }
      const [row] = await t.database.db.select().from(eventQuotes).where(eq(eventQuotes.id, draft.json().id));
      const [tariff] = await t.database.db.select().from(tariffs).orderBy(desc(tariffs.version)).limit(1);
      expect(row).toMatchObject({ totalPaise: totals.totalPaise, depositPaise: totals.depositPaise });
      expect(row!.tariffVersion).toBe(tariff!.version);
      expect(row!.breakdown.lines.map((l) => l.amountPaise)).toEqual(linePaise);
    });

  it("refuses bad lines and terms with 400 and a message a person can act on", async () => {
    const ex = EVENT_PRICING_EXAMPLES[0]!;
    const id = await newEvent(ex.dates);
    const q = (await call("POST", eventPaths.opsQuotes(id))).json();
    const put = (body: object) => call("PUT", eventPaths.opsQuote(id, q.id), { ...terms(ex), ...body });
    const noLines = await put({ lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().message).toMatch(/at least one line/i);
    const backwards = await put({ lines: [{ ...ex.quote.lines[0], start: "21:00", end: "09:00" }] });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toMatch(/end time must be after the start/);
    const stray = await put({ lines: [{ ...ex.quote.lines[0], dates: ["2027-03-01"] }] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toMatch(/2027-03-01: not one of the event's dates/);
    const late = await put({ validUntil: "2027-03-01" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/validity cannot end after/);
    const badClass = await put({ lines: [{ ...ex.quote.lines[0], vehicleClass: "limousine" }] });
    expect(badClass.statusCode).toBe(400);
    const badEvent = await call("POST", eventPaths.opsEvents, { eventType: "wedding", title: "", dates: [] });
    expect(badEvent.statusCode).toBe(400);
    const past = await call("POST", eventPaths.opsEvents, {
      eventType: "wedding",
      title: "Old",
      client: { name: "A", phone: "+919812300001" },
      venues: [{ name: "X" }],
      dates: ["2020-01-01"],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/has passed/);
    expect((await call("GET", eventPaths.opsEvent("not-a-uuid"))).statusCode).toBe(400);
  });

  it("prices with the tariff's 'events' section as operators edit it (a new version for new quotes)", async () => {
    const list = (await call("GET", "/api/v1/ops/tariffs")).json();
    const current = list.versions[0];
    // a version stored without the section is shown (and kept) with the defaults
    expect(current.data.events).toEqual(EVENT_TARIFF_DEFAULTS);
    const data = structuredClone(current.data);
    data.events.placardEach = 600;
    data.events.classes.luxury.dayPackage = 13000;
    const published = await call("POST", "/api/v1/ops/tariffs", { data, note: "Wedding season rates" });
    expect(published.statusCode).toBe(201);
    const badEvents = structuredClone(data);
    badEvents.events.placardEach = -1;
    expect((await call("POST", "/api/v1/ops/tariffs", { data: badEvents, note: "negative" })).statusCode).toBe(400);
    const ex = EVENT_PRICING_EXAMPLES[0]!;
    const preview = (await call("POST", eventPaths.opsPricePreview, terms(ex))).json();
    expect(preview.tariffVersion).toBe(published.json().version);
    // luxury day 13,000 instead of 12,000 (× 2 dates) and 4 placards × 600 instead of 500
    expect(preview.amounts.lines[0].amountPaise).toBe(ex.expected.linePaise[0]! + 2 * 1000_00);
    expect(preview.amounts.lines[3].amountPaise).toBe(4 * 600_00);
  });
});
