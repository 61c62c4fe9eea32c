import { DAY, type Prng } from "./prng.ts";
import type { TableRows } from "./writer.ts";

/** Given names and family names heard in Bhubaneswar: Odia first, then Hindi-speaking and other Indian names. */
// prettier-ignore
const ODIA_GIVEN_M = ["Subhendu", "Debasis", "Pradeep", "Soumya", "Biswajit", "Sibasis", "Ashutosh", "Manas", "Chinmay",
  "Sarat", "Bijay", "Prasanna", "Jagannath", "Sandeep", "Amiya", "Tapan", "Rabi", "Satyajit", "Lalit", "Sudhansu"];
// prettier-ignore
const ODIA_GIVEN_F = ["Sasmita", "Lipika", "Itishree", "Subhashree", "Smruti", "Pragyan", "Jyotirmayee", "Sanghamitra",
  "Madhusmita", "Bandana", "Rashmi", "Sunita", "Swagatika", "Ipsita", "Trupti", "Puspanjali", "Monalisa", "Archana"];
// prettier-ignore
const ODIA_FAMILY = ["Mohanty", "Das", "Patnaik", "Mishra", "Sahoo", "Panda", "Nayak", "Behera", "Swain", "Rath",
  "Tripathy", "Jena", "Pradhan", "Mohapatra", "Dash", "Routray", "Senapati", "Samal", "Biswal", "Parida", "Acharya",
  "Satpathy", "Mallick", "Sethi", "Barik", "Lenka", "Rout", "Khuntia"];
// prettier-ignore
const HINDI_GIVEN_M = ["Rahul", "Amit", "Vikas", "Rohit", "Ankit", "Saurabh", "Manish", "Deepak", "Arjun", "Karan",
  "Aditya", "Nitin", "Rajesh", "Sanjay", "Vivek"];
// prettier-ignore
const HINDI_GIVEN_F = ["Priya", "Neha", "Pooja", "Anjali", "Kavita", "Shweta", "Ritu", "Sneha", "Divya", "Aarti",
  "Meera", "Nidhi", "Swati"];
// prettier-ignore
const HINDI_FAMILY = ["Sharma", "Verma", "Gupta", "Singh", "Agarwal", "Jain", "Yadav", "Kumar", "Srivastava", "Tiwari",
  "Pandey", "Chauhan", "Saxena", "Bansal"];
// prettier-ignore
const OTHER_GIVEN = ["Arun", "Lakshmi", "Karthik", "Divya", "Suresh", "Anita", "Sourav", "Debjani", "Farhan", "Ayesha",
  "Joseph", "Mary", "Ravi", "Sunil", "Gurpreet", "Harpreet", "Imran", "Zoya", "Abhishek", "Tanmoy"];
// prettier-ignore
const OTHER_FAMILY = ["Reddy", "Iyer", "Nair", "Banerjee", "Chatterjee", "Khan", "Menon", "Rao", "Ghosh", "Mukherjee",
  "Pillai", "Fernandes", "D'Souza", "Gill", "Ahmed", "Bose", "Sen"];

export type Person = { name: string; given: string; family: string; language: "en-IN" | "hi-IN" | "or-IN" };

export function personName(r: Prng): Person {
  const kind = r.weighted({ odia: 62, hindi: 23, other: 15 });
  const female = r.chance(0.42);
  if (kind === "odia") {
    const given = r.pick(female ? ODIA_GIVEN_F : ODIA_GIVEN_M);
    const family = r.pick(ODIA_FAMILY);
    return {
      name: `${given} ${family}`,
      given,
      family,
      language: r.weighted({ "en-IN": 72, "or-IN": 24, "hi-IN": 4 }),
    };
  }
  if (kind === "hindi") {
    const given = r.pick(female ? HINDI_GIVEN_F : HINDI_GIVEN_M);
    const family = r.pick(HINDI_FAMILY);
    return { name: `${given} ${family}`, given, family, language: r.weighted({ "en-IN": 55, "hi-IN": 45 }) };
  }
  const given = r.pick(OTHER_GIVEN);
  const family = r.pick(OTHER_FAMILY);
  return { name: `${given} ${family}`, given, family, language: "en-IN" };
}

/** Unique Indian mobile numbers (+91, first digit 6–9) drawn from the generator; `taken` holds them all. */
export function phoneNumber(r: Prng, taken: Set<string>, first = "6789"): string {
  for (;;) {
    const p = `+91${r.pick(first.split(""))}${r.chars("0123456789", 9)}`;
    if (!taken.has(p)) {
      taken.add(p);
      return p;
    }
  }
}

export type Rider = { id: string; name: string; phone: string; email: string | null; createdAt: number };

// prettier-ignore
export const USER_COLUMNS = ["id", "name", "email", "phone", "homecity", "role", "status", "phone_verified_at",
  "language", "created_at", "updated_at"] as const;

/** The riders: about 4,000 at scale 1, each signed up some time in the year before `now` (a few long before). */
export function makeRiders(
  r: Prng,
  count: number,
  now: number,
  phones: Set<string>,
): { riders: Rider[]; table: TableRows } {
  const riders: Rider[] = [];
  const rows: unknown[][] = [];
  const emails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const p = personName(r);
    const phone = phoneNumber(r, phones);
    let email: string | null = null;
    if (r.chance(0.65)) {
      const base = `${p.given}.${p.family}`.toLowerCase().replace(/[^a-z.]/g, "");
      email = `${base}${emails.has(`${base}@example.in`) ? i : ""}@example.in`;
      emails.add(email);
    }
    // a third were riders before the year began; the rest signed up through it, more of them lately
    const createdAt = r.chance(0.33)
      ? now - 365 * DAY - r.int(1, 700) * DAY
      : now - Math.floor(365 * DAY * r.next() ** 1.3);
    const id = r.uuid();
    riders.push({ id, name: p.name, phone, email, createdAt });
    const at = new Date(createdAt);
    // prettier-ignore
    rows.push([id, p.name, email, phone, r.chance(0.8) ? "Bhubaneswar" : "Cuttack", "rider", "active", at, p.language, at, at]);
  }
  return { riders, table: { table: "users", columns: USER_COLUMNS, rows } };
}
