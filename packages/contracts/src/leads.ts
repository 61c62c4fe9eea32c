// Schemas for the leads domain live here (owned by the issue that builds leads).
export {};
