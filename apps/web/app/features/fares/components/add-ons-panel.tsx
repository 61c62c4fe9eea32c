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
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";

/** An add-on's price for its label: "₹150" (English as the specification writes it), else the locale's rupees. */
function usePrice() {
  const fmt = useBookingFormat();
  return (rupeesValue: number) => (fmt.en ? `₹${rupeesValue}` : fmt.rupees(rupeesValue * 100));
}

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
  const t = useT(bookingText);
  const price = usePrice();

  return (
    <section className="card space-y-5 p-5" aria-labelledby="addons-title" aria-busy={busy}>
      <h2 id="addons-title" className="text-xl">
        {t("addOns.title")}
      </h2>

      {airportEntryAddOn ? (
        <Switch
          id="addon-toll"
          label={t("addOns.toll", { price: price(p.airportToll) })}
          hint={t("addOns.tollHint")}
          checked={value.airportToll}
          disabled={busy}
          onChange={(v) => onChange({ ...value, airportToll: v })}
        />
      ) : null}

      <PlacardAddOn value={value} busy={busy} prices={p} onChange={onChange} />

      <PetsAddOn value={value} busy={busy} prices={p} onChange={onChange} />

      <Switch
        id="addon-child-seat"
        label={t("addOns.childSeat", { price: price(p.childSeat) })}
        hint={t("addOns.childSeatHint")}
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
  const t = useT(bookingText);
  const price = usePrice();
  return (
    <div className="space-y-3">
      <Switch
        id="addon-placard"
        label={t("addOns.placard", { price: price(p.placard) })}
        hint={t("addOns.placardHint")}
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
              {t("addOns.placardText")}
            </label>
            <input
              id="placard-text"
              className="field-input"
              value={placardText}
              maxLength={120}
              disabled={busy}
              onChange={(e) => setPlacardText(e.target.value)}
              placeholder={t("addOns.placardPlaceholder")}
            />
          </div>
          <button
            type="button"
            className="btn-dark"
            aria-label={t("addOns.savePlacard")}
            disabled={busy || placardText === value.placard.text}
            onClick={() => onChange({ ...value, placard: { required: true, text: placardText } })}
          >
            {t("addOns.save")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Pets: on sets dogs, off clears both; dogs and cats each a switch. */
function PetsAddOn({ value, busy, prices: p, onChange }: AddOnProps & { prices: Prices }) {
  const petsOn = value.pets.dogs || value.pets.cats;
  const t = useT(bookingText);
  const price = usePrice();
  return (
    <div className="space-y-3">
      <Switch
        id="addon-pets"
        label={t("addOns.pets")}
        hint={t("addOns.petsHint", { n: MAX_PETS })}
        checked={petsOn}
        disabled={busy}
        onChange={(v) => onChange({ ...value, pets: v ? { dogs: true, cats: false } : { dogs: false, cats: false } })}
      />
      {petsOn ? (
        <div className="ml-4 space-y-3 border-l-2 border-ivory-200 pl-4">
          <Switch
            id="addon-dogs"
            label={t("addOns.dogs", { price: price(p.dog) })}
            checked={value.pets.dogs}
            disabled={busy}
            onChange={(v) => onChange({ ...value, pets: { ...value.pets, dogs: v } })}
          />
          <Switch
            id="addon-cats"
            label={t("addOns.cats", { price: price(p.cat) })}
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
  const t = useT(bookingText);
  return (
    <div className="space-y-3">
      <Switch
        id="addon-other"
        label={t("addOns.other")}
        hint={t("addOns.otherHint")}
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
              {t("addOns.otherLabel")}
            </label>
            <textarea
              id="other-guest"
              className="field-input min-h-20"
              value={guestInfo}
              maxLength={300}
              disabled={busy}
              onChange={(e) => setGuestInfo(e.target.value)}
              placeholder={t("addOns.otherPlaceholder")}
            />
          </div>
          <button
            type="button"
            className="btn-dark"
            aria-label={t("addOns.saveOther")}
            disabled={busy || guestInfo === value.bookForOther.otherGuestInfo}
            onClick={() => onChange({ ...value, bookForOther: { isBooking: true, otherGuestInfo: guestInfo } })}
          >
            {t("addOns.save")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
