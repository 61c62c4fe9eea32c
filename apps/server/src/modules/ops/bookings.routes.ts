import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, asc, desc, eq } from "drizzle-orm";
import {
  OpsActionResultSchema,
  OpsAssignSchema,
  OpsBookingDetailSchema,
  OpsBookingListSchema,
  OpsBookingQuerySchema,
  OpsCandidatesSchema,
  OpsDeclineSchema,
  OpsNoteSchema,
  opsPaths,
} from "@chauffeur/contracts";
import { auditLog, cars, chauffeurs, outboxMessages, payments, refunds, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { clashes, getBookingRow, listQueue, toBookingRow, tripPlaces } from "./bookings.repository.ts";
import {
  allowedActions,
  completeTrip,
  confirmBooking,
  declineBooking,
  markNoShow,
  reassignBooking,
  startTrip,
} from "./lifecycle.service.ts";

const IdParams = z.object({ id: z.string().uuid("Booking not found") });
const tags = ["ops"];

export const opsBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  app.get(
    opsPaths.bookings,
    { schema: { tags, summary: "Bookings queue with filters", querystring: OpsBookingQuerySchema, response: { 200: OpsBookingListSchema } } },
    async (req) => {
      const { rows, total } = await listQueue(db, req.query);
      return { bookings: rows, total, now: clock.now().toISOString() };
    },
  );

  app.get(
    "/api/v1/ops/bookings/:id",
    { schema: { tags, summary: "A booking's full detail", params: IdParams, response: { 200: OpsBookingDetailSchema } } },
    async (req) => {
      const r = await getBookingRow(db, req.params.id);
      if (!r) throw notFound("Booking not found");
      const b = r.b;
      const id = b.id;
      const [pays, refs, msgs, audit] = await Promise.all([
        db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.createdAt)),
        db.select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.createdAt)),
        db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, id)).orderBy(desc(outboxMessages.createdAt)),
        db
          .select({ a: auditLog, actor: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, id)))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      ]);
      return {
        booking: {
          ...toBookingRow(r),
          tariffVersion: b.tariffVersion,
          holdUntil: b.holdUntil.toISOString(),
          trip: b.trip,
          route: b.route,
          pricedRoute: pricedRoute(b.route),
          addOns: b.addOns,
          breakdown: b.breakdown,
          stops: tripPlaces(b.trip).stops,
          cancelReason: b.cancelReason,
          cancelledAt: b.cancelledAt?.toISOString() ?? null,
          cancellationFeePaise: b.cancellationFeePaise,
          riderEmail: r.riderEmail,
          riderStatus: r.riderStatus,
        },
        payments: pays.map((p) => ({
          id: p.id,
          gateway: p.gateway,
          providerOrderId: p.providerOrderId,
          providerPaymentId: p.providerPaymentId,
          amountPaise: p.amountPaise,
          status: p.status,
          method: p.method,
          createdAt: p.createdAt.toISOString(),
          capturedAt: p.capturedAt?.toISOString() ?? null,
        })),
        refunds: refs.map((x) => ({
          id: x.id,
          amountPaise: x.amountPaise,
          status: x.status,
          reason: x.reason,
          createdAt: x.createdAt.toISOString(),
          processedAt: x.processedAt?.toISOString() ?? null,
        })),
        messages: msgs.map((m) => ({
          id: m.id,
          channel: m.channel,
          toAddress: m.toAddress,
          subject: m.subject,
          text: m.text,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
        audit: audit.map(({ a, actor }) => ({
          id: a.id,
          action: a.action,
          actor,
          before: a.before,
          after: a.after,
          detail: a.detail,
          createdAt: a.createdAt.toISOString(),
        })),
        allowedActions: allowedActions(b),
        now: clock.now().toISOString(),
      };
    },
  );

  app.get(
    "/api/v1/ops/bookings/:id/candidates",
    {
      schema: {
        tags,
        summary: "Cars of the booked class and chauffeurs, with whether each is free for the trip window",
        params: IdParams,
        response: { 200: OpsCandidatesSchema },
      },
    },
    async (req) => {
      const r = await getBookingRow(db, req.params.id);
      if (!r) throw notFound("Booking not found");
      const b = r.b;
      const [carRows, chRows] = await Promise.all([
        db.select().from(cars).where(eq(cars.classCode, b.carType)).orderBy(desc(cars.active), asc(cars.plate)),
        db.select().from(chauffeurs).orderBy(desc(chauffeurs.active), asc(chauffeurs.name)),
      ]);
      const window = { start: b.startTime, holdUntil: b.holdUntil, exceptBookingId: b.id };
      const [carClash, chClash] = await Promise.all([
        clashes(db, "carId", carRows.map((c) => c.id), window),
        clashes(db, "chauffeurId", chRows.map((c) => c.id), window),
      ]);
      const busyCars = new Set(carClash.map((c) => c.resourceId));
      const busyCh = new Set(chClash.map((c) => c.resourceId));
      return {
        cars: carRows.map((c) => ({ id: c.id, model: c.model, plate: c.plate, classCode: c.classCode, active: c.active, free: !busyCars.has(c.id) })),
        chauffeurs: chRows.map((c) => ({
          id: c.id,
          name: c.name,
          phone: c.phone,
          active: c.active,
          licenceExpiry: c.licenceExpiry,
          free: !busyCh.has(c.id) && new Date(`${c.licenceExpiry}T23:59:59+05:30`) >= b.holdUntil,
        })),
      };
    },
  );

  const result = (status: string, message: string) => ({ success: true as const, status: status as "confirmed", message });
  const actionSchema = (summary: string, body: z.ZodType) => ({
    schema: { tags, summary, params: IdParams, body, response: { 200: OpsActionResultSchema } },
  });

  app.post("/api/v1/ops/bookings/:id/confirm", actionSchema("Confirm with a chauffeur and a car", OpsAssignSchema), async (req) => {
    const user = await currentUser(req);
    const b = await confirmBooking(app, { userId: user.id }, req.params.id, OpsAssignSchema.parse(req.body));
    return result(b.status, `Booking ${b.reference} confirmed; the rider has been told.`);
  });
  app.post("/api/v1/ops/bookings/:id/reassign", actionSchema("Change the chauffeur or car", OpsAssignSchema), async (req) => {
    const user = await currentUser(req);
    const b = await reassignBooking(app, { userId: user.id }, req.params.id, OpsAssignSchema.parse(req.body));
    return result(b.status, `Booking ${b.reference} reassigned; the rider has been told.`);
  });
  app.post("/api/v1/ops/bookings/:id/decline", actionSchema("Decline with a reason (full refund)", OpsDeclineSchema), async (req) => {
    const user = await currentUser(req);
    const b = await declineBooking(app, { userId: user.id }, req.params.id, OpsDeclineSchema.parse(req.body).reason);
    return result(b.status, `Booking ${b.reference} declined and refunded; the rider has been told.`);
  });
  app.post("/api/v1/ops/bookings/:id/start", actionSchema("Start the trip", OpsNoteSchema.optional()), async (req) => {
    const user = await currentUser(req);
    const b = await startTrip(app, { userId: user.id }, req.params.id);
    return result(b.status, `Trip ${b.reference} started.`);
  });
  app.post("/api/v1/ops/bookings/:id/complete", actionSchema("Complete the trip", OpsNoteSchema.optional()), async (req) => {
    const user = await currentUser(req);
    const b = await completeTrip(app, { userId: user.id }, req.params.id);
    return result(b.status, `Trip ${b.reference} completed; the invoice has been sent.`);
  });
  app.post("/api/v1/ops/bookings/:id/no-show", actionSchema("Mark a no-show (full amount chargeable)", OpsNoteSchema.optional()), async (req) => {
    const user = await currentUser(req);
    const b = await markNoShow(app, { userId: user.id }, req.params.id, OpsNoteSchema.optional().parse(req.body)?.note);
    return result(b.status, `Booking ${b.reference} closed as a no-show.`);
  });

};

/** The route a booking was priced on (the server's own, stored with the quote): shown in the booking detail. */
function pricedRoute(route: unknown): { distanceKm: number; durationMin: number; source: string; approximate: boolean } | null {
  const r = (route && typeof route === "object" ? route : {}) as Record<string, unknown>;
  if (typeof r.distanceKm !== "number") return null;
  return {
    distanceKm: r.distanceKm,
    durationMin: typeof r.durationMin === "number" ? r.durationMin : 0,
    source: typeof r.source === "string" ? r.source : "gazetteer",
    approximate: Boolean(r.approximate),
  };
}
