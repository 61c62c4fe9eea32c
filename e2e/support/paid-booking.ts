import { createDecipheriv } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { ownCar } from "./fleet";

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
const istLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

/**
 * The pickup of the next test booking, at least `inHours` ahead: every booking of a worker 5 hours after the one
 * before, and each worker in its own span of days, so that the bookings of one run are easy to tell apart on the
 * console. Capacity does not depend on it: each booking brings its own car (support/fleet.ts).
 */
let bookingsMade = 0;
function bookingHours(inHours: number) {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 8;
  return inHours + 5 * bookingsMade++ + 240 * worker;
}

/**
 * A rider's paid booking made the way the checkout makes it: an hourly-rental (or, with `landing`, an airport arrival) charge (a stored quote) → order →
 * the sandbox gateway's checkout (signed, with its webhooks) → captured. Returns the booking id and reference, and the
 * car added for it (support/fleet.ts).
 */
export async function createPaidBooking(
  request: APIRequestContext,
  opts: {
    inHours?: number;
    placard?: string;
    /** an airport arrival landing then, instead of an hourly rental */ landing?: Date;
    /** the car the booking brings, added beforehand (by default one of the quote's class is added here) */
    car?: Awaited<ReturnType<typeof ownCar>>;
    /** an hourly rental's exact pickup instead of the worker's next slot */ at?: Date;
    /** a child seat (by default asked for) */ childSeat?: boolean;
  } = {},
) {
  const service = opts.landing ? "airport-transfer" : "hourly-rental";
  const kiit = place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818);
  const trip = opts.landing
    ? {
        transferType: "airport-to-city",
        airportCode: "BBI",
        dropOff: kiit,
        flightNumber: "6E 2341",
        startTime: istLocal(opts.landing),
      }
    : {
        pickUp: place("Biju Patnaik International Airport, Bhubaneswar, Odisha", 20.2444, 85.8178),
        dropOff: kiit,
        stops: [place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449)],
        startTime: istLocal(opts.at ?? new Date(Date.now() + bookingHours(opts.inHours ?? 30) * 3600_000)),
        hours: 3,
      };
  const charge = await request.post(`/api/v1/bookings/charges/${service}`, {
    data: {
      ...trip,
      passengerCount: 2,
      luggageCount: 2,
      addOns: {
        airportToll: false,
        placard: { required: Boolean(opts.placard), text: opts.placard ?? "" },
        pets: { dogs: false, cats: false },
        bookForOther: { isBooking: false, otherGuestInfo: "" },
        childSeat: opts.childSeat ?? true,
      },
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quote = (await charge.json()).data;
  const car = opts.car ?? (await ownCar(quote.carType ?? "sedan"));
  const order = await request.post(`/api/v1/bookings/order/${service}`, {
    data: { quoteId: quote.quoteId, addOns: quote.addOns },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { options, bookingId } = (await order.json()) as {
    options: { encryptedData: string; iv: string };
    bookingId: string;
  };
  const cfg = await (await request.get("/api/v1/config")).json();
  const key: string = cfg.payments.optionsKey; // the installation's own key (generated at first start)
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key, "utf8"), Buffer.from(options.iv, "hex"));
  const opened = JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(options.encryptedData, "hex")), decipher.final()]).toString("utf8"),
  );
  const pay = await request.post("/api/v1/payments/sandbox/checkout", {
    data: { orderId: opened.order_id, outcome: "success" },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  // the checkout's return (a form post in the browser) records the capture at once; the webhooks follow
  const fields = (await pay.json()).result.fields as Record<string, string>;
  await request.post("/api/v1/payments/callback", { form: fields, maxRedirects: 0 });
  let reference = "";
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/bookings/${bookingId}`);
        const text = await res.text();
        reference = /"reference"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? reference;
        return /"paymentStatus"\s*:\s*"paid"/.test(text);
      },
      { message: "the booking is paid" },
    )
    .toBe(true);
  // `car`: the car this booking brought; a test that confirms it picks that one (others' cars may be busy that day)
  return { bookingId, reference, amountPaise: quote.fare as number, car };
}
