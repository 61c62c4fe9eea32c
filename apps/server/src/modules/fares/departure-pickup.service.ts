import type { AppContext } from "../../context.ts";
import {
  AIRPORT_TRANSFER_MAX_KM,
  QUOTE_RATE_LIMIT,
  atAirportBeforeDepartureMin,
  earliestDeparture,
  fareRuleMessages,
  fareValidation,
  flightMessages,
  parseTripTime,
  toIstLocalInput,
  type DeparturePickup,
  type DeparturePickupRequestSchema,
} from "@chauffeur/contracts";
import type { z } from "zod";
import { addressKey } from "../../lib/client-address.ts";
import { badRequest } from "../../lib/errors.ts";
import { placeResolver } from "./place-resolver.ts";
import { checkTimeRules, planDeparture, servedAirport } from "./trip.ts";

export type DeparturePickupBody = z.output<typeof DeparturePickupRequestSchema>;

/**
 * POST /api/v1/airport-transfers/departure-pickup: the latest pickup for a departure, worked back from the flight
 * (decision record 011). The pickup place is resolved on the server (its id or the server's geocoding, never the
 * browser's coordinates), the airport comes from the server's list, and the drive is routed at the hour of the drive
 * by planDeparture() — the same function a city-to-airport quote uses, so the quote accepts exactly the proposed
 * pickup. Public like the route preview (the booking form asks before the rider signs in; nothing is stored); a paid
 * maps provider is limited per client address like quotes (40 in 10 minutes), the built-in estimate is not.
 */
export async function proposeDeparturePickup(
  ctx: AppContext,
  body: DeparturePickupBody,
  ip: string,
): Promise<DeparturePickup> {
  const now = ctx.clock.now();
  const departure = parseTripTime(body.flightTime);
  if (!departure)
    throw badRequest(flightMessages.departureTimeRequired, { flightTime: [flightMessages.departureTimeRequired] });
  // a pickup must be 6 hours ahead, and it comes before the departure: refused before anything is looked up
  if (departure.getTime() < earliestDeparture(now).getTime())
    throw badRequest(fareValidation.advanceRequired, { flightTime: [fareValidation.advanceRequired] });
  const airport = servedAirport(body.airportCode);
  if (ctx.adapters.routing.name !== "gazetteer")
    await ctx.rateLimiter.enforce(
      `departure-pickup:${addressKey(ip)}`,
      QUOTE_RATE_LIMIT,
      fareRuleMessages.tooManyQuotes,
    );
  const from = await placeResolver(ctx)(body.pickUp, "pickUp");
  const { route, plan } = await planDeparture(ctx.adapters.routing, from, airport.place, departure, body.international);
  // the refusals a quote for this pickup would give: too far from the airport, a pickup under 6 hours ahead
  if (route.distanceKm > AIRPORT_TRANSFER_MAX_KM) throw badRequest(fareRuleMessages.airportTooFar);
  checkTimeRules({ startTime: plan.latestPickup.toISOString() }, now);
  return {
    latestPickup: plan.latestPickup.toISOString(),
    latestPickupLocal: toIstLocalInput(plan.latestPickup),
    atAirportBy: plan.atAirportBy.toISOString(),
    driveMinutes: plan.driveMinutes,
    marginMinutes: plan.marginMinutes,
    checkInClosesMinutes: plan.checkInClosesMinutes,
    bufferMinutes: plan.bufferMinutes,
    explanation: flightMessages.departurePlan({
      latestPickup: plan.latestPickup,
      driveMinutes: plan.driveMinutes,
      marginMinutes: plan.marginMinutes,
      atAirportBy: plan.atAirportBy,
      departure,
      before: atAirportBeforeDepartureMin(body.international),
    }),
  };
}
