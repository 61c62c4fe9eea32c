import type { ReactNode } from "react";
import type { SelectedPlace } from "@chauffeur/contracts";

export type { SelectedPlace };

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
