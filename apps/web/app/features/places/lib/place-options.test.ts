import { describe, expect, it } from "vitest";
import type { PlaceResult, SavedPlace, SelectedPlace } from "@chauffeur/contracts";
import { placeSections } from "./place-options";

const result = (id: string, name: string, area: string): PlaceResult => ({
  placeId: `gz:${id}`,
  name,
  address: `${name}, ${area}`,
  kind: "landmark",
  location: { lat: 20.3, lng: 85.8 },
});
const PURI = result("puri", "Puri", "Odisha");
const KIIT = result("kiit", "KIIT University", "Patia, Bhubaneswar, Odisha");
const CUTTACK = result("cuttack", "Cuttack", "Odisha");
const saved = (label: "home" | "work", r: PlaceResult): SavedPlace => ({
  label,
  address: r.address,
  location: r.location,
  placeId: r.placeId,
  updatedAt: "2026-11-23T00:00:00.000Z",
});
const recent = (r: PlaceResult): SelectedPlace => ({ address: r.address, location: r.location, placeId: r.placeId });

describe("a place input's list: saved, recent, then the search's suggestions", () => {
  it("empty input: Home and Work first, labelled with the address, then recent places, then the rest, each place once", () => {
    const sections = placeSections({
      query: "",
      saved: [saved("home", KIIT), saved("work", CUTTACK)],
      recent: [recent(PURI), recent(KIIT)],
      results: [CUTTACK, PURI, KIIT, result("konark", "Konark", "Puri, Odisha")],
    });
    expect(sections.map((s) => [s.heading, s.options.map((o) => o.label)])).toEqual([
      ["Saved places", ["Home: KIIT University, Patia, Bhubaneswar, Odisha", "Work: Cuttack, Odisha"]],
      ["Recent places", ["Puri, Odisha"]],
      ["Places", ["Konark, Puri, Odisha"]],
    ]);
    expect(sections[0].options[0]).toMatchObject({ title: "Home", detail: KIIT.address, kind: "home" });
    expect(sections[1].options[0]).toMatchObject({ title: "Puri", detail: "Odisha", kind: "recent" });
  });

  it("typing: saved places matching the text (by name or address) stay first; recent places wait for an empty input", () => {
    const base = { saved: [saved("home", KIIT), saved("work", CUTTACK)], recent: [recent(PURI)] };
    const home = placeSections({ ...base, query: "hom", results: [] });
    expect(home.map((s) => s.options.map((o) => o.title))).toEqual([["Home"]]);
    const patia = placeSections({ ...base, query: "PATIA", results: [KIIT] });
    expect(patia.map((s) => s.id)).toEqual(["saved"]);
    const puri = placeSections({ ...base, query: "puri", results: [PURI] });
    expect(puri).toEqual([
      { id: "results", heading: undefined, options: [expect.objectContaining({ label: PURI.address })] },
    ]);
  });

  it("signed out with no recent places: the search's list as before, without groups (empty: the 'no matching' line)", () => {
    expect(placeSections({ query: "x", saved: [], recent: [], results: [] })).toEqual([
      { id: "results", heading: undefined, options: [] },
    ]);
  });
});
