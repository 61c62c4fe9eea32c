import { randomInt } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { companyPaths, gstinCheckCharacter, type OpsCompanyDetailResponse } from "@chauffeur/contracts";
import { readEmail, registerAndSignIn, type Rider } from "./auth";
import { toast } from "./toast";
import { operatorRequest } from "../ops-support";

// Company accounts' shared steps for the browser tests (e2e/company-accounts.spec.ts, e2e/company-rides.spec.ts):
// GSTINs of their own, the invitation link from the demo outbox, a person's own browser context, the console's 'New
// company' form, an invitation sent from the portal's People tab and accepted from its link.

/** A GSTIN of a random PAN in Odisha (21) with its correct check character, and the same with a wrong one. */
export function gstins() {
  const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(65 + randomInt(0, 26))).join("");
  const first14 = `21${letters()}${String(randomInt(0, 10_000)).padStart(4, "0")}${letters()[0]}1Z`;
  const check = gstinCheckCharacter(first14);
  return { valid: `${first14}${check}`, wrongCheck: `${first14}${check === "7" ? "8" : "7"}` };
}

/** The company invitation link sent to an e-mail address, read from the demo outbox. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  const mail = await readEmail(page, email, /invited to/);
  const path = /\/company\/join\/[A-Za-z0-9_~.%-]+/.exec(mail.text)?.[0];
  expect(path, mail.text).toBeTruthy();
  return path!.replace(/\.$/, "");
}

/** A page in a browser context of its own (one person), at a phone's or a desktop's width. */
export async function contextPage(browser: Browser, baseURL: string | undefined, width = 1440) {
  const ctx = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 812 : 900 } });
  return ctx.newPage();
}

/** The operator's 'New company' dialog, filled (monthly invoice, ₹1,50,000 credit, 5 % discount); the GSTIN as given. */
export async function fillNewCompany(page: Page, name: string, gstin: string, admin: Rider) {
  const dialog = page.getByRole("dialog", { name: "New company" });
  await dialog.getByLabel("Legal name").fill(name);
  await dialog.getByLabel("GSTIN").fill(gstin);
  await dialog.getByLabel("Billing e-mail").fill(`accounts-${admin.phone}@example.in`);
  await dialog.getByLabel("Billing address").fill("Plot 12, Saheed Nagar, Bhubaneswar 751007");
  await dialog.getByLabel("Payment terms").selectOption({ label: "Monthly invoice" });
  await dialog.getByLabel("Credit limit (₹)").fill("1,50,000");
  await dialog.getByLabel("Discount (%)").fill("5");
  await dialog.getByLabel("Admin's name").fill(admin.name);
  await dialog.getByLabel("Admin's e-mail").fill(admin.email);
  await dialog.getByLabel("Admin's mobile").fill(admin.phone);
  return dialog;
}

/**
 * A company the operator opens through the console's API (monthly invoice, ₹1,50,000 credit, 5 % discount) with a new
 * rider as its first admin, who accepts the e-mailed link in their own signed-in page: the company's id and name.
 */
export async function companyWithAdmin(adminPage: Page, opts: { name?: string; admin?: Partial<Rider> } = {}) {
  const name = opts.name ?? `Kalinga Minerals ${randomInt(0, 1e6)} Pvt Ltd`;
  const admin = await registerAndSignIn(adminPage, { name: "Ritu Mohanty", ...opts.admin });
  const ops = await operatorRequest();
  const made = await ops.post(companyPaths.opsCompanies, {
    data: {
      legalName: name,
      gstin: gstins().valid,
      billingAddress: "Plot 12, Saheed Nagar, Bhubaneswar 751007",
      billingEmail: `accounts-${admin.phone}@example.in`,
      terms: { paymentTerms: "monthly", creditLimitPaise: 15_000_000, discountPercent: 5 },
      admin: { name: admin.name, email: admin.email, phone: admin.phoneE164 },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { company } = (await made.json()) as OpsCompanyDetailResponse;
  await acceptInPage(adminPage, await invitationLink(adminPage, admin.email));
  await expect(adminPage.getByText("Your role: Admin")).toBeVisible();
  return { companyId: company.id, name, admin };
}

/** Opens an invitation's link signed in and accepts it: the portal opens. */
export async function acceptInPage(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(/\/company\?c=/);
}

/** The admin invites a person with a role from the portal's People tab (the dialog, then the toast). */
export async function inviteFromPeopleTab(adminPage: Page, person: Rider, role: string) {
  await adminPage.getByRole("tab", { name: "People" }).click();
  await adminPage.getByRole("button", { name: "Invite" }).click();
  const invite = adminPage.getByRole("dialog", { name: "Invite a person" });
  await invite.getByLabel("Full name").fill(person.name);
  await invite.getByLabel("E-mail").fill(person.email);
  await invite.getByLabel("Mobile number").fill(person.phone);
  await invite.getByLabel("Role").selectOption(role);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite).toBeHidden();
  await expect(toast(adminPage, `Invitation sent to ${person.name}.`)).toBeVisible();
}
