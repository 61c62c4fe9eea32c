import { useMemo } from "react";
import { VEHICLE_CLASS_CATALOGUE, type Vehicle } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/** The seeded amenities' keys in the `booking` catalogue, by their English name. */
const AMENITY_KEYS = {
  "Comfort seats": "amenity.comfortSeats",
  "Chilled AC": "amenity.chilledAc",
  "Water bottle": "amenity.waterBottle",
  "Charging points": "amenity.chargingPoints",
  "Own music": "amenity.ownMusic",
  Magazines: "amenity.magazines",
  "Sweet treats": "amenity.sweetTreats",
  "Paper towels": "amenity.paperTowels",
} as const;

const DESCRIPTION_KEYS = {
  sedan: "car.sedan.description",
  suv: "car.suv.description",
  luxury: "car.luxury.description",
} as const;

/**
 * A vehicle class's words in the page's language: the seeded description, models line ("… or similar") and
 * amenities are translated; an operator's own wording (edited in the console) and the product names stay as written.
 */
export function useVehicleTexts() {
  const t = useT(bookingText);
  return useMemo(
    () => ({
      description(v: Vehicle): string {
        const seeded = VEHICLE_CLASS_CATALOGUE.find((c) => c.code === v.code);
        const key = DESCRIPTION_KEYS[v.code as keyof typeof DESCRIPTION_KEYS];
        return key && seeded?.description === v.description ? t(key) : v.description;
      },
      models(v: Vehicle): string {
        const m = /^(.+) or similar$/.exec(v.exampleModels);
        return m ? t("luxury.orSimilar", { model: m[1] }) : v.exampleModels;
      },
      amenity(a: string): string {
        const key = AMENITY_KEYS[a as keyof typeof AMENITY_KEYS];
        return key ? t(key) : a;
      },
    }),
    [t],
  );
}
