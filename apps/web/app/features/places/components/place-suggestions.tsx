import clsx from "clsx";
import type { ReactNode } from "react";
import {
  Briefcase,
  Building2,
  History,
  House,
  Landmark,
  MapPin,
  Plane,
  TrainFront,
  type LucideIcon,
} from "lucide-react";
import type { OptionKind, PlaceOption, PlaceSection } from "../lib/place-options";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

const KIND_ICON: Record<OptionKind, LucideIcon> = {
  home: House,
  work: Briefcase,
  recent: History,
  airport: Plane,
  station: TrainFront,
  landmark: Landmark,
  city: Building2,
  town: Building2,
  locality: MapPin,
};

/** The id of the option at `index` of the flattened list (the input's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

interface SuggestionsProps {
  listId: string;
  /** the input's label: the list is named '{label} suggestions' */
  label: string;
  sections: PlaceSection[];
  active: number;
  loading: boolean;
  onActive(i: number): void;
  onChoose(o: PlaceOption): void;
  /** shown under the list while recent places are listed */
  onClearRecent?: () => void;
}

/**
 * A place input's popup: an ARIA listbox (the input is its combobox). With saved or recent places the options sit in
 * labelled groups ('Saved places', 'Recent places', 'Places'); otherwise the search's options alone, as before.
 * 'Clear recent places' is a real button after the list (Tab reaches it), not an option.
 */
export function PlaceSuggestions(p: SuggestionsProps) {
  const { listId, label, sections, loading } = p;
  const grouped = sections.some((s) => s.heading);
  const t = useT(bookingText);
  const heading = (s: PlaceSection) =>
    s.id === "saved" ? t("places.savedGroup") : s.id === "recent" ? t("places.recentGroup") : t("places.resultsGroup");
  let index = 0;
  const renderOption = (o: PlaceOption) => {
    const i = index++;
    return (
      <OptionRow
        key={o.key}
        id={optionId(listId, i)}
        option={o}
        index={i}
        selected={i === p.active}
        onActive={p.onActive}
        onChoose={p.onChoose}
      />
    );
  };
  return (
    <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-xl border border-ivory-200 bg-white shadow-lg">
      {grouped ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("places.suggestions", { label })}
          className="max-h-80 overflow-auto py-1"
        >
          {sections.map((s) => (
            <ul key={s.id} role="group" aria-labelledby={`${listId}-${s.id}`}>
              <li
                role="presentation"
                id={`${listId}-${s.id}`}
                className="px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-[0.14em] text-ink-600"
              >
                {s.heading ? heading(s) : null}
              </li>
              {s.options.map(renderOption)}
            </ul>
          ))}
        </div>
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("places.suggestions", { label })}
          className="max-h-72 overflow-auto py-1"
        >
          {sections[0]?.options.length ? (
            sections[0].options.map(renderOption)
          ) : (
            <li className="px-3 py-2 text-sm text-ink-500">
              {loading ? t("places.searching") : t("places.noMatches")}
            </li>
          )}
        </ul>
      )}
      {p.onClearRecent ? (
        <div className="border-t border-ivory-200 px-3 py-1.5">
          <button
            type="button"
            className="py-1 text-sm font-semibold text-gold-700 hover:underline"
            onMouseDown={(e) => e.preventDefault()}
            onClick={p.onClearRecent}
          >
            {t("places.clearRecent")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function OptionRow({
  id,
  option,
  selected,
  index,
  onActive,
  onChoose,
}: {
  id: string;
  option: PlaceOption;
  selected: boolean;
  index: number;
  onActive(i: number): void;
  onChoose(o: PlaceOption): void;
}): ReactNode {
  const Icon = KIND_ICON[option.kind];
  const saved = option.kind === "home" || option.kind === "work";
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={clsx(
        "flex cursor-pointer items-start gap-2 px-3 py-2 text-sm",
        selected ? "bg-ivory-100" : "hover:bg-ivory-100",
      )}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => onActive(index)}
      onClick={() => onChoose(option)}
    >
      <Icon className={clsx("mt-0.5 size-4 shrink-0", saved ? "text-gold-700" : "text-gold-600")} aria-hidden />
      {/* the name comes from this content (what is seen is what is announced): title, separator, detail */}
      <span className="min-w-0">
        <span className="block font-medium text-ink-900">
          {option.title}
          {/* inline and clipped (not sr-only, whose absolute position would add a space before it in the name) */}
          {option.detail ? <span className="[clip-path:inset(50%)]">{option.separator.trim()}</span> : null}
        </span>
        {option.detail ? <span className="block break-words text-xs text-ink-600">{option.detail}</span> : null}
      </span>
    </li>
  );
}
