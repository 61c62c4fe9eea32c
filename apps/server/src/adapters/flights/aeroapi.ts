import { z } from "zod";
import type { FlightState } from "@chauffeur/contracts";
import { FlightProviderError, type FlightObservation, type FlightQuery, type FlightStatusAdapter } from "./types.ts";

export interface AeroApiOptions {
  apiKey: string;
  /** AEROAPI_API_BASE, e.g. https://aeroapi.flightaware.com/aeroapi */
  baseUrl: string;
  /** per request (default 8 s) */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const HOUR = 3600_000;
/**
 * The window asked for, around the time the rider gave. AeroAPI filters GET /flights/{ident} by the scheduled
 * departure, so an arrival looks further back (a long flight left many hours before it lands).
 */
const WINDOW = {
  arrival: { before: 24 * HOUR, after: 12 * HOUR },
  departure: { before: 12 * HOUR, after: 12 * HOUR },
} as const;

const Time = z.iso.datetime({ offset: true }).nullish();
const Airport = z.object({ code: z.string().nullish(), code_iata: z.string().nullish() }).nullish();
const AeroFlightSchema = z.object({
  ident: z.string(),
  fa_flight_id: z.string(),
  cancelled: z.boolean(),
  diverted: z.boolean(),
  status: z.string().nullish(),
  origin: Airport,
  destination: Airport,
  scheduled_out: Time,
  estimated_out: Time,
  actual_out: Time,
  scheduled_off: Time,
  estimated_off: Time,
  actual_off: Time,
  scheduled_on: Time,
  estimated_on: Time,
  actual_on: Time,
  scheduled_in: Time,
  estimated_in: Time,
  actual_in: Time,
});
const FlightsAnswerSchema = z.object({ flights: z.array(AeroFlightSchema) });
type AeroFlight = z.infer<typeof AeroFlightSchema>;

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const at = (s: string | null | undefined) => (s ? new Date(s) : null);

/**
 * The leg's times as we use them. An arrival is followed by its runway landing (the meeting buffer counts from it),
 * the gate arrival when no landing time is known. A departure by its gate departure: the rider's ticket and the
 * check-in closing times count from it (the runway takeoff is 10–20 minutes later), the takeoff when no gate time is
 * known.
 */
export function legTimes(f: AeroFlight, direction: FlightQuery["direction"]) {
  const [s, e, a] =
    direction === "arrival"
      ? [f.scheduled_on ?? f.scheduled_in, f.estimated_on ?? f.estimated_in, f.actual_on ?? f.actual_in]
      : [f.scheduled_out ?? f.scheduled_off, f.estimated_out ?? f.estimated_off, f.actual_out ?? f.actual_off];
  return { scheduledAt: at(s), estimatedAt: at(e), actualAt: at(a) };
}

function stateOf(f: AeroFlight, direction: FlightQuery["direction"], actualAt: Date | null): FlightState {
  const status = f.status ?? "";
  if (f.cancelled || /^cancel/i.test(status)) return "cancelled";
  if (f.diverted || /^divert/i.test(status)) return "diverted";
  if (actualAt) return direction === "arrival" ? "landed" : "departed";
  if (direction === "arrival" && (f.actual_out || f.actual_off)) return "en_route";
  return "scheduled";
}

/**
 * The leg that is ours: landing at (arrival) or leaving from (departure) our airport, the one scheduled nearest the
 * time the rider gave (the same number may fly on several days, or several legs a day). An arrival that diverted
 * may carry the airport it diverted to as its destination: when no leg lands at ours, a diverted leg that did not
 * leave from ours is taken.
 */
export function pickFlight(flights: AeroFlight[], q: FlightQuery): AeroFlight | null {
  const code = q.airportCode.toUpperCase();
  const ours = (f: AeroFlight) => (q.direction === "arrival" ? f.destination : f.origin)?.code_iata === code;
  let candidates = flights.filter(ours);
  if (!candidates.length && q.direction === "arrival")
    candidates = flights.filter((f) => f.diverted && f.origin?.code_iata !== code);
  let best: AeroFlight | null = null;
  let bestGap = Infinity;
  for (const f of candidates) {
    const s = legTimes(f, q.direction).scheduledAt;
    const gap = s ? Math.abs(s.getTime() - q.scheduledAt.getTime()) : Infinity;
    if (gap < bestGap || best === null) [best, bestGap] = [f, gap];
  }
  return best;
}

export function observe(f: AeroFlight, direction: FlightQuery["direction"]): FlightObservation {
  const times = legTimes(f, direction);
  return { state: stateOf(f, direction, times.actualAt), ...times };
}

const reasonFor = (status: number) =>
  status === 401 || status === 403 ? " (the key was refused)" : status === 429 ? " (rate limited)" : "";

/** The JSON body of a 2xx answer; anything else throws FlightProviderError with the HTTP status. */
async function readAnswer(res: Response): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new FlightProviderError(`AeroAPI's answer (${res.status}) was cut off`, res.status);
  }
  if (!res.ok) {
    let detail = "";
    try {
      const body = JSON.parse(text) as { title?: unknown; detail?: unknown };
      detail = [body.title, body.detail].filter((x) => typeof x === "string").join(": ");
    } catch {
      /* not JSON: the status says enough */
    }
    throw new FlightProviderError(
      `AeroAPI answered ${res.status}${reasonFor(res.status)}${detail ? `: ${detail.slice(0, 200)}` : ""}`,
      res.status,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new FlightProviderError(`AeroAPI answered ${res.status} without JSON`, res.status);
  }
}

/**
 * FlightAware AeroAPI v4 (decision record 011): GET {base}/flights/{ident}?ident_type=designator&start&end with the
 * key in x-apikey; one page (15 flights at most, billed per page) of the designator's flights in a window around the
 * time the rider gave. The key goes only in that header: never in a URL, a message or a log.
 */
export function aeroApiFlightStatus(opts: AeroApiOptions): FlightStatusAdapter {
  const f = opts.fetchImpl ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 8000;
  return {
    name: "aeroapi",
    tracks: true,
    async lookup(q) {
      const ident = q.flightNumber.replace(/\s+/g, "").toUpperCase();
      const w = WINDOW[q.direction];
      const t = q.scheduledAt.getTime();
      const params = new URLSearchParams({
        ident_type: "designator",
        start: isoSeconds(t - w.before),
        end: isoSeconds(t + w.after),
        max_pages: "1",
      });
      let res: Response;
      try {
        res = await f(`${base}/flights/${encodeURIComponent(ident)}?${params}`, {
          headers: { "x-apikey": opts.apiKey, accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const name = e instanceof Error ? e.name : "";
        const code = (e as { cause?: { code?: unknown } }).cause?.code;
        throw new FlightProviderError(
          name === "TimeoutError" || name === "AbortError"
            ? `AeroAPI did not answer within ${timeoutMs} ms`
            : `AeroAPI could not be reached (${typeof code === "string" ? code : name || "network error"})`,
        );
      }
      const body = await readAnswer(res);
      const parsed = FlightsAnswerSchema.safeParse(body);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.join(".") ?? "";
        throw new FlightProviderError(`AeroAPI's answer had an unexpected shape (${where})`, res.status);
      }
      const flight = pickFlight(parsed.data.flights, q);
      return flight ? observe(flight, q.direction) : null;
    },
  };
}
