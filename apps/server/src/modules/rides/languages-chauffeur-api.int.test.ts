import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths, rideMessages } from "@chauffeur/contracts";
import { driverLanguagePath } from "@chauffeur/contracts/rides/driver-language";
import { chauffeurs, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, createTestChauffeur, signInChauffeur } from "./test-factories.ts";

/**
 * The chauffeur app saves the chauffeur's language (PUT driverLanguagePath, the shared schema: 400 for
 * anything but the three, in the request's language), and the chauffeur endpoints' errors follow the request's
 * language (the errors catalogue, `rides.*`). The SMS in the chauffeur's language: languages-chauffeur.int.test.ts.
 */
describe("the chauffeur app's language on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const chooses = (cookie: string, language: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "PUT", url: driverLanguagePath, payload: { language }, headers: { cookie, ...headers } });
  const languageOf = async (chauffeurId: string) =>
    (await t.database.db.select().from(chauffeurs).where(eq(chauffeurs.id, chauffeurId)))[0].language;
  const chauffeurSpeaking = async () => {
    const ch = await createTestChauffeur(t);
    return { ...ch, ...(await signInChauffeur(t, ch)) };
  };

  it("the app saves the chosen language (chauffeurs only); a bad value answers 400 in the request's language", async () => {
    const ch = await chauffeurSpeaking();
    expect(await languageOf(ch.id)).toBe("en-IN");
    const ok = await chooses(ch.cookie, "or-IN");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, language: "or-IN" });
    expect(await languageOf(ch.id)).toBe("or-IN");
    // the chauffeur's users row follows, so answers without a language of their own are in it
    const [u] = await t.database.db.select().from(users).where(eq(users.id, ch.userId));
    expect(u.language).toBe("or-IN");

    for (const bad of ["fr-FR", "hi", "", null, 7]) {
      const res = await chooses(ch.cookie, bad, { "x-page-language": "en-IN" });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation", message: "Choose English, Hindi or Odia." });
    }
    const missing = await t.app.inject({
      method: "PUT",
      url: driverLanguagePath,
      payload: {},
      headers: { cookie: ch.cookie, "x-page-language": "en-IN" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Choose English, Hindi or Odia.");
    const hindi = await chooses(ch.cookie, "gu-IN", { "x-page-language": "hi-IN" });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe("अंग्रेज़ी, हिन्दी या ओड़िआ चुनें।");
    expect(await languageOf(ch.id)).toBe("or-IN");

    expect(
      (await t.app.inject({ method: "PUT", url: driverLanguagePath, payload: { language: "hi-IN" } })).statusCode,
    ).toBe(401);
    const rider = await createSignedInUser(t);
    expect((await chooses(rider.cookie, "hi-IN")).statusCode).toBe(403);
  });

  it("the chauffeur endpoints' errors in the page's language (Hindi), English without it", async () => {
    const f = await createRideFixture(t, { step: "arrived", pin: "2468" });
    const act = (action: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: driverPaths.action(f.booking.id, action),
        payload,
        headers: { cookie: f.chauffeur.cookie, ...headers },
      });
    const hi = { "x-page-language": "hi-IN" };

    const wrongPin = await act("start", { pin: "1357" }, hi);
    expect(wrongPin.statusCode).toBe(409);
    expect(wrongPin.json()).toMatchObject({
      code: "ride_pin_wrong",
      message: "यह राइड PIN सही नहीं है। राइडर से उनकी बुकिंग में दिखा 4 अंकों का PIN पूछें। स्टार्ट लॉक होने से पहले 4 कोशिशें बाकी हैं।",
    });
    const english = await act("start", { pin: "1357" });
    expect(english.json()).toMatchObject({
      code: "ride_pin_wrong",
      message: `${rideMessages.wrongPin} ${rideMessages.pinTriesLeft(3)}`,
    });

    const badPin = await act("start", { pin: "12" }, hi);
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toBe("राइडर का 4 अंकों का राइड PIN डालें");

    // a button at the wrong step: the buttons' and steps' names as the app shows them
    const early = await act("complete", {}, hi);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "ride_step_illegal",
      message: "‘ट्रिप पूरी करें’ अभी नहीं हो सकता: ट्रिप ‘पिकअप पर’ चरण में है (इसके लिए ‘ट्रिप शुरू’ चरण में होना ज़रूरी है)।",
    });
    const earlyEn = await act("complete", {});
    expect(earlyEn.json().message).toBe(rideMessages.illegalStep("complete", "arrived"));
    const earlyOr = await act("complete", {}, { "x-page-language": "or-IN" });
    expect(earlyOr.json().message).toBe(
      "‘ଟ୍ରିପ୍ ସମ୍ପୂର୍ଣ୍ଣ କରନ୍ତୁ’ ଏବେ ସମ୍ଭବ ନୁହେଁ: ଟ୍ରିପ୍ ‘ପିକଅପରେ’ ପର୍ଯ୍ୟାୟରେ ଅଛି (ଏଥିପାଇଁ ‘ଟ୍ରିପ୍ ଆରମ୍ଭ’ ପର୍ଯ୍ୟାୟରେ ଥିବା ଦରକାର)।",
    );

    const noId = await t.app.inject({
      url: driverPaths.trip("not-a-trip"),
      headers: { cookie: f.chauffeur.cookie, ...hi },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe("ट्रिप नहीं मिली");

    const guest = await t.app.inject({ url: driverPaths.trips, headers: hi });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe("अपने फ़ोन नंबर से ड्राइवर ऐप में साइन इन करें।");
    const rider = await createSignedInUser(t);
    const notChauffeur = await t.app.inject({ url: driverPaths.trips, headers: { cookie: rider.cookie, ...hi } });
    expect(notChauffeur.statusCode).toBe(403);
    expect(notChauffeur.json().message).toBe("केवल ड्राइवरों के लिए: ड्राइवर ऐप में साइन इन करें।");
  });
});
