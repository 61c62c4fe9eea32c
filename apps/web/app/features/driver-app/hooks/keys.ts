/** The chauffeur app's react-query keys (one place, so a step or a live event refreshes the right answers). */
export const driverKeys = {
  all: ["driver"] as const,
  me: ["driver", "me"] as const,
  trips: ["driver", "trips"] as const,
  trip: (id: string) => ["driver", "trip", id] as const,
};
