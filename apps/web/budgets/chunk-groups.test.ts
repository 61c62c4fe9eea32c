import { describe, expect, it } from "vitest";
import { chunkGroups, groupable, groupName, readEdges, rootLabel } from "./chunk-groups";

const APP = "/w/apps/web/app";
const Q = "?__react-router-build-client-route";

describe("readEdges", () => {
  it("pairs each statement's names with Rolldown's resolved ids, in order", () => {
    const code = [
      'import { jsx } from "react/jsx-runtime";',
      'import Default, { a, b as c } from "./x";',
      'import * as ns from "./ns";',
      'import "./side.css";',
      'export { d, e as f } from "./y";',
      'export * from "./star";',
      'export * as all from "./whole";',
      'const lazy = () => import("./lazy");',
    ].join("\n");
    const ids = ["/jsx", "/x", "/ns", "/side.css", "/y", "/star", "/whole", "\0vite/preload-helper.js"];
    const e = readEdges(code, ids);
    expect(e?.imports).toEqual([
      ["\0vite/preload-helper.js", new Set(["*"])],
      ["/jsx", new Set(["jsx"])],
      ["/x", new Set(["default", "a", "b"])],
      ["/ns", new Set(["*"])],
      ["/side.css", new Set(["*"])],
    ]);
    expect([...(e?.reexports ?? [])]).toEqual([
      ["d", ["/y", "d"]],
      ["f", ["/y", "e"]],
      ["all", ["/whole", "*"]],
    ]);
    expect(e?.stars).toEqual(["/star"]);
  });

  it("gives up (null: every import counts as fully used) when the statements and the ids do not pair up", () => {
    expect(readEdges('import { a } from "./a";', ["/a", "/b"])).toBeNull();
  });
});

describe("rootLabel, groupName, groupable", () => {
  it("names the core, the families, other pages, the staff apps and lazy code", () => {
    expect(rootLabel(`${APP}/root.tsx${Q}`)).toBe("core");
    expect(rootLabel(`${APP}/entry.client.tsx`)).toBe("core");
    expect(rootLabel(`${APP}/routes/site-layout.tsx${Q}`)).toBe("core");
    expect(rootLabel(`${APP}/routes/booking/outstation-trips.tsx${Q}`)).toBe("forms");
    expect(rootLabel(`${APP}/routes/booking/services-screen.tsx${Q}`)).toBe("forms");
    expect(rootLabel(`${APP}/routes/auth/otp-verify.tsx${Q}`)).toBe("auth");
    expect(rootLabel(`${APP}/routes/account/recover-account.tsx${Q}`)).toBe("auth");
    expect(rootLabel(`${APP}/routes/public/faq.tsx${Q}`)).toBe("site");
    expect(rootLabel(`${APP}/routes/booking/fare-summary.tsx${Q}`)).toBe("booking-fare-summary");
    expect(rootLabel(`${APP}/routes/ops/ops-console.tsx${Q}`)).toBe("staff");
    expect(rootLabel(`${APP}/routes/driver/trip.tsx${Q}`)).toBe("staff");
    expect(rootLabel(`${APP}/features/trip-planner/components/guest-info-dialog.tsx`)).toBe("lazy");
  });

  it("groups what the core reaches as core, what several pages share by their families, and leaves the rest", () => {
    const r = (...pairs: [string, string][]) => new Map(pairs);
    expect(groupName(r(["root", "core"], ["a", "forms"]))).toBe("core");
    expect(groupName(r(["a", "forms"], ["b", "forms"]))).toBe("forms");
    expect(groupName(r(["a", "forms"], ["b", "auth"], ["c", "staff"], ["d", "lazy"]))).toBe("auth+forms");
    expect(groupName(r(["a", "forms"], ["d", "lazy"]))).toBeNull(); // one page: its own file
    expect(groupName(r(["c", "staff"], ["e", "staff"]))).toBeNull();
    expect(groupName(r(["d", "lazy"], ["f", "lazy"]))).toBeNull();
  });

  it("never captures the framework, staff code, Maps, zod, the entry or a route module", () => {
    expect(groupable("/w/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe(false);
    expect(groupable(`${APP}/features/ops-core/api.ts`)).toBe(false);
    expect(groupable(`${APP}/features/driver-app/trip.tsx`)).toBe(false);
    expect(groupable(`${APP}/routes/ops/ops-console.tsx`)).toBe(false);
    expect(groupable("/w/node_modules/@vis.gl/react-google-maps/dist/index.modern.mjs")).toBe(false);
    expect(groupable(`${APP}/features/places/google-kit.tsx`)).toBe(false);
    expect(groupable("/w/node_modules/zod/v4/core/core.js")).toBe(false);
    expect(groupable(`${APP}/routes/booking/outstation-trips.tsx${Q}`)).toBe(false);
    expect(groupable(`${APP}/entry.client.tsx`)).toBe(false);
    expect(groupable(`${APP}/features/trip-planner/components/trip-form.tsx`)).toBe(true);
  });
});

describe("chunkGroups", () => {
  // a small module graph: two booking forms and a sign-in page, a barrel of icons, a lazily loaded dialog, the console
  const modules: Record<string, { code: string; importedIds?: string[]; isEntry?: boolean; exports?: string[] }> = {
    [`${APP}/root.tsx${Q}`]: { code: 'import { Menu } from "icons";', importedIds: ["/icons/index"], isEntry: true },
    [`${APP}/routes/booking/outstation-trips.tsx${Q}`]: {
      code: 'import { TripForm } from "./form"; import { Clock } from "icons";',
      importedIds: [`${APP}/form.tsx`, "/icons/index"],
      isEntry: true,
    },
    [`${APP}/routes/booking/hourly-rental.tsx${Q}`]: {
      code: 'import { TripForm } from "./form";',
      importedIds: [`${APP}/form.tsx`],
      isEntry: true,
    },
    [`${APP}/routes/auth/auth-index.tsx${Q}`]: {
      code: 'import { Clock } from "icons"; import { fmt } from "./fmt";',
      importedIds: ["/icons/index", `${APP}/fmt.ts`],
      isEntry: true,
    },
    [`${APP}/routes/ops/ops-console.tsx${Q}`]: {
      code: 'import { Plane } from "icons"; import { fmt } from "./fmt";',
      importedIds: ["/icons/index", `${APP}/fmt.ts`],
      isEntry: true,
    },
    [`${APP}/form.tsx`]: {
      code: 'import { fmt } from "./fmt"; const d = () => import("./dialog");',
      importedIds: [`${APP}/fmt.ts`, "\0vite/preload-helper.js"],
    },
    [`${APP}/fmt.ts`]: { code: "export const fmt = 1;" },
    [`${APP}/dialog.tsx`]: { code: 'import { Plus } from "icons";', importedIds: ["/icons/index"] },
    "/icons/index": {
      code: 'export { default as Menu } from "./menu"; export { default as Clock } from "./clock"; export { default as Plane } from "./plane"; export * from "./more";',
      importedIds: ["/icons/menu", "/icons/clock", "/icons/plane", "/icons/more"],
    },
    "/icons/more": { code: 'export { default as Plus } from "./plus";', importedIds: ["/icons/plus"] },
    "/icons/menu": { code: "export default 1;" },
    "/icons/clock": { code: "export default 2;" },
    "/icons/plane": { code: "export default 3;" },
    "/icons/plus": { code: "export default 4;" },
    "\0vite/preload-helper.js": { code: "export const p = 1;" },
  };
  const importers = (id: string) =>
    Object.keys(modules).filter((m) => (modules[m].importedIds ?? []).includes(id) && m !== id);
  const ctx = {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      if (!m) return null;
      return {
        id,
        code: m.code,
        importedIds: m.importedIds ?? [],
        importers: importers(id),
        isEntry: m.isEntry ?? false,
        dynamicImporters: id === `${APP}/dialog.tsx` ? [`${APP}/form.tsx`] : [],
        dynamicallyImportedIds: id === `${APP}/form.tsx` ? [`${APP}/dialog.tsx`] : [],
        exports: m.exports ?? [],
      };
    },
  };
  const [framework, riders] = chunkGroups();
  const name = riders.name as (id: string, c: typeof ctx) => string | null;

  it("puts the framework in one group", () => {
    expect(framework.name).toBe("framework");
    expect((framework.test as RegExp).test("/w/node_modules/react-router/dist/development/index.mjs")).toBe(true);
    expect((framework.test as RegExp).test("\0rolldown/runtime.js")).toBe(true);
  });

  it("names each module by the pages reaching it through the names they import, not a barrel's whole list", () => {
    expect(name("/icons/menu", ctx)).toBe("core"); // the root's
    expect(name("/icons/clock", ctx)).toBe("auth+forms"); // a booking form's and the sign-in page's
    expect(name(`${APP}/fmt.ts`, ctx)).toBe("auth+forms"); // the console's use does not count
    expect(name(`${APP}/form.tsx`, ctx)).toBe("forms");
    expect(name("/icons/plane", ctx)).toBeNull(); // only the console
    expect(name("/icons/plus", ctx)).toBeNull(); // only the lazy dialog (through a star re-export)
  });
});
