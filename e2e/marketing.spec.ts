import { test, expect } from "./support/fixtures";

/** Every marketing route renders its key texts, prerendered with its own metadata (README "Marketing site and leads"). */
const ROUTES: { path: string; h1: RegExp | string; texts: (string | RegExp)[]; title: RegExp }[] = [
  {
    path: "/",
    h1: "Experience Luxury In Every Ride",
    title: /Sarathi Luxe/,
    texts: [
      "Services We Provide",
      "Discover What We Offer",
      "Explore More",
      "05+",
      "15+",
      "Weddings Served",
      "Venue Collaborations",
    ],
  },
  { path: "/about-us", h1: "About Us", title: /About Us/, texts: ["June 2025"] },
  { path: "/privacy-policy", h1: "Privacy Policy", title: /Privacy Policy/, texts: ["What we collect", "Your rights"] },
  {
    path: "/cancellation-refund",
    h1: "Cancellation & Refund",
    title: /Cancellation & Refund/,
    texts: ["at least 30 minutes before your pickup", "3 to 7 business days", "2 to 3 hours", "30 minutes of waiting"],
  },
  {
    path: "/terms-and-conditions",
    h1: "Terms & Conditions",
    title: /Terms & Conditions/,
    texts: ["Who may book", "Disputes and governing law"],
  },
  { path: "/faq", h1: "Frequently Asked Questions", title: /FAQ/, texts: ["General", "Payments", "Policies"] },
  {
    path: "/event-experience",
    h1: "Make Arrivals Memorable",
    title: /Event/,
    texts: ["Personalised solutions", "Trained chauffeurs", "Concierge support", "Get a Callback"],
  },
];

test.describe("marketing pages", () => {
  for (const r of ROUTES) {
    test(`${r.path} is prerendered with its texts, canonical, Open Graph and JSON-LD`, async ({ page, request }) => {
      // the HTML itself (before any script runs) carries the content and the metadata
      const html = await (await request.get(r.path)).text();
      expect(html).toContain(typeof r.h1 === "string" ? r.h1.replace(/&/g, "&amp;") : "");
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain('"TaxiService"');

      await page.goto(r.path);
      await expect(page).toHaveTitle(r.title);
      await expect(page.getByRole("heading", { level: 1, name: r.h1 })).toBeVisible();
      for (const t of r.texts) await expect(page.getByText(t).first()).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`${r.path === "/" ? "/" : r.path}$`));
    });
  }

  test("the landing page lists the six selling points, four services, nine amenities and links to events", async ({
    page,
  }) => {
    await page.goto("/");
    for (const t of [
      "No Cancellations From Our Side",
      "₹750 an Hour",
      "Available 24/7",
      "Live Human Support",
      "Professional Chauffeurs",
      "Pet-Friendly Rides",
    ])
      await expect(page.getByRole("heading", { name: t })).toBeVisible();
    await expect(page.getByText("multiple stops and 10 km included")).toBeVisible();
    for (const s of ["Luxury Cars", "Outstation Trips", "Hourly Rentals", "Airport Transfers"])
      await expect(page.locator("#services").getByRole("button", { name: new RegExp(s) })).toBeVisible();
    for (const a of [
      "Comfort Seats",
      "Chilled AC",
      "Extra Clean Car",
      "Sweet Treats",
      "Water Bottle",
      "Magazines",
      "Paper Towels",
      "Charging Points",
      "Your Own Music",
    ])
      await expect(page.getByText(a, { exact: true })).toBeVisible();

    // 'Services We Provide' scrolls to the services section
    await page.getByRole("link", { name: "Services We Provide" }).click();
    await expect(page.getByRole("heading", { name: "Discover What We Offer" })).toBeInViewport();

    await page.getByRole("link", { name: "Explore More" }).click();
    await expect(page).toHaveURL(/\/event-experience$/);
    await expect(page.getByRole("heading", { level: 1, name: "Make Arrivals Memorable" })).toBeVisible();
  });

  test("terms and conditions has 17 numbered clauses", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByTestId("terms-clauses").locator(":scope > li")).toHaveCount(17);
    await expect(page.getByRole("heading", { name: "17. Disputes and governing law" })).toBeVisible();
    await expect(page.getByText("negotiate in good faith for 60 days")).toBeVisible();
    await expect(page.getByText("18 years or older")).toBeVisible();
  });

  test("FAQ: one answer open at a time, the first opens on category change, empty category text, bracketed link", async ({
    page,
  }) => {
    await page.goto("/faq");
    const list = page.getByTestId("faq-list");
    const questions = list.getByRole("button");
    // the first answer of the first category is open
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("region")).toHaveCount(1);

    // opening another closes the first
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await expect(list.locator("[aria-expanded=true]")).toHaveCount(1);
    // clicking the open one closes it
    await questions.nth(2).click();
    await expect(list.locator("[aria-expanded=true]")).toHaveCount(0);

    // a new category opens its first answer
    await page.getByRole("button", { name: "Bookings", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Bookings" })).toBeVisible();
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveText(/How far in advance/);

    // a bracketed phrase becomes a link to the cancellation page
    await page.getByRole("button", { name: "Can I cancel my booking?" }).click();
    const link = page.getByRole("link", { name: "Cancellation & Refund Policy" });
    await expect(link).toBeVisible();
    await expect(page.getByText("[Cancellation & Refund Policy]")).toHaveCount(0);

    // the empty category
    await page.getByRole("button", { name: "Policies", exact: true }).click();
    await expect(page.getByText("No FAQs available for this category yet.")).toBeVisible();

    // back to a category with answers: the first is open again
    await page.getByRole("button", { name: "Payments", exact: true }).click();
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("button", { name: "Bookings", exact: true }).click();
    await page.getByRole("button", { name: "Can I cancel my booking?" }).click();
    await page.getByRole("link", { name: "Cancellation & Refund Policy" }).click();
    await expect(page).toHaveURL(/\/cancellation-refund$/);
  });

  test("the FAQ page carries FAQPage structured data", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const docs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const faq = docs.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThan(10);
    const business = docs.find((d) => Array.isArray(d["@type"]) && d["@type"].includes("TaxiService"));
    expect(business.address.addressLocality).toBe("Bhubaneswar");
    expect(business.telephone).toMatch(/^\+91\d{10}$/);
  });

  test("robots.txt and sitemap.xml are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain("Sitemap:");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    for (const p of ["/about-us", "/faq", "/event-experience", "/terms-and-conditions"])
      expect(xml).toContain(`${p}</loc>`);
  });
});
