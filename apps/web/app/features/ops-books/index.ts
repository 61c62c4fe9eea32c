// Public entry of ops-books: the console's Books (GSTR-1 and GSTR-3B of a month or a quarter, the series check, the
// gateway reconciliation; docs/books.md). Loaded only from routes/ops/ops-console.tsx, lazily.
export { BooksPage } from "./components/books-page";
