/** Instant confirmation: auto-confirm, the allocator's advice, the day's plan (allocation.ts); schedules (schedules.ts). */
export * from "./dispatch/allocation.ts";
export * from "./dispatch/schedules.ts";
