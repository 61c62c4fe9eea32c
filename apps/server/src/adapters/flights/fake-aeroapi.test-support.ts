// Test-only: a local fake of FlightAware AeroAPI v4 (GET /flights/{ident}) on 127.0.0.1, and a builder of realistic
// flight objects in AeroAPI's shape. Used by aeroapi.int.test.ts and the flights module's integration tests.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const MIN = 60_000;

/** An airport as AeroAPI gives it in a flight's origin / destination. */
export interface AeroAirport {
  code: string;
  code_icao: string | null;
  code_iata: string | null;
  code_lid: string | null;
  timezone: string | null;
  name: string | null;
  city: string | null;
  airport_info_url: string | null;
}

/** The fields of an AeroAPI flight that the adapter and the tests read (AeroAPI sends more; these are realistic). */
export interface AeroFlight {
  ident: string;
  ident_icao: string | null;
  ident_iata: string | null;
  fa_flight_id: string;
  operator: string | null;
  operator_icao: string | null;
  operator_iata: string | null;
  flight_number: string | null;
  registration: string | null;
  cancelled: boolean;
  diverted: boolean;
  blocked: boolean;
  position_only: boolean;
  origin: AeroAirport;
  destination: AeroAirport;
  departure_delay: number | null;
  arrival_delay: number | null;
  scheduled_out: string | null;
  estimated_out: string | null;
  actual_out: string | null;
  scheduled_off: string | null;
  estimated_off: string | null;
  actual_off: string | null;
  scheduled_on: string | null;
  estimated_on: string | null;
  actual_on: string | null;
  scheduled_in: string | null;
  estimated_in: string | null;
  actual_in: string | null;
  progress_percent: number | null;
  status: string;
  aircraft_type: string | null;
  terminal_origin: string | null;
  terminal_destination: string | null;
  type: "Airline" | "General_Aviation";
}

// A few airports and airlines the tests use; another IATA code still works (no ICAO code, UTC).
const AIRPORTS: Record<string, [icao: string, name: string, city: string, tz: string]> = {
  BBI: ["VEBS", "Biju Patnaik Int'l", "Bhubaneswar", "Asia/Kolkata"],
  DEL: ["VIDP", "Indira Gandhi Int'l", "New Delhi", "Asia/Kolkata"],
  BOM: ["VABB", "Chhatrapati Shivaji Int'l", "Mumbai", "Asia/Kolkata"],
  BLR: ["VOBL", "Kempegowda Int'l", "Bengaluru", "Asia/Kolkata"],
  MAA: ["VOMM", "Chennai Int'l", "Chennai", "Asia/Kolkata"],
  CCU: ["VECC", "Netaji Subhas Chandra Bose Int'l", "Kolkata", "Asia/Kolkata"],
  HYD: ["VOHS", "Rajiv Gandhi Int'l", "Hyderabad", "Asia/Kolkata"],
  DXB: ["OMDB", "Dubai Int'l", "Dubai", "Asia/Dubai"],
  SIN: ["WSSS", "Singapore Changi", "Singapore", "Asia/Singapore"],
  BKK: ["VTBS", "Suvarnabhumi", "Bangkok", "Asia/Bangkok"],
};
const AIRLINES: Record<string, string> = {
  "6E": "IGO",
  AI: "AIC",
  IX: "AXB",
  QP: "AKJ",
  SG: "SEJ",
  EK: "UAE",
  SQ: "SIA",
};

export function aeroAirport(iata: string): AeroAirport {
  const a = AIRPORTS[iata];
  return {
    code: a?.[0] ?? iata,
    code_icao: a?.[0] ?? null,
    code_iata: iata,
    code_lid: null,
    timezone: a?.[3] ?? "UTC",
    name: a?.[1] ?? null,
    city: a?.[2] ?? null,
    airport_info_url: `/airports/${a?.[0] ?? iata}`,
  };
}

export interface AeroFlightInput {
  /** the IATA designator, e.g. "6E2341" (a space is dropped) */
  ident: string;
  /** IATA codes */
  origin: string;
  destination: string;
  /** the scheduled landing (runway); give this or scheduledOut */
  scheduledOn?: Date;
  /** the scheduled gate departure; give this or scheduledOn */
  scheduledOut?: Date;
  /** minutes from takeoff to landing (default 120) */
  flightMinutes?: number;
  /** the latest landing estimate (default: the schedule, moved by a departure estimate when one is given) */
  estimatedOn?: Date;
  /** the latest gate departure estimate (default: the schedule) */
  estimatedOut?: Date;
  /** pushed back from the gate / took off: the flight is en route */
  actualOut?: Date;
  actualOff?: Date;
  /** landed (runway) and, optionally, at the gate */
  actualOn?: Date;
  actualIn?: Date;
  cancelled?: boolean;
  diverted?: boolean;
  faFlightId?: string;
  /** AeroAPI's status text (default: derived from the rest) */
  status?: string;
  /** anything else, last */
  overrides?: Partial<AeroFlight>;
}

const TAXI_OUT = 15 * MIN;
const TAXI_IN = 8 * MIN;
const iso = (d: Date | number | null | undefined) =>
  d == null ? null : new Date(d).toISOString().replace(/\.\d{3}Z$/, "Z");
const plus = (d: Date | undefined, ms: number) => (d ? new Date(d.getTime() + ms) : undefined);

function statusText(f: AeroFlightInput, late: number): string {
  if (f.cancelled) return "Cancelled";
  if (f.diverted) return "Diverted";
  if (f.actualIn) return "Arrived / Gate Arrival";
  if (f.actualOn) return "Landed / Taxiing";
  if (f.actualOff || f.actualOut)
    return late > 15 * MIN ? "En Route / Delayed" : late < -15 * MIN ? "En Route / Early" : "En Route / On Time";
  return late > 15 * MIN ? "Scheduled / Delayed" : "Scheduled";
}

/** A realistic AeroAPI flight: gate and runway times derived from one schedule (taxi 15 min out, 8 min in). */
export function aeroFlight(f: AeroFlightInput): AeroFlight {
  const flight = (f.flightMinutes ?? 120) * MIN;
  if (!f.scheduledOn && !f.scheduledOut) throw new Error("aeroFlight needs scheduledOn or scheduledOut");
  const sOn = f.scheduledOn ?? new Date(f.scheduledOut!.getTime() + TAXI_OUT + flight);
  const sOut = new Date(sOn.getTime() - flight - TAXI_OUT);
  const sOff = new Date(sOut.getTime() + TAXI_OUT);
  const sIn = new Date(sOn.getTime() + TAXI_IN);
  const aOff = f.actualOff ?? plus(f.actualOn, -flight);
  const aOut = f.actualOut ?? plus(aOff, -TAXI_OUT);
  const eOut = aOut ?? f.estimatedOut ?? sOut;
  const eOff = aOff ?? new Date(eOut.getTime() + TAXI_OUT);
  const eOn = f.actualOn ?? f.estimatedOn ?? new Date(eOff.getTime() + flight);
  const eIn = f.actualIn ?? new Date(eOn.getTime() + TAXI_IN);
  const ident = f.ident.replace(/\s+/g, "").toUpperCase();
  const airline = ident.slice(0, 2);
  const number = ident.slice(2);
  const icao = AIRLINES[airline] ? `${AIRLINES[airline]}${number}` : null;
  const cancelled = !!f.cancelled;
  const late = eOn.getTime() - sOn.getTime();
  return {
    ident: icao ?? ident,
    ident_icao: icao,
    ident_iata: ident,
    fa_flight_id: f.faFlightId ?? `${icao ?? ident}-${Math.floor(sOut.getTime() / 1000)}-schedule-0001`,
    operator: AIRLINES[airline] ?? airline,
    operator_icao: AIRLINES[airline] ?? null,
    operator_iata: airline,
    flight_number: number,
    registration: cancelled ? null : "VT-IZQ",
    cancelled,
    diverted: !!f.diverted,
    blocked: false,
    position_only: false,
    origin: aeroAirport(f.origin),
    destination: aeroAirport(f.destination),
    departure_delay: cancelled ? 0 : Math.round((eOut.getTime() - sOut.getTime()) / 1000),
    arrival_delay: cancelled ? 0 : Math.round((eIn.getTime() - sIn.getTime()) / 1000),
    scheduled_out: iso(sOut),
    estimated_out: cancelled ? null : iso(eOut),
    actual_out: iso(aOut),
    scheduled_off: iso(sOff),
    estimated_off: cancelled ? null : iso(eOff),
    actual_off: iso(aOff),
    scheduled_on: iso(sOn),
    estimated_on: cancelled ? null : iso(eOn),
    actual_on: iso(f.actualOn ?? null),
    scheduled_in: iso(sIn),
    estimated_in: cancelled ? null : iso(eIn),
    actual_in: iso(f.actualIn ?? null),
    progress_percent: f.actualOn ? 100 : aOut ? 50 : 0,
    status: f.status ?? statusText(f, late),
    aircraft_type: "A20N",
    terminal_origin: "1",
    terminal_destination: "1",
    type: "Airline",
    ...f.overrides,
  };
}

export interface FakeAeroApi {
  /** the base URL (AEROAPI_API_BASE) */
  url: string;
  /** requests received, every path */
  readonly calls: number;
  /** requests for GET /flights/{ident}, the ident exactly as sent */
  callsFor(ident: string): number;
  /** adds a flight under that ident, or replaces the one with the same fa_flight_id */
  setFlight(ident: string, flight: AeroFlight): void;
  /** forgets every flight, pending failure and count */
  clear(): void;
  /** the next n requests answer this status */
  failNext(n: number, status?: number): void;
  /** the x-apikey headers received, in order */
  readonly keysSeen: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) answering GET /flights/{ident}?ident_type&start&end like AeroAPI:
 * 401 without the right x-apikey, 400 on a bad window, else `{ flights, links, num_pages }` with the flights set for
 * that ident whose scheduled_out (or scheduled_off) falls in [start, end).
 */
export async function startFakeAeroApi(opts: { apiKey: string }): Promise<FakeAeroApi> {
  const flights = new Map<string, AeroFlight[]>();
  const perIdent = new Map<string, number>();
  const keysSeen: string[] = [];
  let calls = 0;
  let failures: { left: number; status: number } = { left: 0, status: 503 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    res.end(JSON.stringify(body));
  };
  // AeroAPI's error body
  const fail = (res: ServerResponse, status: number, title: string, detail: string) =>
    send(res, status, { title, reason: title.toUpperCase().replace(/ /g, "_"), detail, status });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    calls++;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const m = /^\/flights\/([^/]+)$/.exec(url.pathname);
    const ident = m ? decodeURIComponent(m[1]) : null;
    if (ident !== null) perIdent.set(ident, (perIdent.get(ident) ?? 0) + 1);
    const key = req.headers["x-apikey"];
    keysSeen.push(typeof key === "string" ? key : "");
    if (failures.left > 0) {
      failures.left--;
      return fail(res, failures.status, "Unavailable", "Simulated failure");
    }
    if (key !== opts.apiKey) return fail(res, 401, "Unauthorized", "Invalid API key");
    if (req.method !== "GET" || ident === null) return fail(res, 404, "Not Found", "No such resource");
    const type = url.searchParams.get("ident_type");
    if (type !== null && !["designator", "registration", "fa_flight_id"].includes(type))
      return fail(res, 400, "Invalid Argument", "Invalid ident_type");
    const start = url.searchParams.get("start");
    const end = url.searchParams.get("end");
    const from = start ? Date.parse(start) : -Infinity;
    const to = end ? Date.parse(end) : Infinity;
    if (Number.isNaN(from) || Number.isNaN(to) || from >= to)
      return fail(res, 400, "Invalid Argument", "Invalid start or end");
    const found = (flights.get(ident) ?? []).filter((f) => {
      const t = Date.parse(f.scheduled_out ?? f.scheduled_off ?? "");
      return t >= from && t < to;
    });
    send(res, 200, { links: null, num_pages: 1, flights: found });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return calls;
    },
    keysSeen,
    callsFor: (ident) => perIdent.get(ident) ?? 0,
    setFlight(ident, flight) {
      const list = (flights.get(ident) ?? []).filter((f) => f.fa_flight_id !== flight.fa_flight_id);
      flights.set(ident, [...list, flight]);
    },
    clear() {
      flights.clear();
      perIdent.clear();
      keysSeen.length = 0;
      calls = 0;
      failures = { left: 0, status: 503 };
    },
    failNext(n, status = 503) {
      failures = { left: n, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
