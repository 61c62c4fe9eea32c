import { lazy } from "react";

// The quote page's and the event page's code loads after the route's own file, so none of it joins the files other
// pages share (apps/web/budgets/chunk-groups.ts); the routes show a status while it arrives.
export const LazyQuotePage = lazy(() => import("./quote-page").then((m) => ({ default: m.QuotePage })));
export const LazyEventPage = lazy(() => import("./event-page").then((m) => ({ default: m.EventPage })));
