import { eventPaths } from "@chauffeur/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { accept, insertRevision, payTwiceOver, sentEvent } from "./money.test-support.ts";

// a revision after the whole event's invoice, on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`events: a revised quote after the tax invoice (${DB_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a dearer revision of a fully paid event: its difference is paid from 'Pay balance' and billed by a supplementary invoice", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const pay = (id: string) =>
      t.app.inject({ method: "POST", url: eventPaths.payBalance(id), headers: { cookie: rider.cookie } });
    await payTwiceOver(t, (await accept(t, rider.cookie, ev.quoteId)).json());
    await payTwiceOver(t, (await pay(ev.eventId)).json());
    const v2 = await insertRevision(t, ev.eventId, 115_500_00);
    // accepted, its difference's checkout left unpaid
    expect((await accept(t, rider.cookie, v2)).json()).toMatchObject({ payment: "checkout", amountPaise: 10_500_00 });
    const view = await t.app.inject({
      method: "GET",
      url: eventPaths.event(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(view.json()).toMatchObject({ status: "fully_paid", duePaise: 10_500_00, canPayBalance: true });
    const due = await pay(ev.eventId);
    expect(due.json()).toMatchObject({ payment: "checkout", amountPaise: 10_500_00 });
    await payTwiceOver(t, due.json());
    const docs = await t.database.query<{ kind: string; total_paise: number; detail: { supplementary?: string } }>(
      "SELECT kind, total_paise, detail FROM event_documents WHERE event_id = $1 ORDER BY issued_at, number",
      [ev.eventId],
    );
    expect(docs.map((d) => [d.kind, d.total_paise])).toEqual([
      ["receipt_voucher", 31_500_00],
      ["invoice", 105_000_00],
      ["invoice", 10_500_00],
    ]);
    expect(docs[2].detail.supplementary).toMatch(/^EI\//);
    const after = await t.app.inject({
      method: "GET",
      url: eventPaths.event(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(after.json()).toMatchObject({ status: "fully_paid", duePaise: 0, canPayBalance: false });
  });
});
