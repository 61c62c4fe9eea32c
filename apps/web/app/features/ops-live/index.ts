// Public entry of the ops-live feature (operations console: the live board, its alerts and the SOS banner).
export { LiveBoardPage } from "./components/live-board-page";
export { SosBanner } from "./components/sos-banner";
export { LiveOpsProvider } from "./hooks/live-ops-stream";
export { PaidBookingAlerts } from "./components/paid-booking-alerts";
