import { useState } from "react";
import { Check } from "lucide-react";
import { SAVED_PLACE_LABELS, type SavedPlaceLabel, type SelectedPlace } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { ApiRequestError } from "~/lib/api-client";
import { useSavedPlaceChanges, useSavedPlaces } from "../hooks/use-place-shortcuts";

/**
 * Under a place input, once a place is chosen and a rider is signed in: 'Save as Home' and 'Save as Work' (a place
 * already saved under a label reads 'Saved as Home'). Saving replaces the label's earlier place. The outcome is
 * announced (a status line for screen readers; an error stays visible).
 */
export function SavePlaceButtons({ inputLabel, value }: { inputLabel: string; value: SelectedPlace | null }) {
  const { signedIn, saved } = useSavedPlaces();
  const { save } = useSavedPlaceChanges();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const t = useT(bookingText);
  if (!signedIn || !value) return null;

  const onSave = (label: SavedPlaceLabel) => {
    setError("");
    setStatus("");
    save.mutate(
      { label, place: value },
      {
        onSuccess: () => setStatus(t("places.saved", { label })),
        onError: (e) =>
          setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : t("places.saveFailed")),
      },
    );
  };

  return (
    <div className="mt-1.5">
      <div
        role="group"
        aria-label={t("places.saveGroup", { label: inputLabel })}
        className="flex flex-wrap gap-x-4 gap-y-1"
      >
        {SAVED_PLACE_LABELS.map((label) =>
          saved.some((s) => s.label === label && s.placeId === value.placeId) ? (
            <span key={label} className="inline-flex items-center gap-1 py-1 text-xs font-semibold text-ink-600">
              <Check className="size-3.5 text-gold-700" aria-hidden />
              {t("places.savedAs", { label })}
            </span>
          ) : (
            <button
              key={label}
              type="button"
              className="py-1 text-xs font-semibold text-gold-700 underline-offset-2 hover:underline disabled:opacity-60"
              disabled={save.isPending}
              onClick={() => onSave(label)}
            >
              {t("places.saveAs", { label })}
            </button>
          ),
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
