import type { AppContext } from "../../context.ts";
import { eq } from "drizzle-orm";
import {
  AddOnsSchema,
  DEFAULT_LOCALE,
  QUOTE_RATE_LIMIT,
  QUOTE_TTL_MINUTES,
  QuoteTripSchema,
  computeFare,
  fareRuleMessages,
  quoteEdgeFields,
  type AddOns,
  type FareInput,
  type FareLine,
  type Locale,
  type QuoteData,
  type QuoteTrip,
  type RouteInfo,
  type Service,
  type Tariff,
  type Vehicle,
} from "@chauffeur/contracts";
import { randomUUID } from "node:crypto";
import { quotes } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.ts";
import { createBatcher, type Batcher } from "../../lib/batcher.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { loadTariff, loadVehicleClasses } from "./tariff.repository.ts";
import {
  checkAreaRules,
  checkRouteRules,
  checkTimeRules,
  checkTripRules,
  chooseVehicle,
  departureOf,
  normaliseTrip,
  routeQuoteTrip,
  tripWindow,
  type ChargeBody,
} from "./trip.ts";
import { placeResolver } from "./place-resolver.ts";
import { localizeFareLines } from "./fare-words.ts";

/** A stored quote (quotes table). */
export type QuoteRow = typeof quotes.$inferSelect;
export type { AddOns, FareLine };

const QUOTE_TTL_MS = QUOTE_TTL_MINUTES * 60_000;

/**
 * Many quotes in one statement: the rows travel as one JSON array (one prepared statement whatever the batch size).
 * A quote is a 30-minute price offer, recomputed on demand, so its commit does not wait for the WAL flush
 * (`synchronous_commit = off` for this transaction only): after a database crash the last fraction of a second of
 * quotes may be gone (the rider checks the fare again), never half-written. Bookings and payments keep full durability.
 */
const INSERT_QUOTES_SQL = `WITH no_flush_wait AS (SELECT set_config('synchronous_commit', 'off', true))
  INSERT INTO quotes (id, user_id, service_type, car_type, trip, route, add_ons, breakdown, fare_paise, tariff_version,
    start_time, end_time, expires_at, created_at)
  SELECT id, "userId", "service", "vehicleClass", trip, route, "addOns", breakdown, "farePaise", "tariffVersion",
         "pickupAt", "endTime", "expiresAt", "createdAt"
  FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, "userId" uuid, "service" text, "vehicleClass" text, trip jsonb, route jsonb,
    "addOns" jsonb, breakdown jsonb, "farePaise" int, "tariffVersion" int, "pickupAt" timestamptz, "endTime" timestamptz,
    "expiresAt" timestamptz, "createdAt" timestamptz), no_flush_wait`;
type NewQuote = Omit<QuoteRow, "breakdown"> & { breakdown: FareLine[] };
const writers = new WeakMap<Database, Batcher<NewQuote, void>>();
function quoteWriter(database: Database): Batcher<NewQuote, void> {
  let w = writers.get(database);
  if (!w) {
    w = createBatcher<NewQuote, void>(async (rows) => {
      await database.query(INSERT_QUOTES_SQL, [JSON.stringify(rows)], "quotes_insert");
      return rows.map(() => undefined);
    });
    writers.set(database, w);
  }
  return w;
}

export async function tariffOrFail(ctx: AppContext, version?: number): Promise<Tariff> {
  const t = await loadTariff(ctx, version);
  if (!t) throw new AppError(503, fareRuleMessages.tariffMissing, "tariff_missing");
  return t;
}

/**
 * The add-ons a trip can carry: an airport transfer already includes the airport's entry and parking, so its
 * airportToll add-on is dropped (never charged, never stored as chosen); the fare engine ignores it there too.
 */
export function addOnsFor(service: Service, addOns: AddOns): AddOns {
  return service === "airport-transfer" && addOns.airportToll ? { ...addOns, airportToll: false } : addOns;
}

/** What the fare engine prices: the trip's facts from the stored trip and route, the class and the add-ons. */
function fareInput(trip: QuoteTrip, route: RouteInfo, vehicleClass: string, addOns: AddOns): FareInput {
  const { start, end } = tripWindow(trip, route);
  return {
    service: trip.service,
    vehicleClass,
    distanceKm: route.distanceKm,
    durationMin: route.durationMin,
    hours: trip.hours,
    isRoundTrip: trip.isRoundTrip,
    start,
    end,
    addOns,
  };
}

function price(tariff: Tariff, trip: QuoteTrip, route: RouteInfo, vehicleClass: string, addOns: AddOns) {
  const input = fareInput(trip, route, vehicleClass, addOns);
  return { fare: computeFare(tariff, input), start: input.start, end: input.end };
}

/** A stored quote's lines in the reader's language (fare-words.ts: recomputed from the stored inputs, not stored). */
function quoteLines(row: QuoteRow, tariff: Tariff, locale: Locale): FareLine[] {
  const stored = row.breakdown as FareLine[];
  if (locale === DEFAULT_LOCALE) return stored;
  const trip = QuoteTripSchema.safeParse(row.trip);
  const addOns = AddOnsSchema.safeParse(row.addOns ?? {});
  const input = trip.success && addOns.success ? fareInput(trip.data, row.route, row.vehicleClass, addOns.data) : null;
  return localizeFareLines(stored, tariff, input, locale);
}

export async function insertQuote(
  ctx: AppContext,
  userId: string,
  trip: QuoteTrip,
  route: RouteInfo,
  vehicle: Vehicle,
  tariff: Tariff,
  addOns: AddOns,
  /** a reprice keeps the original quote's expiry (docs/security.md §3); a new quote gets the full 30 minutes */
  expiresAt?: Date,
  /** the reader's language: the answer's fare lines are in it (the stored ones stay English) */
  locale: Locale = DEFAULT_LOCALE,
): Promise<QuoteData> {
  const chosen = addOnsFor(trip.service, addOns);
  const { fare, start, end } = price(tariff, trip, route, vehicle.code, chosen);
  const now = ctx.clock.now();
  const values = {
    userId,
    service: trip.service,
    vehicleClass: vehicle.code,
    trip,
    route,
    addOns: chosen,
    breakdown: fare.lines,
    farePaise: fare.totalPaise,
    tariffVersion: tariff.version,
    pickupAt: start,
    endTime: end,
    expiresAt: expiresAt ?? new Date(now.getTime() + QUOTE_TTL_MS),
    createdAt: now,
  };
  // the hot path of fare checks: quotes written by concurrent requests share one prepared statement and one commit
  const id = randomUUID();
  await quoteWriter(ctx.database).load({ ...values, id });
  return toQuoteData(
    { ...values, id, addOns: values.addOns, breakdown: fare.lines } as QuoteRow,
    vehicle,
    tariff,
    now,
    locale,
  );
}

export function toQuoteData(
  row: QuoteRow,
  vehicle: Vehicle,
  tariff: Tariff,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): QuoteData {
  const { trip, route } = row;
  return {
    fare: row.farePaise,
    ...quoteEdgeFields({ service: row.service, vehicleClass: row.vehicleClass }),
    duration: trip.service === "hourly-rental" ? (trip.hours ?? 1) * 60 : route.durationMin,
    distance: route.distanceKm,
    quoteId: row.id,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    tariffVersion: row.tariffVersion,
    breakdown: quoteLines(row, tariff, locale),
    addOns: AddOnsSchema.parse(row.addOns ?? {}),
    vehicle,
    trip,
    route,
    addOnPrices: { ...tariff.addOns },
  };
}

/** POST /bookings/charges/{service}: validates the trip, routes it on the server, prices it and stores a quote. */
export async function createQuote(
  ctx: AppContext,
  userId: string,
  service: Service,
  body: ChargeBody,
  locale: Locale = DEFAULT_LOCALE,
): Promise<QuoteData> {
  if (body.quoteId) return repriceQuote(ctx, userId, body.quoteId, body.addOns, service, locale);
  const now = ctx.clock.now();
  // (an airport transfer's pickup comes from its flight: checked with the trip below)
  if (service !== "airport-transfer")
    checkTimeRules(
      {
        startTime: body.startTime ?? "",
        isRoundTrip: service === "outstation" && Boolean(body.isRoundTrip),
        returnTime: body.returnTime,
      },
      now,
    );
  // a paid maps provider (place lookups and routes) is limited per rider before it is called
  if (ctx.adapters.routing.name !== "gazetteer")
    await ctx.rateLimiter.enforce(`quote:${userId}`, QUOTE_RATE_LIMIT, fareRuleMessages.tooManyQuotes);
  // every place comes from the server (its id, or the server's geocoding); the browser's coordinates never count
  const asked = await normaliseTrip(service, body, placeResolver(ctx));
  // a departure given its flight may come without a pickup (it gets the latest one): its time rules wait for the route
  if (departureOf(asked) && !asked.startTime) checkAreaRules(asked);
  else checkTripRules(asked, now);
  const [classes, tariff] = await Promise.all([loadVehicleClasses(ctx), tariffOrFail(ctx)]);
  const vehicle = chooseVehicle(classes, asked);
  // a departure with its flight: routed at the hour of the drive, its pickup no later than the latest one
  const { trip, route, plan } = await routeQuoteTrip(ctx.adapters.routing, asked);
  if (plan) checkTimeRules(trip, now);
  checkRouteRules(trip, route);
  return insertQuote(ctx, userId, trip, route, vehicle, tariff, body.addOns, undefined, locale);
}

/**
 * The checkout's add-on recalculation: the trip, route, class and tariff version come from the stored quote (never
 * from the browser); only the add-ons change. Answers a new quote that keeps the original's expiry and tariff version
 * (docs/security.md §3): repricing cannot stretch an old tariff past the 30 minutes it was offered for.
 */
export async function repriceQuote(
  ctx: AppContext,
  userId: string,
  quoteId: string,
  addOns: AddOns,
  service?: Service,
  locale: Locale = DEFAULT_LOCALE,
): Promise<QuoteData> {
  const quote = await loadValidQuote(ctx, { quoteId, userId });
  if (service && quote.service !== service) throw badRequest(fareRuleMessages.quoteNotFound);
  const trip = QuoteTripSchema.parse(quote.trip);
  checkTripRules(trip, ctx.clock.now());
  const [classes, tariff] = await Promise.all([loadVehicleClasses(ctx), tariffOrFail(ctx, quote.tariffVersion)]);
  const vehicle = classes.find((c) => c.code === quote.vehicleClass) ?? chooseVehicle(classes, trip);
  return insertQuote(ctx, userId, trip, quote.route, vehicle, tariff, addOns, quote.expiresAt, locale);
}

/**
 * For the order endpoint (bookings issue): the rider's own quote, not expired. 400 with a clear message otherwise
 * (a foreign quote answers like a missing one, so quote ids reveal nothing).
 */
export async function loadValidQuote(ctx: AppContext, args: { quoteId: string; userId: string }): Promise<QuoteRow> {
  if (!/^[0-9a-f-]{36}$/i.test(args.quoteId)) throw badRequest(fareRuleMessages.quoteNotFound);
  const rows = await ctx.db.select().from(quotes).where(eq(quotes.id, args.quoteId)).limit(1);
  const q = rows[0];
  if (!q || q.userId !== args.userId) throw badRequest(fareRuleMessages.quoteNotFound);
  if (q.expiresAt.getTime() <= ctx.clock.now().getTime()) throw badRequest(fareRuleMessages.quoteExpired);
  return q;
}

/**
 * For the order endpoint: the quote's price with the given add-ons, from the quote's own trip, route, class and
 * tariff version (so it equals what the fare summary showed for the same add-ons).
 */
export async function priceWithAddOns(
  ctx: AppContext,
  quote: QuoteRow,
  addOns: AddOns,
): Promise<{ farePaise: number; breakdown: FareLine[]; addOns: AddOns }> {
  const trip = QuoteTripSchema.parse(quote.trip);
  const clean = addOnsFor(trip.service, AddOnsSchema.parse(addOns ?? {}));
  const tariff = await tariffOrFail(ctx, quote.tariffVersion);
  const { fare } = price(tariff, trip, quote.route, quote.vehicleClass, clean);
  return { farePaise: fare.totalPaise, breakdown: fare.lines, addOns: clean };
}

/** GET /bookings/quotes/:id: the rider's own quote (expired ones too, flagged), for a reload of the fare summary. */
export async function getQuoteForUser(
  ctx: AppContext,
  userId: string,
  quoteId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<QuoteData | null> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return null;
  const rows = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  const q = rows[0];
  if (!q || q.userId !== userId) return null;
  const [classes, tariff] = await Promise.all([loadVehicleClasses(ctx), tariffOrFail(ctx, q.tariffVersion)]);
  const vehicle = classes.find((c) => c.code === q.vehicleClass);
  if (!vehicle) return null;
  return toQuoteData(q, vehicle, tariff, ctx.clock.now(), locale);
}
