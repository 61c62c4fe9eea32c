// Public entry of the rider-cache feature: the riders' service worker and the rider's data kept on this device
// (docs/decisions/016).
export { useRiderServiceWorker } from "./hooks/use-rider-service-worker";
export { RIDER_SCOPE, RIDER_SW_DENY, RIDER_SW_PATH } from "./lib/pwa";
export { SNAPSHOT_ROOT_ATTR, SNAPSHOT_TAG, useKeepSnapshot, useRemoveSnapshot, useSnapshotReady } from "./lib/snapshot";
export {
  bookingsCacheKey,
  cachedBookings,
  cachedRider,
  clearRiderCache,
  rememberBookings,
  rememberRider,
  rememberSnapshot,
  RIDER_CACHE_KEY,
} from "./lib/store";
