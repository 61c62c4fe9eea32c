// Public entry of the places feature. Google Maps code stays behind the lazy import in maps-kit (features/places/google).
export { MapsKitProvider, type CarMarker, type MapPoint } from "./components/maps-kit";
export { SavedPlacesPanel } from "./components/saved-places-panel";
