import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { DEFAULT_EVENT_CANCELLATION, EVENT_PRICING_EXAMPLES, eventPaths } from "@chauffeur/contracts";
import { auditLog, eventQuotes, events, leads, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { quoteLinkValid } from "./quote-link.ts";

/** The console's events: from an enquiry to a sent quote (SMS and e-mail with the signed link), withdrawal, audit. */
describe("events console: enquiry, quote, send, withdraw", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Meera Operator" });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const audits = (eventId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, eventId)))
      .orderBy(asc(auditLog.id));
  const wedding = EVENT_PRICING_EXAMPLES[0]!;
  const terms = {
    ...wedding.quote,
    balanceDueOn: "2027-02-01",
    validUntil: "2027-02-05",
    cancellation: DEFAULT_EVENT_CANCELLATION,
  };

  async function enquiry(phone: string) {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        kind: "event_enquiry",
        eventType: "wedding",
        name: "Sonali Patnaik",
        phone,
        email: "sonali@example.in",
        description: "Wedding in February, about 6 cars for two days",
      })
      .returning();
    return lead!;
  }

  it("turns an event enquiry into an event with the lead's details, once", async () => {
    const lead = await enquiry(uniquePhone());
    const body = { venues: [{ name: "Mayfair Convention" }], dates: ["2027-02-12", "2027-02-11"] };
    const res = await call("POST", eventPaths.opsFromLead(lead.id), body);
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({
      status: "draft",
      eventType: "wedding",
      clientName: "Sonali Patnaik",
      clientPhone: lead.phone,
      clientEmail: "sonali@example.in",
      leadId: lead.id,
      dates: ["2027-02-11", "2027-02-12"],
      startsOn: "2027-02-11",
      notes: "Wedding in February, about 6 cars for two days",
    });
    expect(res.json().event.reference).toMatch(/^EV-[A-Z2-9]{6}$/);
    const again = await call("POST", eventPaths.opsFromLead(lead.id), body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already created from this enquiry/);
    const noDates = await call("POST", eventPaths.opsFromLead(lead.id), { venues: body.venues, dates: [] });
    expect(noDates.statusCode).toBe(400);
    const [service] = await t.database.db
      .insert(leads)
      .values({ kind: "service_request", name: "X", phone: uniquePhone(), service: "airport-transfer" })
      .returning();
    expect((await call("POST", eventPaths.opsFromLead(service!.id), body)).statusCode).toBe(400);
    expect((await audits(res.json().event.id)).map((a) => a.action)).toEqual(["event.create"]);
  });

  it("sends a quote by SMS and e-mail with the signed link, then withdraws it; every change is audited", async () => {
    const phone = uniquePhone();
    const lead = await enquiry(phone);
    const created = await call("POST", eventPaths.opsFromLead(lead.id), {
      venues: [{ name: "Mayfair Convention" }],
      dates: wedding.dates,
      title: "Patnaik–Rath wedding",
    });
    const id = created.json().event.id as string;
    const patched = await call("PATCH", eventPaths.opsEvent(id), {
      coordinator: { name: "Rahul", phone: uniquePhone() },
    });
    expect(patched.statusCode).toBe(200);
    expect((await call("PATCH", eventPaths.opsEvent(id), {})).statusCode).toBe(400);
    const draft = (await call("POST", eventPaths.opsQuotes(id))).json();
    // an empty draft is not sent
    const empty = await call("POST", eventPaths.opsSendQuote(id, draft.id));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one line/);
    expect((await call("POST", eventPaths.opsQuotes(id))).statusCode).toBe(409); // one draft at a time
    expect((await call("PUT", eventPaths.opsQuote(id, draft.id), terms)).statusCode).toBe(200);
    const sent = await call("POST", eventPaths.opsSendQuote(id, draft.id));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", amounts: { totalPaise: wedding.expected.totalPaise } });
    const link = sent.json().link as string;
    expect(link).toMatch(new RegExp(`^http://localhost:4000/events/quote/${draft.id}\\?t=[0-9a-f]{32}$`));
    const [row] = await t.database.db.select().from(eventQuotes).where(eq(eventQuotes.id, draft.id));
    expect(quoteLinkValid(t.app.ctx, row!, new URL(link).searchParams.get("t") ?? undefined)).toBe(true);
    const mine = (await t.database.db.select().from(outboxMessages)).filter(
      (m) => m.toAddress === phone || m.toAddress === "sonali@example.in",
    );
    expect(mine.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    for (const m of mine) expect(m.text).toContain(link);
    expect(mine.find((m) => m.channel === "email")!.subject).toMatch(/Patnaik–Rath wedding: ₹73,037/);
    expect((await call("PUT", eventPaths.opsQuote(id, draft.id), terms)).statusCode).toBe(409); // sent: frozen
    const [ev] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(ev!.status).toBe("sent");

    const withdrawn = await call("POST", eventPaths.opsWithdrawQuote(id, draft.id));
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "withdrawn", link: null });
    expect((await call("POST", eventPaths.opsWithdrawQuote(id, draft.id))).statusCode).toBe(409);
    const detail = (await call("GET", eventPaths.opsEvent(id))).json();
    expect(detail.event.status).toBe("draft");
    expect(detail.quotes.map((q: { status: string }) => q.status)).toEqual(["withdrawn"]);
    expect((await audits(id)).map((a) => a.action)).toEqual([
      "event.create",
      "event.update",
      "event.quote_draft",
      "event.quote_save",
      "event.sent",
      "event.quote_send",
      "event.draft",
      "event.quote_withdraw",
    ]);
    // a second version copies the lines; sending it supersedes nothing withdrawn
    const v2 = (await call("POST", eventPaths.opsQuotes(id))).json();
    expect(v2).toMatchObject({ version: 2, status: "draft", amounts: { totalPaise: wedding.expected.totalPaise } });
  });

  it("a revised quote after acceptance is a new version sent to the client; the accepted one stands until then", async () => {
    const phone = uniquePhone();
    const created = await call("POST", eventPaths.opsEvents, {
      eventType: "wedding",
      title: "Revised wedding",
      client: { name: "Asha Mohanty", phone },
      venues: [{ name: "Mayfair Lagoon" }],
      dates: wedding.dates,
    });
    const id = created.json().event.id as string;
    const v1 = (await call("POST", eventPaths.opsQuotes(id))).json();
    await call("PUT", eventPaths.opsQuote(id, v1.id), terms);
    await call("POST", eventPaths.opsSendQuote(id, v1.id));
    // the client's side accepts and pays the deposit (another part of the module): as it leaves the rows
    await t.database.db.execute(
      sql`UPDATE event_quotes SET status = 'accepted', accepted_at = now() WHERE id = ${v1.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE events SET status = 'deposit_paid', accepted_quote_id = ${v1.id} WHERE id = ${id}`,
    );
    const v2 = await call("POST", eventPaths.opsQuotes(id));
    expect(v2.statusCode).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, status: "draft", lines: terms.lines });
    // another car: one more SUV line on the first day
    const more = [...terms.lines, { ...terms.lines[1]!, cars: 1, dates: [wedding.dates[0]] }];
    const saved = await call("PUT", eventPaths.opsQuote(id, v2.json().id), { ...terms, lines: more });
    expect(saved.json().amounts.subtotalPaise).toBe(wedding.expected.subtotalPaise + 4_500_00);
    const sent = await call("POST", eventPaths.opsSendQuote(id, v2.json().id));
    expect(sent.statusCode).toBe(200);
    const detail = (await call("GET", eventPaths.opsEvent(id))).json();
    expect(detail.event.status).toBe("deposit_paid"); // a revision keeps the event's status (EVENT_TRANSITIONS)
    expect(detail.quotes.map((q: { version: number; status: string }) => [q.version, q.status])).toEqual([
      [2, "sent"],
      [1, "accepted"],
    ]);
    // the list's total is still the accepted quote's until the client accepts the revision
    expect(detail.event.totalPaise).toBe(wedding.expected.totalPaise);
    const sms = (await t.database.db.select().from(outboxMessages)).filter((m) => m.toAddress === phone);
    expect(sms.filter((m) => m.text.includes(`/events/quote/${v2.json().id}?t=`))).toHaveLength(1);
  });

  it("lists events by status with received, due, partner costs and margin", async () => {
    const phone = uniquePhone();
    const created = await call("POST", eventPaths.opsEvents, {
      eventType: "corporate event",
      title: "Annual offsite",
      client: { name: "Kalinga Steel", phone },
      venues: [{ name: "Swosti Premium" }],
      dates: wedding.dates,
    });
    const id = created.json().event.id as string;
    const q = (await call("POST", eventPaths.opsQuotes(id))).json();
    await call("PUT", eventPaths.opsQuote(id, q.id), terms);
    await call("POST", eventPaths.opsSendQuote(id, q.id));
    // the deposit captured (the money's helpers write these rows through the gateway; booking_id is null for events)
    await t.database.db.execute(
      sql`INSERT INTO payments (event_id, gateway, provider_order_id, amount_paise, status, purpose)
        VALUES (${id}, 'sandbox', ${`order_ev_${id.slice(0, 8)}`}, ${wedding.expected.depositPaise}, 'captured', 'event_deposit')`,
    );
    const partner = await call("POST", eventPaths.opsPartnerCars(id), {
      ownerName: "Bikash Sahoo",
      ownerPhone: uniquePhone(),
      plate: "OD 05 ZZ 7001",
      vehicleClass: "suv",
      costPaise: 6_000_00,
    });
    expect(partner.statusCode).toBe(201);
    const sent = (await call("GET", `${eventPaths.opsEvents}?status=sent`)).json().events;
    const mine = sent.find((e: { id: string }) => e.id === id);
    expect(mine).toMatchObject({
      totalPaise: wedding.expected.totalPaise,
      receivedPaise: wedding.expected.depositPaise,
      duePaise: wedding.expected.totalPaise - wedding.expected.depositPaise,
      partnerCostPaise: 6_000_00,
      marginPaise: wedding.expected.taxablePaise - 6_000_00,
    });
    const drafts = (await call("GET", `${eventPaths.opsEvents}?status=draft`)).json().events;
    expect(drafts.some((e: { id: string }) => e.id === id)).toBe(false);
    expect((await call("GET", `${eventPaths.opsEvents}?status=lost`)).statusCode).toBe(400);
  });
});
