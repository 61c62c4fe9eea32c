import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";

const shots = "e2e/artifacts/fares";

test.describe("fares: trip planning to fare summary", () => {
  test("outstation round trip with two stops, add-on recalculation, reload keeps the quote", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/outstation-trips");
    await expect(page.getByRole("heading", { name: "Smooth Journeys. Beautiful Surroundings." })).toBeVisible();
    await page.getByText("Round Trip", { exact: true }).click();
    await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
    await page.getByRole("button", { name: "Add stop" }).click();
    await choosePlace(page, "Stop 1", "pipili", /Pipili/);
    await page.getByRole("button", { name: "Add stop" }).click();
    await choosePlace(page, "Stop 2", "konark sun", /Konark Sun Temple/);
    await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
    await page.getByLabel("Departure date and time").fill(istIn(24));
    await page.getByLabel("Return date and time").fill(istIn(50));
    await expect(page.getByText(/≈ [\d,.]+ km/)).toBeVisible();
    await expect(page.getByText("Approximate route · schematic")).toBeVisible();
    await page.screenshot({ path: `${shots}/outstation-form.png`, fullPage: true });
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page).toHaveURL(/\/outstation-trips\/fare-summary\?quote=[0-9a-f-]{36}/);
    await expect(page.getByRole("heading", { name: "Trip summary" })).toBeVisible();
    await expect(page.getByText("Outstation Trip · Round Trip")).toBeVisible();
    await expect(page.getByText(/Pipili, Puri, Odisha/)).toBeVisible();
    await expect(page.getByText(/Konark Sun Temple, Konark/)).toBeVisible();
    const total = page.getByTestId("fare-total");
    const before = await total.textContent();
    await page.getByRole("switch", { name: /Child seat/ }).click();
    await expect(total).not.toHaveText(before!);
    await expect(page.getByRole("rowheader", { name: "Child seat" })).toBeVisible();
    // placard: Save is disabled until the text changes; turning it off clears the text
    await page.getByRole("switch", { name: /Placard message/ }).click();
    const save = page.getByRole("button", { name: "Save placard text" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Placard text", { exact: true }).fill("Mr & Mrs Das");
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
    // pets: on sets dogs
    await page.getByRole("switch", { name: "Travelling with pets" }).click();
    await expect(page.getByRole("switch", { name: /Dogs/ })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("max 2 pets allowed")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Pet: dog" })).toBeVisible();
    const after = await total.textContent();
    await page.screenshot({ path: `${shots}/fare-summary.png`, fullPage: true });
    await page.reload();
    await expect(page.getByTestId("fare-total")).toHaveText(after!);
    await expect(page.getByRole("switch", { name: /Child seat/ })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/outstation-trips$/);
  });

  test("hourly rental of 4 hours", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/hourly-rental");
    await expect(page.getByRole("heading", { name: "Seamless Travel, On Your Schedule." })).toBeVisible();
    await page.getByRole("button", { name: /Duration/ }).click();
    const dialog = page.getByRole("dialog", { name: "Select Hours" });
    await expect(
      dialog.getByText("Extensions are subject to availability and may not be possible at peak hours."),
    ).toBeVisible();
    await dialog.getByText("4 Hours", { exact: true }).click();
    await dialog.getByRole("button", { name: "Book For 4 Hours" }).click();
    await expect(page.getByRole("button", { name: /4 Hours/ })).toBeVisible();
    await choosePlace(page, "Pick-up location", "kiit", /KIIT University/);
    await choosePlace(page, "Drop-off location", "esplanade", /Esplanade One Mall/);
    await page.getByLabel("Departure date and time").fill(istIn(8));
    await page.screenshot({ path: `${shots}/hourly-form.png`, fullPage: true });
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page).toHaveURL(/\/hourly-rental\/fare-summary\?quote=/);
    await expect(page.getByText("4 hours", { exact: true })).toBeVisible();
    await expect(page.getByText("4 h × ₹750, includes 40 km")).toBeVisible();
    // other services may add the airport's entry and parking (a pick-up or drop there), named as the transfers name it
    await expect(page.getByRole("switch", { name: "Airport entry & parking (₹150)" })).toBeVisible();
  });

  test("airport transfer from BBI with flight number", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/airport-transfers");
    await expect(page.getByLabel("Airport", { exact: true })).toHaveValue("BBI");
    await choosePlace(page, "Drop-off address", "mayfair", /Mayfair Lagoon/);
    await page.getByLabel("Flight landing date and time").fill(istIn(12));
    await page.getByLabel(/Flight number/).fill("12");
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page.getByText("Enter a valid flight number, for example 6E 2341 or AI 674.")).toBeVisible();
    await page.getByLabel(/Flight number/).fill("6e 2341");
    await page.screenshot({ path: `${shots}/airport-form.png`, fullPage: true });
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page).toHaveURL(/\/airport-transfers\/fare-summary\?quote=/);
    await expect(page.getByText("Airport to city")).toBeVisible();
    await expect(page.getByText("6E 2341")).toBeVisible();
    // the airport's entry and parking is in the fare: no add-on offers it again
    await expect(page.getByRole("rowheader", { name: /Airport entry & parking/ })).toBeVisible();
    await expect(page.getByRole("switch", { name: /Airport/ })).toHaveCount(0);
  });

  test("a luxury car page books a city ride through cab-booking", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/luxury-cars");
    await page.getByRole("link", { name: "Book the Luxury Sedan" }).click();
    await expect(page).toHaveURL(/\/luxury-cars\/luxury$/);
    await choosePlace(page, "Pick-up location", "lingaraj", /Lingaraj Temple/);
    await choosePlace(page, "Drop-off location", "kalinga stadium", /Kalinga Stadium/);
    await page.getByLabel("Departure date and time").fill(istIn(9));
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page).toHaveURL(/\/luxury-cars\/fare-summary\?quote=/);
    // wait for the summary itself: for a moment the car page's own "Luxury Sedan" heading may still be on screen
    await expect(page.getByRole("heading", { level: 1, name: "Fare Summary" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Luxury Sedan" })).toBeVisible();
  });
});

test.describe("fares: validation and errors", () => {
  test("every fare-request validation message of §5", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/outstation-trips");
    const check = page.getByRole("button", { name: "Check Fare" });
    await check.click();
    await expect(page.getByText("Please enter both pickup and drop-off locations.")).toBeVisible();
    await choosePlace(page, "Pick-up location", "bhubaneswar", /^Bhubaneswar, Khordha/);
    await choosePlace(page, "Drop-off location", "new delhi", /^New Delhi/);
    await check.click();
    await expect(page.getByText("Please select a departure date and time.")).toBeVisible();
    await page.getByLabel("Departure date and time").fill(istIn(3));
    await check.click();
    await expect(page.getByText("Bookings must be made at least 6 hours in advance.")).toBeVisible();
    await page.getByLabel("Departure date and time").fill(istIn(30));
    await expect(page.getByText(/≈ [\d,.]+ km/)).toBeVisible();
    await check.click();
    await expect(page.getByText("Distance must be between 1 and 500 km for outstation trips.")).toBeVisible();
    await page.getByText("Round Trip", { exact: true }).click();
    await check.click();
    await expect(page.getByText("Return date and time is required for round trips.")).toBeVisible();
    await page.getByLabel("Return date and time").fill(istIn(20));
    await check.click();
    await expect(page.getByText("Return time must be after departure time.")).toBeVisible();
    // stops: at most 5, the add control disabled at 5, each removable
    const add = page.getByRole("button", { name: "Add stop" });
    for (let i = 0; i < 5; i++) await add.click();
    await expect(add).toBeDisabled();
    await page.getByRole("button", { name: "Remove stop 5" }).click();
    await expect(add).toBeEnabled();
    // the hourly range has no way to go wrong in the form (a 1–12 picker): the server says it
    const res = await page.request.post("/api/v1/bookings/charges/hourly-rental", {
      data: {
        pickUp: { address: "KIIT", location: { type: "Point", coordinates: [85.818, 20.3538] } },
        dropOff: { address: "BBS", location: { type: "Point", coordinates: [85.8434, 20.2664] } },
        startTime: istIn(10),
        hours: 13,
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe("Duration must be between 1 and 12 hours.");
  });

  test("dates: a departure at most 180 days ahead and a round trip of at most 30 days", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/outstation-trips");
    const check = page.getByRole("button", { name: "Check Fare" });
    await choosePlace(page, "Pick-up location", "bhubaneswar", /^Bhubaneswar, Khordha/);
    await choosePlace(page, "Drop-off location", "puri", /^Puri, Odisha/);
    const departure = page.getByLabel("Departure date and time");
    await departure.fill(istIn(181 * 24));
    await check.click();
    await expect(page.getByText("Choose a departure within the next 180 days.")).toBeVisible();
    await expect(departure).toHaveAttribute("aria-invalid", "true");
    await departure.fill(istIn(30));
    await page.getByText("Round Trip", { exact: true }).click();
    const back = page.getByLabel("Return date and time");
    await back.fill(istIn(30 + 31 * 24));
    await check.click();
    await expect(page.getByText("A round trip can last at most 30 days.")).toBeVisible();
    await expect(back).toHaveAttribute("aria-invalid", "true");
    await back.fill(istIn(30 + 29 * 24));
    // each place travels with its id: the server prices the place it knows, never the browser's coordinates
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/v1/bookings/charges/outstation") && r.method() === "POST",
    );
    await check.click();
    const body = (await sent).postDataJSON();
    expect(body.pickUp.placeId).toBe("gz:bhubaneswar");
    expect(body.dropOff.placeId).toBe("gz:puri");
    await expect(page).toHaveURL(/\/outstation-trips\/fare-summary\?quote=/);
  });

  test("guest rules: 1–5 passengers, 0–4 suitcases, 2 with 5 passengers", async ({ page }) => {
    await page.goto("/outstation-trips");
    await expect(page.getByRole("button", { name: /2 Guests/ })).toBeVisible();
    await page.getByRole("button", { name: /2 Guests/ }).click();
    const dialog = page.getByRole("dialog", { name: "Guest Info" });
    await dialog.getByRole("button", { name: "Increase suitcases" }).click();
    await expect(dialog.locator("#guest-suitcases")).toHaveText("3");
    for (let i = 0; i < 3; i++) await dialog.getByRole("button", { name: "Increase passengers" }).click();
    await expect(dialog.locator("#guest-passengers")).toHaveText("5");
    await expect(dialog.getByText("Max suitcases allowed for 5 passengers is now 2")).toBeVisible();
    await expect(dialog.locator("#guest-suitcases")).toHaveText("2");
    await dialog.getByRole("button", { name: "Increase passengers" }).click();
    await expect(dialog.locator("#guest-passengers")).toHaveText("5");
    await page.screenshot({ path: `${shots}/guest-dialog.png` });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("button", { name: /5 Guests/ })).toBeVisible();
    await page.getByRole("button", { name: /5 Guests/ }).click();
    await dialog.getByRole("button", { name: "Decrease passengers" }).click();
    for (let i = 0; i < 4; i++) await dialog.getByRole("button", { name: "Increase suitcases" }).click();
    await expect(dialog.locator("#guest-suitcases")).toHaveText("4");
    for (let i = 0; i < 3; i++) await dialog.getByRole("button", { name: "Decrease passengers" }).click();
    await expect(dialog.getByRole("button", { name: "Decrease passengers" })).toBeDisabled();
    await expect(dialog.locator("#guest-passengers")).toHaveText("1");
  });

  test("the §8 fare-check catalogue: server 400 message, 500, offline, timeout", async ({ page, context }) => {
    test.setTimeout(90_000);
    await registerAndSignIn(page);
    await page.goto("/outstation-trips");
    await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
    await choosePlace(page, "Drop-off location", "kolkata", /^Kolkata, West Bengal/);
    await page.getByLabel("Departure date and time").fill(istIn(30));
    await expect(page.getByText(/≈ [\d,.]+ km/)).toBeVisible();
    const check = page.getByRole("button", { name: "Check Fare" });
    // within 500 km by road but beyond the 350 km radius: the server's 400 message
    await check.click();
    await expect(
      page.getByText("Outstation trips must start, stop and end within 350 km of Bhubaneswar."),
    ).toBeVisible();
    await choosePlace(page, "Drop-off location", "puri golden", /Puri Golden Beach/);
    await page.route("**/api/v1/bookings/charges/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "x" }),
      }),
    );
    await check.click();
    await expect(page.getByText("Server error - please try again later.")).toBeVisible();
    await page.unroute("**/api/v1/bookings/charges/**");
    await context.setOffline(true);
    await check.click();
    await expect(page.getByText("No internet connection.")).toBeVisible();
    await context.setOffline(false);
    await page.route("**/api/v1/bookings/charges/**", () => {
      /* never answers: the client's 10-second timeout fires */
    });
    await check.click();
    await expect(page.getByRole("button", { name: "Calculating..." })).toBeDisabled();
    await expect(page.getByText("Request timeout - backend server may be down.")).toBeVisible({ timeout: 15_000 });
    await expect(check).toBeEnabled();
  });

  test("signed out: the fare check asks the rider to sign in; the summary without a quote says so", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/outstation-trips");
    await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
    await choosePlace(page, "Drop-off location", "puri golden", /Puri Golden Beach/);
    await page.getByLabel("Departure date and time").fill(istIn(10));
    await page.getByRole("button", { name: "Check Fare" }).click();
    // the sign-in dialog speaks to a person; the API's 'Authentication required' text is not shown
    const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
    await expect(
      dialog.getByText("Please sign in to see your fare. What you entered stays on this page."),
    ).toBeVisible();
    await expect(page.getByText("Authentication required - please login to continue.")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/outstation-trips$/);
    await page.screenshot({ path: `${shots}/outstation-mobile.png`, fullPage: true });
    await page.goto("/hourly-rental/fare-summary");
    await expect(page.getByText("No Fare Data Found")).toBeVisible();
    await expect(page.getByText("Please go back and calculate the fare first.")).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/hourly-rental$/);
  });
});
