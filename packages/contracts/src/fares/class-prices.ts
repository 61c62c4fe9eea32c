import { z } from "../z.ts";

/**
 * 'From ₹' prices of the vehicle classes (the luxury cars catalogue and each car's page): computed by the server from
 * the published tariff with the fare engine, never typed into a page. 'From' is the lowest fare a city ride in the
 * class can cost: its minimum fare by day (no night charge), no add-ons, GST included.
 */
export { classPricePaths, classPriceTexts } from "./catalogue-texts.ts";

export const ClassPriceSchema = z.object({
  /** the vehicle class's code (sedan, suv, luxury) */
  code: z.string(),
  /** the lowest city-ride fare of the class, paise, GST included */
  fromPaise: z.number().int().positive(),
});
export type ClassPrice = z.infer<typeof ClassPriceSchema>;

export const ClassPricesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** the tariff version the prices come from (the current published one) */
    tariffVersion: z.number().int(),
    /** what 'from' means, for the page */
    basis: z.string(),
    /** one per vehicle class of the fleet that the tariff prices, in the fleet's order */
    prices: z.array(ClassPriceSchema),
  }),
});
export type ClassPricesResponse = z.infer<typeof ClassPricesResponseSchema>;
