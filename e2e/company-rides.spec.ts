import { readFile } from "node:fs/promises";
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { COMPANY_TRIPS_CSV_COLUMNS, opsPaths } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { newRider, readEmail, registerAndSignIn } from "./support/auth";
import { acceptInPage, companyWithAdmin, contextPage, invitationLink, inviteFromPeopleTab } from "./support/company";
import { ownCar, PICKUP_IN_HOURS } from "./support/fleet";
import { seriousViolations } from "./support/axe";
import { toast } from "./support/toast";
import { operatorRequest, outboxFor } from "./ops-support";
import { movePickupNear, newChauffeurPhone } from "./support/ride";

// A company's ride from booking to invoice (README "Company accounts"): the admin invites a booker and an approver and
// sets an approval amount below the fare; the booker books an airport transfer for a guest on the fare summary, billed
// to the company with a cost centre; the approver approves it from the e-mailed link; the operator confirms it with
// this test's own car and completes it; the guest's SMS carry no price; the admin downloads the invoice and the month's trips CSV.
// Every person has a browser context of their own; the company, people and car are this file's own.
const SHOTS = "e2e/artifacts/company-rides";

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
const istLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

/** An airport arrival's quote (the booker's own session), `PICKUP_IN_HOURS` ahead, with a car of its class added. */
async function airportQuote(page: Page) {
  const landing = new Date(Date.now() + PICKUP_IN_HOURS * 3600_000);
  const charge = await page.request.post("/api/v1/bookings/charges/airport-transfer", {
    data: {
      transferType: "airport-to-city",
      airportCode: "BBI",
      dropOff: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
      flightNumber: "6E 2341",
      startTime: istLocal(landing),
      passengerCount: 1,
      luggageCount: 1,
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quote = (await charge.json()).data as { quoteId: string; carType: string };
  const car = await ownCar(quote.carType ?? "sedan");
  return { quoteId: quote.quoteId, car };
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFile((await file.path())!);
}

test("a booker books a guest's airport transfer on the company's account; an approver approves it from the link, the operator confirms it, the admin downloads the invoice and the trips CSV", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // four people, an operator and three registrations on a shared 2-core machine
  const adminPage = await contextPage(browser, baseURL);
  const { companyId, name: company } = await companyWithAdmin(adminPage, {
    name: `Mahanadi Steel ${randomInt(0, 1e6)} Ltd`,
  });

  // the admin: a booker and an approver invited, a cost centre, an approval amount of ₹100 (below any fare)
  const booker = newRider({ name: "Sanjay Booker" });
  const approver = newRider({ name: "Anita Approver" });
  await inviteFromPeopleTab(adminPage, booker, "booker");
  await inviteFromPeopleTab(adminPage, approver, "approver");
  await adminPage.getByRole("tab", { name: "Cost centres" }).click();
  await adminPage.getByLabel("Code").fill("SALES-E");
  await adminPage.getByLabel("Name", { exact: true }).fill("Sales East");
  await adminPage.getByRole("button", { name: "Add cost centre" }).click();
  await expect(adminPage.getByTestId("cost-centre")).toContainText("SALES-E · Sales East");
  await adminPage.getByRole("tab", { name: "Policy" }).click();
  await adminPage.getByLabel("Rides above an amount need approval").check();
  await adminPage.getByLabel("Amount in rupees (GST included)").fill("100");
  await adminPage.getByRole("button", { name: "Save policy" }).click();
  await expect(toast(adminPage, "Policy saved.")).toBeVisible();

  const bookerPage = await contextPage(browser, baseURL, 375);
  await registerAndSignIn(bookerPage, booker);
  await acceptInPage(bookerPage, await invitationLink(bookerPage, booker.email));
  const approverPage = await contextPage(browser, baseURL);
  await registerAndSignIn(approverPage, approver);
  await acceptInPage(approverPage, await invitationLink(approverPage, approver.email));

  // the booker, on a phone: the fare summary's 'Book for' a guest and 'Bill to' the company
  const guest = newRider({ name: "Dr Kavya Nair" });
  const { quoteId, car } = await airportQuote(bookerPage);
  await bookerPage.goto(`/airport-transfers/fare-summary?quote=${quoteId}`);
  const parties = bookerPage.getByRole("region", { name: "Who travels and who pays" });
  await parties.getByLabel("Book for").selectOption({ label: "Someone else" });
  await parties.getByLabel("Traveller's name").fill(guest.name);
  await parties.getByLabel("Traveller's mobile number").fill(guest.phone);
  await parties.getByLabel("Bill to").selectOption({ label: company });
  await expect(parties.getByText("Company discount (5%)")).toBeVisible();
  await expect(parties.getByText("This ride will be sent to your company's approver:")).toBeVisible();
  await expect(parties.getByText("Above the approval amount")).toBeVisible();
  // the cost centre is required by the company's policy (the default): 'Book now' first says so
  await bookerPage.getByRole("button", { name: "Book now" }).first().click();
  await expect(parties.getByText("Choose a cost centre: your company requires one")).toBeVisible();
  await parties.getByLabel("Cost centre").selectOption({ label: "SALES-E · Sales East" });
  await parties.getByLabel("Reference (PO, project)").fill("PO-4471");
  await parties.getByLabel("Purpose").fill("Client visit");
  expect(await seriousViolations(bookerPage, "[data-testid=booking-parties]")).toEqual([]);
  await bookerPage.screenshot({ path: `${SHOTS}/fare-summary-company-375.png`, fullPage: true });
  const ordered = bookerPage.waitForResponse((r) => r.url().includes("/bookings/order/"));
  await bookerPage.getByRole("button", { name: "Book now" }).first().click();
  const order = (await ordered).request().postDataJSON() as Record<string, unknown>;
  expect(order).toMatchObject({
    bookFor: { kind: "guest", name: guest.name, phone: guest.phoneE164 },
    billTo: { kind: "company", companyId, reference: "PO-4471", purpose: "Client visit" },
  });
  await expect(toast(bookerPage, "Sent to your company's approver")).toBeVisible();
  await expect(bookerPage).toHaveURL(/\/user\/bookings\/[0-9a-f-]+\/trip/);
  const bookingId = /\/user\/bookings\/([0-9a-f-]+)\/trip/.exec(bookerPage.url())![1]!;

  // the admin's Trips: awaiting approval
  await adminPage.getByRole("tab", { name: "Trips" }).click();
  const trip = adminPage.getByTestId("trip").filter({ hasText: guest.name });
  await expect(trip.getByText("Awaiting approval")).toBeVisible();

  // the approver: the link in the e-mail opens the ride with Approve and Decline
  const mail = await readEmail(approverPage, approver.email, /waits for your approval/);
  const link = /\/company\/[0-9a-f-]+\/approvals\/[0-9a-f-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBe(`/company/${companyId}/approvals/${bookingId}`);
  await approverPage.goto(link!);
  const card = approverPage.getByTestId("approval");
  await expect(card).toContainText(guest.name);
  await expect(card).toContainText("Sanjay Booker");
  await expect(card).toContainText("Above the approval amount");
  expect(await seriousViolations(approverPage)).toEqual([]);
  await approverPage.screenshot({ path: `${SHOTS}/approval-link-1440.png`, fullPage: true });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(approverPage.getByRole("heading", { name: "Ride approved." })).toBeVisible();
  await approverPage.reload();
  await expect(approverPage.getByRole("heading", { name: "Already decided" })).toBeVisible();

  // the operator confirms it with this test's own car and a new chauffeur
  const ops = await operatorRequest();
  const chauffeur = await ops.post(opsPaths.chauffeurs, {
    data: {
      name: "Bikash Sahoo",
      phone: newChauffeurPhone(),
      licenceNumber: "OD0220190054321",
      licenceExpiry: "2034-06-30",
    },
  });
  expect(chauffeur.status(), await chauffeur.text()).toBe(201);
  const confirm = await ops.post(opsPaths.bookingAction(bookingId, "confirm"), {
    data: { chauffeurId: ((await chauffeur.json()) as { id: string }).id, carId: car.id },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  // the ride is done: its steps open near the pickup, so it moves an hour from now first; invoiced at completion
  await movePickupNear(ops, bookingId);
  for (const action of ["start", "complete"] as const) {
    const r = await ops.post(opsPaths.bookingAction(bookingId, action), { data: {} });
    expect(r.status(), `${action}: ${await r.text()}`).toBe(200);
  }

  // the guest's SMS: told of the ride, never of its price
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = (await outboxFor(adminPage.request, guest.phoneE164))
        .filter((m) => m.channel === "sms")
        .map((m) => m.text);
      return texts.length;
    })
    .toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(/₹|\bRs\.?\s?\d|\bINR\b/);

  // the admin: the invoice's PDF, then the month's trips CSV with the ride's cost centre
  await expect
    .poll(async () => (await adminPage.request.get(`/api/v1/companies/${companyId}/invoices`)).text())
    .toContain('"kind":"invoice"');
  await adminPage.reload();
  await adminPage.getByRole("tab", { name: "Invoices" }).click();
  const invoice = adminPage.getByTestId("invoice").first();
  await expect(invoice).toBeVisible();
  const pdf = await download(adminPage, () => invoice.getByRole("link", { name: /Download PDF/ }).click());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // the ride's month: its pickup moved to this hour (India's time)
  const pickupMonth = istLocal(new Date()).slice(0, 7);
  await adminPage.getByRole("tab", { name: "Trips" }).click();
  await adminPage.getByLabel("Month").fill(pickupMonth);
  await expect(adminPage.getByTestId("trips-csv")).toHaveAttribute("href", new RegExp(`month=${pickupMonth}`));
  const csv = (await download(adminPage, () => adminPage.getByTestId("trips-csv").click()))
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(COMPANY_TRIPS_CSV_COLUMNS.join(","));
  const row = rows.find((r) => r.includes(guest.name));
  expect(row, csv).toContain("SALES-E");

  await screensOfThePortal(adminPage);
  for (const p of [adminPage, bookerPage, approverPage]) await p.context().close();
});

/** The admin's new tabs at 375 and 1440 px, each checked with axe. */
async function screensOfThePortal(page: Page) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    for (const [tab, heading] of [
      ["Approvals", "Rides waiting for approval"],
      ["Trips", "Trips"],
      ["Invoices", "Invoices and credit notes"],
      ["Statements", "Monthly statements"],
      ["Spend", "Spend"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText("Loading your company…")).toHaveCount(0);
      expect(await seriousViolations(page), `${tab} at ${width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/portal-${tab.toLowerCase()}-${width}.png`, fullPage: true });
    }
  }
}
