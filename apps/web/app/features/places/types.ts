export type { PlaceInputProps, SelectedPlace } from "~/lib/place-input";
