/**
 * The chauffeur app at /driver (README "The day of the ride", decision record 010): sign-in with phone and SMS code,
 * 'My trips', the trip screen with one button per step, position sharing, offline shell (service worker) and cache.
 */
export { DriverShell } from "./components/driver-shell";
export { SignInScreen } from "./components/sign-in-screen";
export { TripsScreen } from "./components/trips-screen";
export { ScheduleScreen } from "./components/schedule-screen";
export { TripScreen } from "./components/trip-screen";
export { driverLinks } from "./lib/links";
export { driverTitle } from "./lib/texts";
