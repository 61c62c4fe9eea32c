/**
 * The day of the ride (decision record 010): the chauffeur app, the rider's live trip, sharing, SOS, extras, ratings
 * and the operations live board; one file per area.
 */
export * from "./rides/steps.ts";
export * from "./rides/paths.ts";
export * from "./rides/live.ts";
export * from "./rides/driver.ts";
export * from "./rides/rider.ts";
export * from "./rides/extras.ts";
export * from "./rides/extras-rules.ts";
export * from "./rides/board.ts";
export * from "./rides/messages.ts";
