/**
 * The live benchmark's data: N riders, each with a confirmed booking whose chauffeur is on the way (a ride at step
 * 'on_my_way'), every rider and chauffeur signed in. Bulk SQL (generate_series), sessions from tokens made here.
 */
import { createHash, randomBytes } from "node:crypto";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";

export interface Trip {
  bookingId: string;
  chauffeurId: string;
  riderCookie: string;
  chauffeurCookie: string;
}

const sha = (s: string) => createHash("sha256").update(s).digest("hex");
/** a version-4-shaped uuid from a name (the API's uuid checks want the version and variant bits), in JS and in SQL */
const uuidOf = (s: string) => {
  const h = createHash("md5").update(s).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const u = (expr: string) => `overlay(overlay(md5(${expr}) placing '4' from 13) placing '8' from 17)::uuid`;

export async function fillTrips(env: { DATABASE_URL: string; DATABASE_SCHEMA: string }, n: number): Promise<Trip[]> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA });
  try {
    await migrate(database);
    await seed(database);
    const [tariff] = await database.query<{ version: number }>(
      "SELECT max(version) AS version FROM tariffs HAVING max(version) IS NOT NULL",
    );
    if (!tariff)
      await database.query(
        "INSERT INTO tariffs (version, data, note) VALUES (1, '{}'::jsonb, 'bench') ON CONFLICT DO NOTHING",
      );
    await database.exec(`
      INSERT INTO users (id, name, status, phone, email, phone_verified_at)
        SELECT ${u("'rider-' || g")}, 'Rider ' || g, 'active', '+9190' || lpad(g::text, 8, '0'), 'rider' || g || '@bench.example.in', now()
        FROM generate_series(0, ${n - 1}) g;
      INSERT INTO users (id, name, role, status) SELECT ${u("'driver-' || g")}, 'Chauffeur ' || g, 'chauffeur', 'active'
        FROM generate_series(0, ${n - 1}) g;
      INSERT INTO chauffeurs (id, name, phone, licence_number, licence_expiry, active, user_id)
        SELECT ${u("'chauffeur-' || g")}, 'Chauffeur ' || g, '+9170' || lpad(g::text, 8, '0'), 'OD0220190012345', '2035-12-31', true,
               ${u("'driver-' || g")} FROM generate_series(0, ${n - 1}) g;
      INSERT INTO cars (id, class_code, model, plate, seats, luggage, colour)
        SELECT ${u("'car-' || g")}, 'sedan', 'Toyota Camry Hybrid', 'OD02BN' || lpad(g::text, 4, '0'), 4, 3, 'Pearl White'
        FROM generate_series(0, ${n - 1}) g;
      INSERT INTO bookings (id, reference, user_id, service_type, car_type, status, payment_status, trip, route, breakdown,
                            amount_paise, tariff_version, start_time, end_time, hold_until, car_id, chauffeur_id)
        SELECT ${u("'booking-' || g")}, 'BENCH-LIVE-' || g, ${u("'rider-' || g")}, 'hourly-rental', 'sedan', 'confirmed', 'paid',
               jsonb_build_object('pickUp', jsonb_build_object('address', 'Biju Patnaik International Airport, Bhubaneswar', 'lat', 20.2444, 'lng', 85.8178),
                 'dropOff', jsonb_build_object('address', 'Mayfair Lagoon, Jaydev Vihar, Bhubaneswar', 'lat', 20.3036, 'lng', 85.8186),
                 'stops', '[]'::jsonb, 'hours', 3, 'passengerCount', 2, 'luggageCount', 2),
               '{"distanceKm": 8, "durationMin": 22, "source": "bench"}'::jsonb,
               '[{"label": "Hourly rental, 3 hours", "paise": 225000}]'::jsonb, 225000, (SELECT max(version) FROM tariffs),
               now() + interval '30 minutes', now() + interval '210 minutes', now() + interval '270 minutes',
               ${u("'car-' || g")}, ${u("'chauffeur-' || g")}
        FROM generate_series(0, ${n - 1}) g;
      INSERT INTO payments (booking_id, gateway, provider_order_id, provider_payment_id, amount_paise, status, method, captured_at)
        SELECT id, 'sandbox', 'order_' || reference, 'pay_' || reference, amount_paise, 'captured', 'card', now() FROM bookings
        WHERE reference LIKE 'BENCH-LIVE-%';
      INSERT INTO rides (booking_id, pin, step, on_my_way_at)
        SELECT ${u("'booking-' || g")}, '4827', 'on_my_way', now() - interval '1 minute' FROM generate_series(0, ${n - 1}) g;
      ANALYZE;
    `);
    const trips: Trip[] = [];
    const ids: string[] = [];
    const users: string[] = [];
    for (let i = 0; i < n; i++) {
      const rider = randomBytes(32).toString("base64url");
      const driver = randomBytes(32).toString("base64url");
      ids.push(sha(rider), sha(driver));
      users.push(uuidOf(`rider-${i}`), uuidOf(`driver-${i}`));
      trips.push({
        bookingId: uuidOf(`booking-${i}`),
        chauffeurId: uuidOf(`chauffeur-${i}`),
        riderCookie: `sid=${rider}`,
        chauffeurCookie: `sid=${driver}`,
      });
    }
    await database.query(
      "INSERT INTO sessions (id, user_id, expires_at) SELECT s, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(s, u)",
      [ids, users],
    );
    return trips;
  } finally {
    await database.close();
  }
}
