import { useState } from "react";
import { Briefcase, House, type LucideIcon } from "lucide-react";
import { SAVED_PLACE_LABELS, type SavedPlaceLabel } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { ApiRequestError } from "~/lib/api-client";
import { useSavedPlaceChanges, useSavedPlaces } from "../hooks/use-place-shortcuts";

const ICON: Record<SavedPlaceLabel, LucideIcon> = { home: House, work: Briefcase };

/** The profile's 'Saved places': Home and Work with their addresses, each removable (saving is done in the forms). */
export function SavedPlacesPanel() {
  const { signedIn, saved } = useSavedPlaces();
  const { remove } = useSavedPlaceChanges();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const t = useT(accountText);
  if (!signedIn) return null;

  const onRemove = (label: SavedPlaceLabel) => {
    setStatus("");
    setError("");
    remove.mutate(label, {
      // the server's words are English (savedPlaceMessages.removed): the same line in the page's language
      onSuccess: () => setStatus(t(`places.removed.${label}`)),
      onError: (e) =>
        setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : t("places.removeFailed")),
    });
  };

  return (
    <section className="card mx-auto mt-6 max-w-3xl p-6 sm:p-8" aria-labelledby="saved-places-heading">
      <h2 id="saved-places-heading" className="text-2xl text-ink-900">
        {t("places.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t("places.hint")}</p>
      <ul className="mt-4 divide-y divide-ivory-200">
        {SAVED_PLACE_LABELS.map((label) => {
          const place = saved.find((p) => p.label === label);
          const Icon = ICON[label];
          return (
            <li key={label} className="flex items-start gap-4 py-4">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ivory-100 text-gold-700"
                aria-hidden
              >
                <Icon className="size-5" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">
                    {t(`places.name.${label}`)}
                  </p>
                  <p className="mt-1 break-words text-[15px] text-ink-900">
                    {place?.address ?? t("places.notSavedYet")}
                  </p>
                </div>
                {place ? (
                  <button
                    type="button"
                    className="btn-outline shrink-0 self-start px-4"
                    disabled={remove.isPending}
                    onClick={() => onRemove(label)}
                  >
                    {t(`places.remove.${label}`)}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
