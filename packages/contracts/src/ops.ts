// Schemas for the ops domain live here (owned by the issue that builds ops).
export {};
