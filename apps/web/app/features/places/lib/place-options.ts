import {
  SAVED_PLACE_NAMES,
  savedPlaceTexts,
  type PlaceResult,
  type SavedPlace,
  type SelectedPlace,
} from "@chauffeur/contracts";

export type OptionKind = "home" | "work" | "recent" | PlaceResult["kind"];

/** One choice in a place input's list: a saved place, a recent one or a search result. */
export interface PlaceOption {
  key: string;
  place: SelectedPlace;
  /** the bold first line ('Home', 'Work' or the place's name) */
  title: string;
  /** what joins the two lines in the option's name (read by screen readers, not shown): ': ' or ', ' */
  separator: string;
  /** the second line (the address, or the rest of it) */
  detail: string;
  /** the option's accessible name: title, separator and detail, as its content reads */
  label: string;
  kind: OptionKind;
}

export interface PlaceSection {
  id: "saved" | "recent" | "results";
  /** shown above the group; none when the search's results are the only group */
  heading?: string;
  options: PlaceOption[];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The address without its first part (the name), e.g. "Puri, Odisha" → "Odisha". */
function splitAddress(address: string) {
  const i = address.indexOf(", ");
  const [title, detail] = i < 0 ? [address, ""] : [address.slice(0, i), address.slice(i + 2)];
  return { title, separator: ", ", detail, label: address };
}

export const toSelected = (p: { address: string; location: { lat: number; lng: number }; placeId: string }) => ({
  address: p.address,
  location: { lat: p.location.lat, lng: p.location.lng },
  placeId: p.placeId,
});

function savedOption(p: SavedPlace): PlaceOption {
  const name = SAVED_PLACE_NAMES[p.label];
  return {
    key: `saved-${p.label}`,
    place: toSelected(p),
    title: name,
    separator: ": ",
    detail: p.address,
    label: `${name}: ${p.address}`,
    kind: p.label,
  };
}

function recentOption(p: SelectedPlace): PlaceOption {
  return { key: `recent-${p.placeId}`, place: p, ...splitAddress(p.address), kind: "recent" };
}

function resultOption(r: PlaceResult): PlaceOption {
  const detail = r.address.startsWith(`${r.name}, `) ? r.address.slice(r.name.length + 2) : r.address;
  const label = `${r.name}, ${detail}`;
  return { key: r.placeId, place: toSelected(r), title: r.name, separator: ", ", detail, label, kind: r.kind };
}

/**
 * What a place input lists: the rider's saved places first ('Home', 'Work'; while typing, those whose name
 * or address holds the text), then, while the input is empty, this device's recent places, then the search's own
 * suggestions. A place appears once: the first group that has it keeps it.
 */
export function placeSections(input: {
  query: string;
  saved: SavedPlace[];
  recent: SelectedPlace[];
  results: PlaceResult[];
}): PlaceSection[] {
  const q = norm(input.query);
  const saved = input.saved
    .filter((p) => !q || norm(SAVED_PLACE_NAMES[p.label]).includes(q) || norm(p.address).includes(q))
    .map(savedOption);
  const seen = new Set(saved.map((o) => o.place.placeId));
  const recent = (q ? [] : input.recent).filter((p) => !seen.has(p.placeId)).map(recentOption);
  recent.forEach((o) => seen.add(o.place.placeId));
  const results = input.results.filter((r) => !seen.has(r.placeId)).map(resultOption);
  const grouped = saved.length > 0 || recent.length > 0;
  const sections: PlaceSection[] = [];
  if (saved.length) sections.push({ id: "saved", heading: savedPlaceTexts.savedGroup, options: saved });
  if (recent.length) sections.push({ id: "recent", heading: savedPlaceTexts.recentGroup, options: recent });
  if (results.length || !grouped)
    sections.push({ id: "results", heading: grouped ? savedPlaceTexts.resultsGroup : undefined, options: results });
  return sections;
}
