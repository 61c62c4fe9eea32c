import type { ReactNode } from "react";
import type { SelectedPlace } from "@chauffeur/contracts";

export type { SelectedPlace };

/**
 * The contract between the place inputs (features/places: gazetteer or Google) and the forms that use them
 * (features/trip-planner): routes hand the chosen input to the form, so neither feature imports the other.
 */
export interface PlaceInputProps {
  id?: string;
  label: string;
  value: SelectedPlace | null;
  onChange(place: SelectedPlace | null): void;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  /** extra control beside the input (e.g. a remove button) */
  trailing?: ReactNode;
}
