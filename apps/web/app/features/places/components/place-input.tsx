import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from "react";
import clsx from "clsx";
import { MapPin, Plane, TrainFront, Landmark, Building2 } from "lucide-react";
import type { PlaceResult } from "@chauffeur/contracts";
import { searchPlaces } from "../api/search-places";
import type { PlaceInputProps } from "../types";

const KIND_ICON = {
  airport: Plane,
  station: TrainFront,
  landmark: Landmark,
  city: Building2,
  town: Building2,
  locality: MapPin,
} as const;

/**
 * Place input over the built-in gazetteer: an ARIA combobox (type, arrow keys, Enter). Typing after a selection
 * clears it, so only a place chosen from the list (with its real coordinates) is ever sent.
 */
export function PlaceInput({ id, label, value, onChange, placeholder, disabled, error, trailing }: PlaceInputProps) {
  const auto = useId();
  const fid = id ?? auto;
  const listId = `${fid}-list`;
  const [text, setText] = useState(value?.address ?? "");
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  // follow a place chosen elsewhere; clearing the selection while typing keeps the typed text
  useEffect(() => {
    if (value) setText(value.address);
  }, [value]);

  const { results, active, setActive, loading } = usePlaceSearch(open ? text : null, value?.address);

  const close = useCallback(() => setOpen(false), []);
  useClickOutside(boxRef, close);

  const choose = (r: PlaceResult) => {
    onChange({ address: r.address, location: r.location, placeId: r.placeId });
    setText(r.address);
    setOpen(false);
  };

  return (
    <div ref={boxRef} className="relative">
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
            id={fid}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fid}-error` : undefined}
            aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className="field-input pl-9"
            placeholder={placeholder ?? "Search a town, landmark, station or airport"}
            value={text}
            disabled={disabled}
            onFocus={() => setOpen(true)}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              if (value) onChange(null);
            }}
            onKeyDown={(e) => comboKeyDown(e, { open, results, active, setOpen, setActive, choose })}
          />
        </div>
        {trailing}
      </div>
      {open && !disabled ? (
        <Suggestions
          listId={listId}
          label={label}
          results={results}
          active={active}
          loading={loading}
          onActive={setActive}
          onChoose={choose}
        />
      ) : null}
      {error ? (
        <p className="field-error" id={`${fid}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The combobox keys: arrows move through the list (down also opens it), Enter chooses, Escape closes. */
function comboKeyDown(
  e: KeyboardEvent<HTMLInputElement>,
  c: {
    open: boolean;
    results: PlaceResult[];
    active: number;
    setOpen(o: boolean): void;
    setActive: Dispatch<SetStateAction<number>>;
    choose(r: PlaceResult): void;
  },
) {
  if (e.key === "ArrowDown") {
    e.preventDefault();
    c.setOpen(true);
    c.setActive((a) => Math.min(a + 1, c.results.length - 1));
  } else if (e.key === "ArrowUp") {
    e.preventDefault();
    c.setActive((a) => Math.max(a - 1, 0));
  } else if (e.key === "Enter" && c.open && c.results[c.active]) {
    e.preventDefault();
    c.choose(c.results[c.active]);
  } else if (e.key === "Escape") c.setOpen(false);
}

/** Gazetteer suggestions for `text` (null: the list is closed), debounced 150 ms; the chosen place's own text searches everything. */
function usePlaceSearch(text: string | null, chosenAddress: string | undefined) {
  const [results, setResults] = useState<PlaceResult[]>([]);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (text === null) return;
    const ctl = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchPlaces(text === chosenAddress ? "" : text, ctl.signal)
        .then((r) => {
          setResults(r);
          setActive(0);
        })
        .catch(() => setResults([]))
        .finally(() => setLoading(false));
    }, 150);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [text, chosenAddress]);
  return { results, active, setActive, loading };
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

interface SuggestionsProps {
  listId: string;
  label: string;
  results: PlaceResult[];
  active: number;
  loading: boolean;
  onActive(i: number): void;
  onChoose(r: PlaceResult): void;
}

function Suggestions({ listId, label, results, active, loading, onActive, onChoose }: SuggestionsProps) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={`${label} suggestions`}
      className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-ivory-200 bg-white py-1 shadow-lg"
    >
      {results.length === 0 ? (
        <li className="px-3 py-2 text-sm text-ink-500">{loading ? "Searching..." : "No matching places"}</li>
      ) : (
        results.map((r, i) => {
          const Icon = KIND_ICON[r.kind];
          return (
            <li
              key={r.placeId}
              id={`${listId}-${i}`}
              role="option"
              aria-label={r.address}
              aria-selected={i === active}
              className={clsx(
                "flex cursor-pointer items-start gap-2 px-3 py-2 text-sm",
                i === active ? "bg-ivory-100" : "hover:bg-ivory-100",
              )}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => onActive(i)}
              onClick={() => onChoose(r)}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
              <span>
                <span className="block font-medium text-ink-900">{r.name}</span>
                <span className="block text-xs text-ink-500">{r.address.slice(r.name.length + 2)}</span>
              </span>
            </li>
          );
        })
      )}
    </ul>
  );
}
