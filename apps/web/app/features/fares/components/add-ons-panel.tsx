import { useEffect, useState } from "react";
import {
  MAX_PETS,
  PET_CAT_RUPEES,
  PET_DOG_RUPEES,
  PLACARD_RUPEES,
  type AddOns,
  type Tariff,
} from "@chauffeur/contracts";
import { Switch } from "./switch";

/**
 * Trip add-ons: always opt-in (an airport transfer's airport entry and parking is in its fare, so it is offered to
 * the other services only, for a pick-up or drop at the airport); each toggle or Save re-prices immediately (the parent calls the
 * charges endpoint) and every control is disabled while that runs. Placard off clears its text; book-for-other off
 * clears the guest info; pets on sets dogs, off clears both; Save buttons are disabled while the text is unchanged.
 */
export function AddOnsPanel({
  value,
  busy,
  airportEntryAddOn,
  prices,
  onChange,
}: {
  value: AddOns;
  busy: boolean;
  airportEntryAddOn: boolean;
  prices?: Tariff["addOns"];
  onChange(next: AddOns): void;
}) {
  const p = prices ?? {
    placard: PLACARD_RUPEES,
    dog: PET_DOG_RUPEES,
    cat: PET_CAT_RUPEES,
    childSeat: 300,
    airportToll: 150,
  };

  return (
    <section className="card space-y-5 p-5" aria-labelledby="addons-title" aria-busy={busy}>
      <h2 id="addons-title" className="text-xl">
        Trip add-ons
      </h2>

      {airportEntryAddOn ? (
        <Switch
          id="addon-toll"
          label={`Airport entry & parking (₹${p.airportToll})`}
          hint="For a pick-up or drop at the airport: the airport's entry and parking, paid in advance."
          checked={value.airportToll}
          disabled={busy}
          onChange={(v) => onChange({ ...value, airportToll: v })}
        />
      ) : null}

      <PlacardAddOn value={value} busy={busy} prices={p} onChange={onChange} />

      <PetsAddOn value={value} busy={busy} prices={p} onChange={onChange} />

      <Switch
        id="addon-child-seat"
        label={`Child seat (₹${p.childSeat})`}
        hint="A forward-facing seat for children of 1 to 4 years."
        checked={value.childSeat}
        disabled={busy}
        onChange={(v) => onChange({ ...value, childSeat: v })}
      />

      <BookForOtherAddOn value={value} busy={busy} onChange={onChange} />
    </section>
  );
}

type Prices = NonNullable<Tariff["addOns"]>;
interface AddOnProps {
  value: AddOns;
  busy: boolean;
  onChange(next: AddOns): void;
}

/** Placard: off clears its text; Save is disabled while the text is unchanged. */
function PlacardAddOn({ value, busy, prices: p, onChange }: AddOnProps & { prices: Prices }) {
  const [placardText, setPlacardText] = useState(value.placard.text);
  useEffect(() => setPlacardText(value.placard.text), [value.placard.text]);
  return (
    <div className="space-y-3">
      <Switch
        id="addon-placard"
        label={`Placard message (₹${p.placard})`}
        hint="Your chauffeur greets the guest with a name board."
        checked={value.placard.required}
        disabled={busy}
        onChange={(v) =>
          onChange({ ...value, placard: v ? { required: true, text: placardText } : { required: false, text: "" } })
        }
      />
      {value.placard.required ? (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="placard-text" className="field-label">
              Placard text
            </label>
            <input
              id="placard-text"
              className="field-input"
              value={placardText}
              maxLength={120}
              disabled={busy}
              onChange={(e) => setPlacardText(e.target.value)}
              placeholder="e.g. Welcome Mr & Mrs Das"
            />
          </div>
          <button
            type="button"
            className="btn-dark"
            aria-label="Save placard text"
            disabled={busy || placardText === value.placard.text}
            onClick={() => onChange({ ...value, placard: { required: true, text: placardText } })}
          >
            Save
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Pets: on sets dogs, off clears both; dogs and cats each a switch. */
function PetsAddOn({ value, busy, prices: p, onChange }: AddOnProps & { prices: Prices }) {
  const petsOn = value.pets.dogs || value.pets.cats;
  return (
    <div className="space-y-3">
      <Switch
        id="addon-pets"
        label="Travelling with pets"
        hint={`max ${MAX_PETS} pets allowed`}
        checked={petsOn}
        disabled={busy}
        onChange={(v) => onChange({ ...value, pets: v ? { dogs: true, cats: false } : { dogs: false, cats: false } })}
      />
      {petsOn ? (
        <div className="ml-4 space-y-3 border-l-2 border-ivory-200 pl-4">
          <Switch
            id="addon-dogs"
            label={`Dogs (₹${p.dog})`}
            checked={value.pets.dogs}
            disabled={busy}
            onChange={(v) => onChange({ ...value, pets: { ...value.pets, dogs: v } })}
          />
          <Switch
            id="addon-cats"
            label={`Cats (₹${p.cat})`}
            checked={value.pets.cats}
            disabled={busy}
            onChange={(v) => onChange({ ...value, pets: { ...value.pets, cats: v } })}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Booking for someone else: off clears the guest info; Save is disabled while the text is unchanged. */
function BookForOtherAddOn({ value, busy, onChange }: AddOnProps) {
  const [guestInfo, setGuestInfo] = useState(value.bookForOther.otherGuestInfo);
  useEffect(() => setGuestInfo(value.bookForOther.otherGuestInfo), [value.bookForOther.otherGuestInfo]);
  return (
    <div className="space-y-3">
      <Switch
        id="addon-other"
        label="Booking for someone else"
        hint="We send the trip details to your guest too."
        checked={value.bookForOther.isBooking}
        disabled={busy}
        onChange={(v) =>
          onChange({
            ...value,
            bookForOther: v ? { isBooking: true, otherGuestInfo: guestInfo } : { isBooking: false, otherGuestInfo: "" },
          })
        }
      />
      {value.bookForOther.isBooking ? (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="other-guest" className="field-label">
              Guest name and phone
            </label>
            <textarea
              id="other-guest"
              className="field-input min-h-20"
              value={guestInfo}
              maxLength={300}
              disabled={busy}
              onChange={(e) => setGuestInfo(e.target.value)}
              placeholder="e.g. Anita Mohanty, 98XXXXXX10"
            />
          </div>
          <button
            type="button"
            className="btn-dark"
            aria-label="Save guest info"
            disabled={busy || guestInfo === value.bookForOther.otherGuestInfo}
            onClick={() => onChange({ ...value, bookForOther: { isBooking: true, otherGuestInfo: guestInfo } })}
          >
            Save
          </button>
        </div>
      ) : null}
    </div>
  );
}
