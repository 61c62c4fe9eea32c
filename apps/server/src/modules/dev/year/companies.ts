import { gstinCheckCharacter } from "@chauffeur/contracts";
import { DAY, type Prng } from "./prng.ts";
import type { Rider } from "./riders.ts";
import type { TableRows } from "./writer.ts";

export type Company = {
  id: string;
  legalName: string;
  gstin: string;
  address: string;
  terms: "per_ride" | "monthly";
  /** every member: who may travel */
  members: string[];
  /** admins and bookers: who books */
  bookers: string[];
  costCentres: Array<{ id: string; code: string; name: string }>;
};

// prettier-ignore
const NAMES = ["Kalinga Infotech", "Utkal Steel Traders", "Mahanadi Coalfields Services", "Konark Pharma", "Chilika Foods",
  "Odisha Mining Logistics", "Jagannath Textiles", "Infocity Software", "Bhubaneswar Health Partners", "Dhauli Cements",
  "Eastern Coast Power", "Cuttack Silver Works", "Puri Hospitality", "Nandankanan Events", "Paradip Port Shipping",
  "Rourkela Engineering", "Sambalpuri Handlooms", "Angul Aluminium Services", "Talcher Energy", "Biju Analytics",
  "Mayur Consulting", "Tata Projects Odisha", "Vedanta Support Services", "Mindfire Labs", "Aditya Automotive",
  "Suryodaya Finance", "Lalbaug Realty", "Unit-9 Medical", "Khordha Agro", "Ganjam Seafoods"];
// prettier-ignore
const SUFFIX = ["Private Limited", "Pvt Ltd", "LLP", "Limited"];
const STATES = { "21": 70, "19": 10, "27": 7, "29": 6, "07": 7 } as const;
const CITY_OF: Record<string, string> = {
  "21": "Bhubaneswar, Odisha 751024",
  "19": "Kolkata, West Bengal 700091",
  "27": "Mumbai, Maharashtra 400051",
  "29": "Bengaluru, Karnataka 560103",
  "07": "New Delhi, Delhi 110001",
};
// prettier-ignore
const CENTRES = [["SALES", "Sales"], ["OPS", "Operations"], ["HR", "People"], ["MGMT", "Management"], ["PROJ", "Projects"]];

export function makeGstin(r: Prng, state: string): string {
  const first14 = `${state}${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5)}${r.chars("0123456789", 4)}${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)}${r.int(1, 9)}Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** About 30 companies of riders: each with 3–15 members (an admin first), cost centres and its terms. */
export function makeCompanies(
  r: Prng,
  count: number,
  riders: Rider[],
  now: number,
): { companies: Company[]; tables: TableRows[] } {
  const companies: Company[] = [];
  const rows: unknown[][] = [];
  const members: unknown[][] = [];
  const centres: unknown[][] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const state = r.weighted(STATES);
    const id = r.uuid();
    const legalName = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ""} ${r.pick(SUFFIX)}`;
    const address = `${r.int(1, 400)}, ${r.pick(["Plot", "Tower", "Block"])} ${r.chars("ABCDEFGH", 1)}, ${CITY_OF[state]}`;
    const terms = r.chance(0.4) ? "monthly" : "per_ride";
    const created = now - r.int(200, 600) * DAY;
    // prettier-ignore
    rows.push([id, legalName, makeGstin(r, state), state, address, `accounts${i + 1}@example.in`, terms,
      terms === "monthly" ? r.int(2, 20) * 50_000_00 : 0, "active", new Date(created)]);
    const company: Company = {
      id,
      legalName,
      gstin: rows[rows.length - 1][2] as string,
      address,
      terms,
      members: [],
      bookers: [],
      costCentres: [],
    };
    const size = r.int(3, 15);
    for (let m = 0; m < size; m++) {
      const rider = riders[r.int(0, riders.length - 1)];
      if (used.has(`${id}:${rider.id}`)) continue;
      used.add(`${id}:${rider.id}`);
      const role = m === 0 ? "admin" : r.weighted({ booker: 25, traveller: 60, approver: 15 });
      company.members.push(rider.id);
      if (role === "admin" || role === "booker") company.bookers.push(rider.id);
      // prettier-ignore
      members.push([id, rider.id, role, new Date(created + r.int(0, 60) * DAY)]);
    }
    for (const [code, name] of CENTRES.slice(0, r.int(1, CENTRES.length))) {
      const cc = { id: r.uuid(), code, name };
      company.costCentres.push(cc);
      // prettier-ignore
      centres.push([cc.id, id, code, name, new Date(created)]);
    }
    companies.push(company);
  }
  return {
    companies,
    tables: [
      {
        table: "companies",
        // prettier-ignore
        columns: ["id", "legal_name", "gstin", "state_code", "billing_address", "billing_email", "payment_terms",
          "credit_limit_paise", "status", "created_at"],
        rows,
      },
      { table: "company_members", columns: ["company_id", "user_id", "role", "joined_at"], rows: members },
      { table: "company_cost_centres", columns: ["id", "company_id", "code", "name", "created_at"], rows: centres },
    ],
  };
}
