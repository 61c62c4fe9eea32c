import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from "react";
import { MapPin } from "lucide-react";
import type { PlaceResult, SelectedPlace } from "@chauffeur/contracts";
import { searchPlaces } from "../api/search-places";
import { usePlaceOptions } from "../hooks/use-place-shortcuts";
import type { PlaceOption } from "../lib/place-options";
import type { PlaceInputProps } from "../types";
import { optionId, PlaceSuggestions } from "./place-suggestions";
import { SavePlaceButtons } from "./save-place-buttons";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/**
 * Place input over the built-in gazetteer: an ARIA combobox (type, arrow keys, Enter). Typing after a selection
 * clears it, so only a place chosen from the list (with its real coordinates) is ever sent. The list starts with the
 * rider's saved places ('Home', 'Work') and, while the input is empty, this device's recent places.
 */
export function PlaceInput({ id, label, value, onChange, placeholder, disabled, error, trailing }: PlaceInputProps) {
  const auto = useId();
  const fid = id ?? auto;
  const listId = `${fid}-list`;
  const t = useT(bookingText);
  const [text, setText] = useState(value?.address ?? "");
  const { open, setOpen, boxRef, onBlur } = usePopup();
  const [announce, setAnnounce] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useFollowValue(value, setText);

  // the chosen place's own text lists everything, like an empty input
  const query = value && text === value.address ? "" : text;
  const { results, loading } = usePlaceSearch(open ? query : null);
  const { sections, options, recentShown, remember, clearRecent } = usePlaceOptions(query, results);
  const [active, setActive] = useActiveOption(options);

  const choose = (o: PlaceOption) => {
    onChange(o.place);
    remember(o.place);
    setText(o.place.address);
    setOpen(false);
  };
  const onClearRecent = () => {
    clearRecent();
    setAnnounce(t("places.recentCleared"));
    inputRef.current?.focus();
  };

  return (
    <div ref={boxRef} className="relative" onBlur={onBlur}>
      <label htmlFor={fid} className="field-label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <MapPin
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gold-600"
            aria-hidden
          />
          <input
            ref={inputRef}
            id={fid}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fid}-error` : undefined}
            aria-activedescendant={open && options[active] ? optionId(listId, active) : undefined}
            autoComplete="off"
            className="field-input pl-9"
            placeholder={placeholder ?? t("places.placeholder")}
            value={text}
            disabled={disabled}
            onFocus={() => setOpen(true)}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setAnnounce("");
              if (value) onChange(null);
            }}
            onKeyDown={(e) => comboKeyDown(e, { open, options, active, setOpen, setActive, choose })}
          />
        </div>
        {trailing}
      </div>
      {open && !disabled ? (
        <PlaceSuggestions
          listId={listId}
          label={label}
          sections={sections}
          active={active}
          loading={loading}
          onActive={setActive}
          onChoose={choose}
          onClearRecent={recentShown ? onClearRecent : undefined}
        />
      ) : null}
      <PlaceFieldFooter label={label} value={value} error={error} errorId={`${fid}-error`} announce={announce} />
    </div>
  );
}

/** Follows a place chosen elsewhere; clearing the selection while typing keeps the typed text. */
function useFollowValue(value: SelectedPlace | null, setText: (text: string) => void) {
  useEffect(() => {
    if (value) setText(value.address);
  }, [value, setText]);
}

/** Under a place input: 'Save as Home' / 'Save as Work', a status line for screen readers, the field's error. */
export function PlaceFieldFooter(p: {
  label: string;
  value: SelectedPlace | null;
  error?: string;
  errorId?: string;
  announce?: string;
}) {
  return (
    <>
      <SavePlaceButtons inputLabel={p.label} value={p.value} />
      <p role="status" className="sr-only">
        {p.announce}
      </p>
      {p.error ? (
        <p className="field-error" id={p.errorId} role="alert">
          {p.error}
        </p>
      ) : null}
    </>
  );
}

/** Whether the list is open; a press outside the box, or focus leaving it (Tab, a tap elsewhere), closes it. */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(boxRef, close);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  return { open, setOpen, boxRef, onBlur };
}

/** The highlighted option's index, back to the first whenever the list changes. */
export function useActiveOption(options: PlaceOption[]) {
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [options]);
  return [active, setActive] as const;
}

/** The combobox keys: arrows move through the list (down also opens it), Enter chooses, Escape closes. */
export function comboKeyDown(
  e: KeyboardEvent<HTMLInputElement>,
  c: {
    open: boolean;
    options: PlaceOption[];
    active: number;
    setOpen(o: boolean): void;
    setActive: Dispatch<SetStateAction<number>>;
    choose(o: PlaceOption): void;
  },
) {
  if (e.key === "ArrowDown") {
    e.preventDefault();
    c.setOpen(true);
    c.setActive((a) => Math.min(a + 1, c.options.length - 1));
  } else if (e.key === "ArrowUp") {
    e.preventDefault();
    c.setActive((a) => Math.max(a - 1, 0));
  } else if (e.key === "Enter" && c.open && c.options[c.active]) {
    e.preventDefault();
    c.choose(c.options[c.active]);
  } else if (e.key === "Escape") c.setOpen(false);
}

const NO_RESULTS: PlaceResult[] = [];

/** Gazetteer suggestions for `query` (null: the list is closed), debounced 150 ms; an empty query lists everything. */
function usePlaceSearch(query: string | null) {
  const [results, setResults] = useState<PlaceResult[]>(NO_RESULTS);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (query === null) return;
    const ctl = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchPlaces(query, ctl.signal)
        .then(setResults)
        .catch(() => setResults(NO_RESULTS))
        .finally(() => setLoading(false));
    }, 150);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [query]);
  return { results, loading };
}

/** Calls `onOutside` on a mouse press outside `ref` (closes the list). */
function useClickOutside(ref: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onOutside();
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [ref, onOutside]);
}
