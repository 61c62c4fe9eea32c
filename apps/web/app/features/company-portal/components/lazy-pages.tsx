import { lazy } from "react";

// The portal's and the invitation page's code (their forms, zod) loads after the route's own file, so none of it joins
// the files other pages share (apps/web/budgets/chunk-groups.ts) and their budgets do not move; the routes show a
// status while it arrives (routes/account/company.tsx, routes/account/company-join.tsx).
export const LazyPortalPage = lazy(() => import("./portal-page").then((m) => ({ default: m.PortalPage })));
export const LazyJoinPage = lazy(() => import("./join-page").then((m) => ({ default: m.JoinPage })));
export const LazyApprovalPage = lazy(() => import("./approval-page").then((m) => ({ default: m.ApprovalPage })));
