// Public entry of the ops-dashboard feature (the owner's dashboard at /ops/dashboard: figures, charts and their CSVs).
// Loaded lazily by routes/ops/ops-console.tsx: the charting library comes only with this page.
export { DashboardPage } from "./components/dashboard-page";
