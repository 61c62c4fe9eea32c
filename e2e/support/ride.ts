import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { driverPaths, opsPaths, ridePages, ridePaths } from "@chauffeur/contracts";
import { expect } from "./fixtures";
import { readOtp } from "./auth";
import { outboxFor, signInOperator } from "../ops-support";
import { addCarOfClass } from "./fleet";

// The day of the ride's people, as the browser tests drive them (README "The day of the ride"): the operator confirms
// a booking with a new chauffeur and a free car, the chauffeur signs in with the SMS code and works a trip through the
// driver API or the chauffeur app's sign-in screen, and the rider's Ride PIN as the rider has it.

/** A chauffeur's mobile in +91 form, new at each call (the last nine digits of the clock). */
export const newChauffeurPhone = () => `+917${String(Date.now()).slice(-9)}`;

export interface NewChauffeur {
  name: string;
  /** +91XXXXXXXXXX */
  phone: string;
  licenceNumber?: string;
}

/**
 * Test aid (modules/dev/booking-time.ts, ENABLE_TEST_CLOCK only): moves one booking's pickup to `minutesFromNow` from
 * the server's now, its planned end, hold and a round trip's return with it, so its steps open (they open
 * ON_MY_WAY_OPENS_MINUTES before pickup) without moving the clock the parallel tests share. Only moves it earlier.
 */
export async function movePickupNear(request: APIRequestContext, bookingId: string, minutesFromNow = 60) {
  const res = await request.post(`/api/v1/dev/bookings/${bookingId}/pickup`, {
    data: { minutesFromNow, onlyIfLater: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Through the console's API (an operator's request): adds the chauffeur and confirms the booking with a free car. By
 * default the pickup first moves an hour from now (movePickupNear), so the day-of-ride steps are open and the car is
 * free then; `keepPickup` leaves a trip days ahead as it was booked.
 */
export async function confirmWithNewChauffeur(
  ops: APIRequestContext,
  bookingId: string,
  chauffeur: NewChauffeur,
  opts: { keepPickup?: boolean } = {},
) {
  if (!opts.keepPickup) await movePickupNear(ops, bookingId);
  const made = await ops.post(opsPaths.chauffeurs, {
    data: {
      name: chauffeur.name,
      phone: chauffeur.phone,
      licenceNumber: chauffeur.licenceNumber ?? "OD0220190054321",
      licenceExpiry: "2034-06-30",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const chauffeurId = ((await made.json()) as { id: string }).id;
  type Cars = { cars: Array<{ id: string; plate: string; model: string; free: boolean; vehicleClass: string }> };
  const candidates = async () => ((await (await ops.get(opsPaths.bookingCandidates(bookingId))).json()) as Cars).cars;
  let car = (await candidates()).find((c) => c.free && opts.keepPickup)!;
  if (!car) {
    // a pickup moved near now: this test brings a car of the booked class of its own, so tests running beside it
    // (their pickups near now too) never take the last free one
    car = await addCarOfClass(ops, (await candidates())[0].vehicleClass);
  }
  expect(car, "a free car of the booked class").toBeTruthy();
  const confirm = await ops.post(opsPaths.bookingAction(bookingId, "confirm"), {
    data: { chauffeurId, carId: car.id },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { chauffeurId, car };
}

/** The same by an operator signed in in a browser context of their own (closed afterwards). */
export async function operatorConfirmsWithNewChauffeur(
  browser: Browser,
  baseURL: string | undefined,
  bookingId: string,
  chauffeur: NewChauffeur,
  opts: { keepPickup?: boolean } = {},
) {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await signInOperator(page);
  const confirmed = await confirmWithNewChauffeur(page.request, bookingId, chauffeur, opts);
  await ctx.close();
  return confirmed;
}

/**
 * The chauffeur signs in (phone and SMS code) in a browser context of their own and works one trip through the driver
 * API: `step` sends a button's request and gives its answer, `act` one that must succeed, `move` a position.
 */
export async function chauffeurOnDriverApi(
  browser: Browser,
  baseURL: string | undefined,
  phone: string,
  bookingId: string,
) {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  const api = page.request;
  expect((await api.post(driverPaths.otp, { data: { phone } })).status()).toBe(200);
  const otp = await readOtp(page, phone);
  const signIn = await api.post(driverPaths.signIn, { data: { phone, otp } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const step = (action: string, data: object = {}) => api.post(driverPaths.action(bookingId, action), { data });
  const act = async (action: string, data: object = {}) => {
    const res = await step(action, data);
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  };
  const move = (position: object) => api.post(driverPaths.positions(bookingId), { data: { positions: [position] } });
  return { api, step, act, move, close: () => ctx.close() };
}

/** The chauffeur app's sign-in on the phone: the 10-digit number, 'Send code', the SMS code, 'Sign in', 'My trips'. */
export async function chauffeurSignsInOnPhone(page: Page, phone: string) {
  await page.goto(ridePages.driver);
  await expect(page).toHaveURL(/\/driver\/sign-in$/);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code from SMS").fill(await readOtp(page, `+91${phone}`));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
}

/** The Ride PIN as the rider has it: their live trip's answer, else the confirmation SMS. */
export async function riderRidePin(request: APIRequestContext, bookingId: string, riderPhone: string) {
  const view = await request.get(ridePaths.ride(bookingId));
  if (view.ok()) {
    const pin = ((await view.json()) as { pin: string | null }).pin;
    if (pin) return pin;
  }
  const sms = (await outboxFor(request, riderPhone)).map((m) => /PIN\D{0,12}(\d{4})\b/.exec(m.text)?.[1]);
  const pin = sms.find(Boolean);
  expect(pin, "the rider's Ride PIN").toBeTruthy();
  return pin!;
}
