// Public entry of the ops-admin feature (operations console: tariff, riders, operators, activity).
export { ActivityPage } from "./components/activity-page";
export { OperatorsPage } from "./components/operators-page";
export { RiderDetailPage, RidersPage } from "./components/riders-page";
export { TariffPage } from "./components/tariff-page";
