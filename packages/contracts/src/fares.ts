// Schemas for the fares domain live here (owned by the issue that builds fares).
export {};
