// Public entry of the client's side of weddings and events: the quote page (signed link) and the event page.
export { LazyEventPage, LazyQuotePage } from "./components/lazy-pages";
