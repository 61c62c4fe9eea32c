import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";
const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
for (const own of [false, true])
  test(`debug own=${own}`, async ({ page }) => {
    page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
    page.on("response", async (r) => {
      if (r.url().includes("/quotes")) console.log("RESP", r.url(), r.status(), (await r.text()).slice(0, 400));
    });
    await registerAndSignIn(page);
    const h = own ? await ownedPickup() : 14 * 24;
    const charge = await page.request.post("/api/v1/bookings/charges/hourly-rental", {
      data: {
        pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
        dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
        stops: [],
        startTime: istIn(h),
        hours: 3,
        passengerCount: 2,
        luggageCount: 2,
      },
    });
    const quoteId = (await charge.json()).data.quoteId as string;
    await page.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
  });
