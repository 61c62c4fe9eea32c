import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fareRuleMessages,
  fareValidation,
  savedPlaceMessages as M,
  SavedPlacesResponseSchema,
  savedPlacePaths,
  toIstLocalInput,
} from "@chauffeur/contracts";
import { atStartOfNextWindow, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin, requestDeletion } from "../../../test/auth-helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { SAVED_PLACE_CHANGES } from "./places.service.ts";

const HOUR = 3600_000;
/** A place as the trip forms send it: address, GeoJSON point [lng, lat], place id. */
const place = (address: string, lat: number, lng: number, placeId?: string) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
  ...(placeId ? { placeId } : {}),
});
// the gazetteer's own rows (modules/fares/places.data.ts)
const PURI_TEMPLE = { address: "Shree Jagannath Temple, Grand Road, Puri, Odisha", lat: 19.8048, lng: 85.818 };

describe("accounts: a rider's saved places (Home, Work)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const list = async (cookie: string) => {
    const res = await call("GET", savedPlacePaths.list, cookie);
    expect(res.statusCode).toBe(200);
    return SavedPlacesResponseSchema.parse(res.json()).data;
  };

  it("saves Home and Work as the server resolves them (never the browser's coordinates), lists Home first, replaces and removes", async () => {
    const { cookie } = await createSignedInUser(t);
    expect(await list(cookie)).toEqual([]);

    // Work first: the list still puts Home first. The coordinates sent are Kolkata's: the server's own are stored.
    const work = await call(
      "PUT",
      savedPlacePaths.one("work"),
      cookie,
      place("KIIT University", 22.57, 88.36, "gz:kiit"),
    );
    expect(work.statusCode).toBe(200);
    expect(work.json()).toMatchObject({
      success: true,
      message: M.saved("work"),
      data: { label: "work", placeId: "gz:kiit" },
    });
    expect(work.json().data.address).toMatch(/^KIIT University, .*Bhubaneswar/);
    expect(work.json().data.location.lat).toBeCloseTo(20.35, 1);
    expect(work.json().data.location.lng).toBeCloseTo(85.82, 1);

    // no place id: the server geocodes the text itself (an exact gazetteer address)
    const home = await call("PUT", savedPlacePaths.one("home"), cookie, place(PURI_TEMPLE.address, 20, 86));
    expect(home.statusCode).toBe(200);
    expect(home.json().data).toMatchObject({ label: "home", address: PURI_TEMPLE.address });
    expect(home.json().data.location).toEqual({ lat: PURI_TEMPLE.lat, lng: PURI_TEMPLE.lng });
    expect(home.json().data.placeId).toMatch(/^gz:/);

    expect((await list(cookie)).map((p) => p.label)).toEqual(["home", "work"]);

    // saving Home again replaces it (one Home per rider)
    const moved = await call("PUT", savedPlacePaths.one("home"), cookie, place("Cuttack", 20.46, 85.88, "gz:cuttack"));
    expect(moved.statusCode).toBe(200);
    const after = await list(cookie);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ label: "home", placeId: "gz:cuttack" });

    const del = await call("DELETE", savedPlacePaths.one("work"), cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: M.removed("work") });
    expect((await list(cookie)).map((p) => p.label)).toEqual(["home"]);
    const again = await call("DELETE", savedPlacePaths.one("work"), cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: M.notSaved("work"), code: "not_found" });
  });

  it("a saved place is one the quote accepts: Home to Puri is priced from the server's places", async () => {
    const { cookie } = await createSignedInUser(t);
    await call("PUT", savedPlacePaths.one("home"), cookie, place("Bhubaneswar", 20.3, 85.8, "gz:st-bbs"));
    const [home] = await list(cookie);
    const startTime = toIstLocalInput(new Date(t.clock.now().getTime() + 24 * HOUR));
    const toRequest = {
      address: home.address,
      location: { type: "Point", coordinates: [home.location.lng, home.location.lat] },
      placeId: home.placeId,
    };
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie },
      payload: {
        pickUp: toRequest,
        dropOff: place(PURI_TEMPLE.address, PURI_TEMPLE.lat, PURI_TEMPLE.lng),
        stops: [],
        startTime,
        isRoundTrip: false,
        returnTime: null,
        passengerCount: 2,
        luggageCount: 2,
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.trip.pickUp).toMatchObject({ address: home.address, placeId: home.placeId });
  });

  it("only the owner: each rider reads, replaces and removes their own places; signed out is 401", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await call("PUT", savedPlacePaths.one("home"), a.cookie, place("Puri", 19.8, 85.83, "gz:puri"));
    await call("PUT", savedPlacePaths.one("home"), b.cookie, place("Cuttack", 20.46, 85.88, "gz:cuttack"));
    expect((await list(a.cookie))[0].placeId).toBe("gz:puri");
    expect((await list(b.cookie))[0].placeId).toBe("gz:cuttack");
    // B removing "home" removes B's, never A's
    expect((await call("DELETE", savedPlacePaths.one("home"), b.cookie)).statusCode).toBe(200);
    expect(await list(b.cookie)).toEqual([]);
    expect((await list(a.cookie))[0].placeId).toBe("gz:puri");
    // nobody names another rider: a user id in the body is not part of the schema and changes nothing
    const forged = await call("PUT", savedPlacePaths.one("work"), b.cookie, {
      ...place("Konark", 19.88, 86.09, "gz:konark-temple"),
      userId: a.userId,
    });
    expect(forged.statusCode).toBe(200);
    expect((await list(a.cookie)).map((p) => p.label)).toEqual(["home"]);

    for (const [method, url] of [
      ["GET", savedPlacePaths.list],
      ["PUT", savedPlacePaths.one("home")],
      ["DELETE", savedPlacePaths.one("home")],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === "PUT" ? place("Puri", 19.8, 85.83, "gz:puri") : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 400 with a clear message: an unknown label, a missing address, bad coordinates, a place it cannot find", async () => {
    const { cookie } = await createSignedInUser(t);
    const school = await call("PUT", "/api/v1/user/places/school", cookie, place("Puri", 19.8, 85.83, "gz:puri"));
    expect(school.statusCode).toBe(400);
    expect(school.json()).toMatchObject({ success: false, message: M.badLabel, code: "validation" });
    expect((await call("DELETE", "/api/v1/user/places/school", cookie)).json().message).toBe(M.badLabel);

    const blank = await call("PUT", savedPlacePaths.one("home"), cookie, place("  ", 19.8, 85.83));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(fareValidation.locationsRequired);

    const nowhere = await call("PUT", savedPlacePaths.one("home"), cookie, place("Null Island", 0, 0));
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(fareRuleMessages.badCoordinates);

    const unknown = await call(
      "PUT",
      savedPlacePaths.one("home"),
      cookie,
      place("Somewhere Unlisted Lane", 20.3, 85.8),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(fareRuleMessages.choosePlace("location"));

    const empty = await t.app.inject({
      method: "PUT",
      url: savedPlacePaths.one("home"),
      headers: { cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(empty.statusCode).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });

  it("limits changes per rider (429 with the message)", async () => {
    const { cookie } = await createSignedInUser(t);
    atStartOfNextWindow(t.clock, SAVED_PLACE_CHANGES.windowSeconds);
    for (let i = 0; i < SAVED_PLACE_CHANGES.limit; i++)
      expect(
        (await call("PUT", savedPlacePaths.one("home"), cookie, place("Puri", 19.8, 85.83, "gz:puri"))).statusCode,
      ).toBe(200);
    const over = await call("PUT", savedPlacePaths.one("home"), cookie, place("Puri", 19.8, 85.83, "gz:puri"));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(M.tooManyChanges);
    expect((await list(cookie)).map((p) => p.label)).toEqual(["home"]);
  });

  it("stay through a deletion request (recoverable) and go with the 30-day purge", async () => {
    const r = await registerAndLogin(t);
    await call("PUT", savedPlacePaths.one("home"), r.cookie, place("Puri", 19.8, 85.83, "gz:puri"));
    await call("PUT", savedPlacePaths.one("work"), r.cookie, place("KIIT University", 20.35, 85.82, "gz:kiit"));
    const rows = () => t.database.query("SELECT label FROM rider_places WHERE user_id = $1", [r.userId]);
    expect(await rows()).toHaveLength(2);
    await requestDeletion(t, r);
    t.clock.setOffsetMs(29 * 24 * HOUR);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    expect(await rows()).toHaveLength(2);
    t.clock.setOffsetMs(30 * 24 * HOUR + 60_000);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    t.clock.setOffsetMs(0);
    const [u] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE id = $1", [r.userId]);
    expect(u.status).toBe("purged");
    expect(await rows()).toHaveLength(0);
  });
});

describe("accounts: saved places with Google Maps configured (a local fake of Place Details)", () => {
  let t: TestApp;
  let server: http.Server;
  const details: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const m = /^\/v1\/places\/([^/:?]+)/.exec(req.url ?? "");
      const id = m ? decodeURIComponent(m[1]) : "";
      details.push(id);
      res.writeHead(id === "ChIJpatia" ? 200 : 404, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          id === "ChIJpatia"
            ? {
                id,
                displayName: { text: "Patia", languageCode: "en" },
                formattedAddress: "Patia, Bhubaneswar, Odisha 751024, India",
                location: { latitude: 20.3553, longitude: 85.8197 },
              }
            : { error: { code: 404, status: "NOT_FOUND" } },
        ),
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ config: { GOOGLE_MAPS_API_KEY: "test-google-key", GOOGLE_PLACES_API_BASE: base } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it("stores Place Details' address and position for the Google place id; an id Google does not know is refused", async () => {
    const { cookie } = await createSignedInUser(t);
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: savedPlacePaths.one("work"), headers: { cookie }, payload });
    const ok = await put(place("My office (typed by hand)", 28.6, 77.2, "ChIJpatia"));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      label: "work",
      placeId: "ChIJpatia",
      location: { lat: 20.3553, lng: 85.8197 },
    });
    expect(ok.json().data.address).toContain("Patia, Bhubaneswar");
    expect(details).toContain("ChIJpatia");
    const unknown = await put(place("Nowhere", 20.3, 85.8, "ChIJnowhere"));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(fareRuleMessages.choosePlace("location"));
  });
});
