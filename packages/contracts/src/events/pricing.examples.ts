import type { EventQuoteInput } from "./schemas.ts";

/**
 * The README's worked examples of event pricing ("Weddings and events"), priced with the tariff's default event rates
 * (EVENT_TARIFF_DEFAULTS = tariff v1's 'events' section). `pricing.test.ts` holds each to the paisa and the integration
 * test `events-console-pricing.int.test.ts` prices them again through the console's API.
 */
export interface EventPricingExample {
  id: string;
  title: string;
  dates: string[];
  quote: Pick<EventQuoteInput, "lines" | "discount" | "deposit">;
  expected: {
    linePaise: number[];
    subtotalPaise: number;
    discountPaise: number;
    taxablePaise: number;
    gstPaise: number;
    totalPaise: number;
    depositPaise: number;
    balancePaise: number;
  };
}

const WEDDING_DATES = ["2027-02-11", "2027-02-12"];

export const EVENT_PRICING_EXAMPLES: EventPricingExample[] = [
  {
    id: "wedding",
    title:
      "A two-day wedding: the couple's luxury car, three SUVs for family, decoration, placards, a standby chauffeur",
    dates: WEDDING_DATES,
    quote: {
      lines: [
        // 12 h with 100 km a day: ₹12,000 + 4 extra hours × ₹1,800 + 20 km × ₹38 = ₹19,960 per car per date, × 2
        {
          kind: "cars",
          basis: "day",
          vehicleClass: "luxury",
          cars: 1,
          dates: WEDDING_DATES,
          start: "09:00",
          end: "21:00",
          plannedKmPerDay: 100,
          note: "The couple's car",
        },
        // 8 h, 60 km: the day package ₹4,500 per car per date, × 3 cars × 2 dates
        {
          kind: "cars",
          basis: "day",
          vehicleClass: "suv",
          cars: 3,
          dates: WEDDING_DATES,
          start: "10:00",
          end: "18:00",
          plannedKmPerDay: 60,
        },
        { kind: "decoration", cars: 1, note: "Fresh flowers" },
        { kind: "placard", count: 4 },
        { kind: "standby", chauffeurs: 1, hours: 6 },
      ],
      discount: { kind: "percent", percent: 5 },
      deposit: { kind: "percent", percent: 30 },
    },
    expected: {
      linePaise: [39_920_00, 27_000_00, 2_500_00, 2_000_00, 1_800_00],
      subtotalPaise: 73_220_00,
      discountPaise: 3_661_00,
      taxablePaise: 69_559_00,
      gstPaise: 3_478_00,
      totalPaise: 73_037_00,
      depositPaise: 21_911_00,
      balancePaise: 51_126_00,
    },
  },
  {
    id: "baraat",
    title: "A baraat: the groom's luxury car and four sedans at walking pace, all five decorated",
    dates: ["2027-02-12"],
    quote: {
      lines: [
        // 2 h 30 min rounds up to 3 h; the 4-hour minimum applies: 4 × ₹3,500
        {
          kind: "procession",
          vehicleClass: "luxury",
          cars: 1,
          dates: ["2027-02-12"],
          start: "19:00",
          end: "21:30",
          from: "Hotel Swosti Premium",
          to: "Mayfair Convention",
          note: "The groom's car",
        },
        {
          kind: "procession",
          vehicleClass: "sedan",
          cars: 4,
          dates: ["2027-02-12"],
          start: "19:00",
          end: "21:30",
          from: "Hotel Swosti Premium",
          to: "Mayfair Convention",
        },
        { kind: "decoration", cars: 5 },
      ],
      deposit: { kind: "amount", paise: 20_000_00 },
    },
    expected: {
      linePaise: [14_000_00, 19_200_00, 12_500_00],
      subtotalPaise: 45_700_00,
      discountPaise: 0,
      taxablePaise: 45_700_00,
      gstPaise: 2_285_00,
      totalPaise: 47_985_00,
      depositPaise: 20_000_00,
      balancePaise: 27_985_00,
    },
  },
  {
    id: "shuttle-outstation",
    title: "Guests: a two-day hotel shuttle, a Puri day trip, an airport-to-Konark transfer and a short rental",
    dates: ["2027-02-10", "2027-02-11"],
    quote: {
      lines: [
        // 6 loops × (₹400 + 12 km × ₹22) = ₹3,984 per car per date, × 2 cars × 2 dates
        {
          kind: "shuttle",
          vehicleClass: "suv",
          cars: 2,
          dates: ["2027-02-10", "2027-02-11"],
          start: "08:00",
          end: "20:00",
          from: "Hotel Trident",
          to: "Mayfair Lagoon",
          loops: 6,
          kmPerLoop: 12,
        },
        // 65 km and back = 130 km driven; 250 km minimum × ₹14 + tolls 130 × ₹2 + allowance ₹400 = ₹4,160 per car
        {
          kind: "outstation",
          vehicleClass: "sedan",
          cars: 2,
          dates: ["2027-02-11"],
          start: "07:00",
          end: "19:00",
          from: "Bhubaneswar",
          to: "Puri",
          km: 65,
          returnTrip: true,
        },
        // 70 km one way: 250 km minimum × ₹19 + tolls 70 × ₹2 + allowance ₹500 = ₹5,390
        {
          kind: "outstation",
          vehicleClass: "suv",
          cars: 1,
          dates: ["2027-02-10"],
          start: "11:00",
          end: "13:00",
          from: "Biju Patnaik International Airport",
          to: "Konark",
          km: 70,
          returnTrip: false,
        },
        // 3 h → the 4-hour minimum × ₹750 (40 km included) + 15 planned km beyond × ₹18
        {
          kind: "cars",
          basis: "hours",
          vehicleClass: "sedan",
          cars: 1,
          dates: ["2027-02-10"],
          start: "14:00",
          end: "17:00",
          plannedKmPerDay: 55,
        },
      ],
      discount: { kind: "amount", paise: 1_000_00 },
      deposit: { kind: "percent", percent: 50 },
    },
    expected: {
      linePaise: [15_936_00, 8_320_00, 5_390_00, 3_270_00],
      subtotalPaise: 32_916_00,
      discountPaise: 1_000_00,
      taxablePaise: 31_916_00,
      gstPaise: 1_596_00,
      totalPaise: 33_512_00,
      depositPaise: 16_756_00,
      balancePaise: 16_756_00,
    },
  },
];
