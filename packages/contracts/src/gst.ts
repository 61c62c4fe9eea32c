/**
 * GST identities and the place-of-supply rule (README "Company accounts", where each reading is named).
 *
 * A GSTIN is 15 characters: the state's two-digit code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number within that PAN (1-9, A-Z), 'Z' by default, and a check character computed over the first 14 with the
 * GSTN's mod-36 scheme (each character's value 0-35, weights alternating 1 and 2, each product's quotient and
 * remainder by 36 summed; the check is (36 - sum mod 36) mod 36).
 */

/** GST state and union territory codes (GSTN's list; 97 'Other Territory', 99 'Centre Jurisdiction'). */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character the first 14 characters of a GSTIN call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "format" | "state" | "check";

/** Why a GSTIN is not valid (upper-cased and trimmed first), or null when it is. */
export function gstinProblem(value: string): GstinProblem | null {
  const v = normaliseGstin(value);
  const m = GSTIN_SHAPE.exec(v);
  if (!m) return "format";
  if (!GST_STATES[m[1]!]) return "state";
  if (gstinCheckCharacter(v.slice(0, 14)) !== v[14]) return "check";
  return null;
}

export const GSTIN_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  format: "Enter a 15-character GSTIN: state code, PAN, entity number, Z and a check character (e.g. 29AAGCB7383J1Z4)",
  state: "The GSTIN's first two digits are not a GST state code",
  check: "The GSTIN's last character does not match its check digit: please check it against the GST certificate",
};

export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** The GST state code of a GSTIN ("29" for Karnataka). */
export function gstinStateCode(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}

export function gstStateName(code: string): string {
  return GST_STATES[code] ?? code;
}

/**
 * Passenger transport by motor cab (SAC 996412): 5 % GST without input tax credit. The place of supply of passenger
 * transport (IGST Act 2017 s.12(9)): for a registered recipient, the recipient's location (its GSTIN's state); for
 * anyone else, where the passenger embarks (the pickup: Odisha for every ride this service sells). Inter-state
 * (place of supply ≠ supplier's state) → IGST; intra-state → CGST + SGST in halves.
 */
export const GST_RATE_PERCENT = 5;
export const PASSENGER_TRANSPORT_SAC = "996412";
/** The embarkation state of every ride this service sells (its service area is in and around Bhubaneswar). */
export const EMBARKATION_STATE_CODE = "21";

export type TaxSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  placeOfSupplyCode: string;
  interState: boolean;
};

/** The place of supply's state code: the buyer's GSTIN state when registered, else the embarkation state. */
export function placeOfSupply(buyerGstin: string | null | undefined): string {
  return buyerGstin ? gstinStateCode(buyerGstin) : EMBARKATION_STATE_CODE;
}

/** A GST-inclusive total split into taxable value and tax, by the place-of-supply rule above. */
export function splitGst(totalPaise: number, supplierStateCode: string, buyerGstin?: string | null): TaxSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  const placeOfSupplyCode = placeOfSupply(buyerGstin);
  const interState = placeOfSupplyCode !== supplierStateCode;
  const cgstPaise = interState ? 0 : Math.floor(tax / 2);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: interState ? 0 : tax - cgstPaise,
    igstPaise: interState ? tax : 0,
    totalPaise,
    placeOfSupplyCode,
    interState,
  };
}
