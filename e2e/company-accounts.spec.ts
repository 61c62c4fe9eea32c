import { randomInt } from "node:crypto";
import { COMPANY_MESSAGES, GSTIN_MESSAGES, companyPaths } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { newRider, registerAndSignIn } from "./support/auth";
import { contextPage, fillNewCompany, gstins, invitationLink } from "./support/company";
import { signInOperator } from "./ops-support";
import { toast } from "./support/toast";

// Company accounts in the browser (README "Company accounts"): the console opens a company and invites its first admin,
// the admin accepts the link (signing in over the page), invites a booker, who sees only what a booker may; a rider
// applies from the profile and the console approves. Each person has a browser context of their own; every account
// and company is this file's own (random GSTINs, new riders).
const SHOTS = "e2e/artifacts/company";
const WIDTHS = [375, 1440] as const;

test("the console opens a company, its admin accepts and invites a booker, who sees only what a booker may", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // three people, an operator's second factor and two registrations on a shared 2-core machine
  const company = `Kalinga Minerals ${randomInt(0, 1e6)} Pvt Ltd`;
  const { valid, wrongCheck } = gstins();
  // the admin has an account already and is signed out when the link is opened
  const adminPage = await contextPage(browser, baseURL);
  const admin = await registerAndSignIn(adminPage, { name: "Ritu Mohanty" });
  await adminPage.context().clearCookies();

  // the operator: an invalid check character is refused in the form, then the company is created
  await signInOperator(page);
  await page.goto("/ops/companies");
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await page.getByRole("button", { name: "New company" }).click();
  const dialog = await fillNewCompany(page, company, wrongCheck, admin);
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expect(dialog.getByText(GSTIN_MESSAGES.check)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ops-new-company-1440.png` });
  await dialog.getByLabel("GSTIN").fill(valid.toLowerCase());
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const details = page.getByRole("region", { name: "Company details" });
  await expect(details.getByText("₹1,50,000")).toBeVisible();
  await expect(details.getByText(valid)).toBeVisible();
  await expect(details.getByText("Odisha (21)")).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations of the company" })).toContainText(admin.email);
  await page.screenshot({ path: `${SHOTS}/ops-company-1440.png`, fullPage: true });

  // the admin opens the link signed out: the preview, then 'Accept invitation' asks them to sign in
  const adminLink = await invitationLink(adminPage, admin.email);
  await adminPage.goto(adminLink);
  await expect(adminPage.getByRole("heading", { level: 1, name: `Join ${company}` })).toBeVisible();
  // an operator's invitation names no inviter (the console's people stay unnamed: invitations.service.ts)
  await expect(adminPage.getByText(`${admin.name}, you are invited to book rides as Admin.`)).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/join-1440.png` });
  await adminPage.getByRole("button", { name: "Accept invitation" }).click();
  const signIn = adminPage.getByRole("dialog", { name: "Sign in to continue" });
  await expect(signIn.getByText("Sign in or register to accept the invitation.")).toBeVisible();
  await signIn.getByLabel("Phone Number").fill(admin.phone);
  await signIn.getByLabel("Password").fill(admin.password);
  await signIn.getByRole("button", { name: "Login" }).click();
  await expect(adminPage).toHaveURL(/\/company\?c=/);
  await expect(adminPage.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(adminPage.getByText("Your role: Admin")).toBeVisible();
  const adminTabs = adminPage.getByRole("tablist", { name: "Company sections" }).getByRole("tab");
  await expect(adminTabs).toHaveText([
    "Overview",
    "Approvals",
    "Trips",
    "Invoices",
    "Statements",
    "Spend",
    "People",
    "Cost centres",
    "Policy",
  ]);

  // the admin invites a booker
  const booker = newRider({ name: "Sanjay Booker" });
  await adminPage.getByRole("tab", { name: "People" }).click();
  await expect(adminPage.getByTestId("company-member")).toHaveCount(1);
  await adminPage.getByRole("button", { name: "Invite" }).click();
  const invite = adminPage.getByRole("dialog", { name: "Invite a person" });
  await invite.getByLabel("Full name").fill(booker.name);
  await invite.getByLabel("E-mail").fill(booker.email);
  await invite.getByLabel("Mobile number").fill(booker.phone);
  await invite.getByLabel("Role").selectOption("booker");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite).toBeHidden();
  await expect(toast(adminPage, `Invitation sent to ${booker.name}.`)).toBeVisible();
  await expect(adminPage.getByTestId("company-invitation")).toContainText(`${booker.name} · Booker`);

  // the booker, signed in already, accepts in a third context and sees only the overview and their trips
  const bookerPage = await contextPage(browser, baseURL, 375);
  await registerAndSignIn(bookerPage, booker);
  const bookerLink = await invitationLink(bookerPage, booker.email);
  await bookerPage.goto(bookerLink);
  await expect(bookerPage.getByText(`${admin.name} invited ${booker.name} to book rides as Booker.`)).toBeVisible();
  await bookerPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bookerPage.getByText("Your role: Booker")).toBeVisible();
  await expect(bookerPage.getByRole("tablist", { name: "Company sections" }).getByRole("tab")).toHaveText([
    "Overview",
    "Trips",
  ]);
  await expect(bookerPage.getByTestId("company-can-do").getByRole("listitem")).toHaveText([
    "Book rides for colleagues and guests",
    "Book your own rides, billed to the company",
  ]);
  await bookerPage.screenshot({ path: `${SHOTS}/portal-booker-375.png`, fullPage: true });
  // the server agrees: a booker may not list the people nor change the policy (every member may read it)
  const companyId = new URL(bookerPage.url()).searchParams.get("c")!;
  expect((await bookerPage.request.get(companyPaths.members(companyId))).status()).toBe(403);
  const policy = await bookerPage.request.get(companyPaths.policy(companyId));
  expect(policy.status()).toBe(200);
  const { policy: current } = (await policy.json()) as { policy: unknown };
  expect((await bookerPage.request.put(companyPaths.policy(companyId), { data: current })).status()).toBe(403);
  // the link was single use
  await bookerPage.goto(bookerLink);
  await expect(bookerPage.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
  await expect(bookerPage.getByText(COMPANY_MESSAGES.invitationUsed)).toBeVisible();

  // the admin sees the booker among the people
  await adminPage.reload();
  await expect(adminPage.getByTestId("company-member")).toHaveCount(2);
  await expect(adminPage.getByLabel(`Role of ${booker.name}`)).toHaveValue("booker");
  await expect(adminPage.getByTestId("company-invitation")).toHaveCount(0);
  await adminPage.screenshot({ path: `${SHOTS}/portal-people-1440.png`, fullPage: true });
  await adminPage.context().close();
  await bookerPage.context().close();
});

test("a rider applies from the profile ('Book for your company') and the operator approves it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const company = `Utkal Textiles ${randomInt(0, 1e6)} LLP`;
  const { valid, wrongCheck } = gstins();
  const riderPage = await contextPage(browser, baseURL, 375);
  const rider = await registerAndSignIn(riderPage, { name: "Meera Das" });
  await riderPage.goto("/user/profile");
  const section = riderPage.getByRole("region", { name: "Company accounts" });
  await section.getByRole("button", { name: "Book for your company" }).click();
  const form = riderPage.getByRole("dialog", { name: "Book for your company" });
  await form.getByLabel("Legal name").fill(company);
  await form.getByLabel("GSTIN").fill(wrongCheck);
  await form.getByLabel("Billing e-mail").fill(`accounts-${rider.phone}@example.in`);
  await form.getByLabel("Billing address").fill("Unit 4, Mancheswar Industrial Estate, Bhubaneswar");
  await form.getByLabel("Note (optional)").fill("About 40 airport rides a month");
  await riderPage.screenshot({ path: `${SHOTS}/apply-375.png` });
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText(GSTIN_MESSAGES.check)).toBeVisible();
  await form.getByLabel("GSTIN").fill(valid);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form).toBeHidden();
  await expect(section.getByTestId("company-applications")).toContainText(company);
  await expect(section.getByTestId("company-applications")).toContainText("Pending review");

  // the operator: pending first, Approve
  await signInOperator(page);
  await page.goto("/ops/companies");
  await page.getByRole("tab", { name: /Applications/ }).click();
  const card = page.getByRole("listitem", { name: `Application of ${company}` });
  await expect(card).toContainText(rider.name);
  await expect(card).toContainText("About 40 airport rides a month");
  await page.screenshot({ path: `${SHOTS}/ops-applications-1440.png`, fullPage: true });
  await card.getByRole("button", { name: `Approve ${company}` }).click();
  await expect(card).toContainText("Approved");
  await card.getByRole("link", { name: "Open the company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole("table", { name: "Members of the company" })).toContainText(rider.name);

  // the rider is the company's admin: the profile links to the portal
  await riderPage.reload();
  await expect(section.getByTestId("company-applications")).toContainText("Approved");
  await expect(section.getByRole("link", { name: `${company} · Admin` })).toBeVisible();
  await expect(section.getByRole("button", { name: "Book for your company" })).toHaveCount(0);
  await section.getByRole("link", { name: "Open the company portal" }).click();
  await expect(riderPage.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await riderPage.context().close();
});

test("a signed-in rider who belongs to no company is told so, with the way to apply", async ({ page }) => {
  await registerAndSignIn(page);
  await page.goto("/company");
  await expect(page.getByRole("heading", { level: 1, name: "You are not part of a company account" })).toBeVisible();
  await page.getByRole("link", { name: "Apply for a company account" }).click();
  await expect(page).toHaveURL(/\/user\/profile#company$/);
  await expect(page.getByRole("button", { name: "Book for your company" })).toBeVisible();
});

for (const width of WIDTHS)
  test(`the portal's admin tabs at ${width} px: cost centres and the policy`, async ({ page, browser, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    // a company opened for this test by an approved application
    const company = `Konark Foods ${randomInt(0, 1e6)} Ltd`;
    await registerAndSignIn(page);
    const apply = await page.request.post(companyPaths.applications, {
      data: {
        legalName: company,
        gstin: gstins().valid,
        billingAddress: "Cuttack Road, Bhubaneswar",
        billingEmail: "billing@konark.example.in",
      },
    });
    expect(apply.status(), await apply.text()).toBe(201);
    const opsPage = await contextPage(browser, baseURL);
    await signInOperator(opsPage);
    const { application } = (await apply.json()) as { application: { id: string } };
    const approved = await opsPage.request.post(companyPaths.opsApplicationDecision(application.id, "approve"), {
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await opsPage.context().close();

    await page.goto("/company");
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/portal-overview-${width}.png`, fullPage: true });
    await page.getByRole("tab", { name: "Cost centres" }).click();
    await page.getByLabel("Code").fill("SALES-E");
    await page.getByLabel("Name", { exact: true }).fill("Sales East");
    await page.getByRole("button", { name: "Add cost centre" }).click();
    await expect(page.getByTestId("cost-centre")).toContainText("SALES-E · Sales East");
    await page.getByRole("button", { name: "Deactivate SALES-E" }).click();
    await expect(page.getByTestId("cost-centre")).toContainText("Inactive");
    await page.screenshot({ path: `${SHOTS}/portal-cost-centres-${width}.png`, fullPage: true });

    await page.getByRole("tab", { name: "Policy" }).click();
    await page.getByLabel("Rides above an amount need approval").check();
    await page.getByLabel("Amount in rupees (GST included)").fill("5,000");
    await page.getByLabel("Rides outside office hours need approval").check();
    await page.getByLabel("Office hours from").fill("08:00");
    await page.getByLabel("Office hours to").fill("20:00");
    await page.getByLabel("Luxury Sedan").check();
    const saved = page.waitForResponse((r) => r.url().endsWith("/policy") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Save policy" }).click();
    const body = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      approvalAbovePaise: 500_000,
      approvalOutsideHours: { from: "08:00", to: "20:00" },
      approvalVehicleClasses: ["luxury"],
    });
    await expect(toast(page, "Policy saved.")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/portal-policy-${width}.png`, fullPage: true });
  });
