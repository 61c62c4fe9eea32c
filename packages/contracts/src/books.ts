/** The console's Books: GST returns for a month or a quarter (docs/books.md). */
export * from "./books/period.ts";
export * from "./books/layout.ts";
export * from "./books/schemas.ts";
