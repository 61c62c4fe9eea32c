import { kmFromBase, type PlaceResult, type QuotePlace } from "@chauffeur/contracts";
import { GAZETTEER, type GazetteerKind, type GazetteerRow } from "./places.data.ts";

/** Search over the built-in gazetteer: name prefix first, then word prefix, then anywhere; nearer Bhubaneswar first. */
interface Entry {
  result: PlaceResult;
  name: string;
  /** the name without a bracketed code: "Biju Patnaik International Airport (BBI)" → "biju patnaik international airport" */
  core: string;
  full: string;
  haystack: string;
  words: string[];
  kindRank: number;
  km: number;
}

const KIND_RANK: Record<GazetteerKind, number> = { airport: 0, station: 1, landmark: 2, locality: 3, city: 4, town: 5 };
const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const toEntry = ([id, name, kind, area, lat, lng, aliases]: GazetteerRow): Entry => {
  const address = `${name}, ${area}`;
  const haystack = norm(`${name} ${area} ${aliases ?? ""}`);
  return {
    result: { placeId: `gz:${id}`, name, address, kind, location: { lat, lng } },
    name: norm(name),
    core: norm(name.replace(/\([^)]*\)/g, " ")),
    full: norm(address),
    haystack,
    words: haystack.split(" "),
    kindRank: KIND_RANK[kind],
    km: kmFromBase({ lat, lng }),
  };
};

const ENTRIES: Entry[] = GAZETTEER.map(toEntry);
const BY_ID = new Map(ENTRIES.map((e) => [e.result.placeId, e.result]));
/** Shown before the rider types: the places most trips start from. */
const POPULAR = [
  "gz:bbi",
  "gz:st-bbs",
  "gz:bhubaneswar",
  "gz:cuttack",
  "gz:puri",
  "gz:konark-temple",
  "gz:lingaraj",
  "gz:kiit",
];

export function searchPlaces(q: string, limit = 8): PlaceResult[] {
  const query = norm(q);
  if (!query) return POPULAR.map((id) => BY_ID.get(id)!).slice(0, limit);
  const terms = query.split(" ");
  const scored: Array<{ e: Entry; score: number }> = [];
  for (const e of ENTRIES) {
    if (!terms.every((t) => e.haystack.includes(t))) continue;
    let score = 0;
    if (e.name.startsWith(query)) score += 100;
    else if (e.name.split(" ").some((w) => w.startsWith(terms[0]))) score += 60;
    else if (e.words.some((w) => w.startsWith(terms[0]))) score += 30;
    score -= e.kindRank * 2;
    score -= Math.min(e.km, 2000) / 100;
    scored.push({ e, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.e.result);
}

export const placeById = (placeId: string) => BY_ID.get(placeId);

/** Airports by IATA code (the airport side of a transfer is fixed by the server, never taken from the browser). */
export function airportByCode(code: string): PlaceResult | undefined {
  return BY_ID.get(`gz:${code.toLowerCase()}`);
}
export const AIRPORTS = ENTRIES.filter((e) => e.result.kind === "airport").map((e) => e.result);

/**
 * The server's own geocoding of free text (a place sent without a known id): the gazetteer entry whose whole address,
 * or whose name, is exactly the text's first part ("Berhampur, Odisha" → Berhampur). Nothing fuzzy: an unknown or
 * ambiguous text answers null and the rider is asked to pick a suggestion.
 */
export function matchPlaceByName(text: string): QuotePlace | null {
  const whole = norm(text);
  if (!whole) return null;
  const toPlace = (e: Entry): QuotePlace => ({
    address: e.result.address,
    lat: e.result.location.lat,
    lng: e.result.location.lng,
    placeId: e.result.placeId,
  });
  const exact = ENTRIES.find((e) => e.full === whole);
  if (exact) return toPlace(exact);
  const [first, ...rest] = text.split(",");
  const head = norm(first);
  const restWords = norm(rest.join(" ")).split(" ").filter(Boolean);
  const named = ENTRIES.filter((e) => e.name === head || e.core === head);
  if (named.length === 0) return null;
  // several places of one name: the one whose area the rest of the text names best, then the usual kind order
  const score = (e: Entry) => restWords.filter((w) => e.words.includes(w)).length * 10 - e.kindRank;
  named.sort((a, b) => score(b) - score(a));
  return toPlace(named[0]);
}
