import clsx from "clsx";
import { Briefcase, Users } from "lucide-react";
import { fareRuleMessages, fareUpdateMessage, type QuoteClassOption, type QuoteData } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";
import { useVehicleTexts } from "../vehicle-texts";
import { useQuoteClasses } from "../hooks/use-quote-classes";

/**
 * 'Compare cars': each class the trip may take with the server's quote for it (the same trip, add-ons and held price
 * time), its seats and suitcases; a class that cannot seat the guests or hold their suitcases is disabled with the
 * server's reason. Choosing a class hands its quote to the fare summary (`onSwitch`): the vehicle card, the total,
 * the add-ons and Pay Now then follow that quote.
 */
export function VehicleClassPicker({
  data,
  busy,
  onSwitch,
}: {
  data: QuoteData;
  busy: boolean;
  onSwitch(next: QuoteData): void;
}) {
  const query = useQuoteClasses(data);
  const options = query.data?.data.classes ?? [];
  const loading = query.isPending || query.isPlaceholderData;
  const t = useT(bookingText);
  return (
    <section className="card p-5" aria-labelledby="classes-title" aria-busy={loading || busy}>
      <h2 id="classes-title" className="text-xl">
        {t("classes.title")}
      </h2>
      <p id="classes-intro" className="mt-1 text-sm text-ink-600">
        {t("classes.intro")}
      </p>
      {query.isError && !options.length ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-danger-600" role="alert">
          <span>
            {query.error instanceof ApiRequestError && query.error.status === 400
              ? fareUpdateMessage(query.error.kind, query.error.status, query.error.serverMessage)
              : t("classes.failed")}
          </span>
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => void query.refetch()}>
            {t("classes.retry")}
          </button>
        </div>
      ) : !options.length ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4" /> {t("classes.loading")}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby="classes-title"
          aria-describedby="classes-intro"
          className="mt-3 grid gap-3"
        >
          {options.map((o) => (
            <ClassOption
              key={o.vehicle.code}
              option={o}
              selected={o.vehicle.code === data.vehicle.code}
              disabled={busy || loading || !o.available}
              onChoose={() => o.quote && o.vehicle.code !== data.vehicle.code && onSwitch(o.quote)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ClassOption({
  option: o,
  selected,
  disabled,
  onChoose,
}: {
  option: QuoteClassOption;
  selected: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  const id = `class-${o.vehicle.code}`;
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  const vt = useVehicleTexts();
  // the server's one refusal (a class too small for the guests), in the page's language
  const reasonText = ({ reason, vehicle: v }: QuoteClassOption) =>
    !fmt.en && reason === fareRuleMessages.carTooSmall(v.name, v.seats, v.luggage)
      ? t("classes.tooSmall", { name: v.name, seats: v.seats, bags: v.luggage })
      : reason;
  return (
    <div
      className={clsx(
        "rounded-xl border-2 bg-white p-3 transition-colors",
        selected ? "border-gold-600" : "border-ivory-200",
        o.available && !disabled && !selected && "hover:border-gold-400",
      )}
      data-testid={`class-option-${o.vehicle.code}`}
    >
      <label
        htmlFor={id}
        className={clsx("flex items-start gap-3", o.available ? "cursor-pointer" : "cursor-not-allowed")}
      >
        <input
          id={id}
          type="radio"
          name="vehicle-class"
          className="mt-1 size-4 shrink-0 accent-gold-600"
          checked={selected}
          disabled={disabled && !selected}
          aria-describedby={o.reason ? `${id}-reason` : undefined}
          onChange={onChoose}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={clsx("font-semibold", o.available ? "text-ink-900" : "text-ink-600")}>
              {o.vehicle.name}
            </span>
            {o.quote ? (
              <span
                className="text-lg font-semibold tabular-nums text-ink-900"
                data-testid={`class-fare-${o.vehicle.code}`}
              >
                {fmt.rupees(o.quote.fare)}
              </span>
            ) : null}
          </span>
          <span className="block text-xs text-ink-600">{vt.models(o.vehicle)}</span>
          <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-700">
            <span className="inline-flex items-center gap-1">
              <Users className="size-4" aria-hidden /> {t("classes.seats", { n: o.vehicle.seats })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-4" aria-hidden /> {t("classes.suitcases", { n: o.vehicle.luggage })}
            </span>
            {selected ? (
              <span className="rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-ivory-50">
                {t("classes.selected")}
              </span>
            ) : null}
          </span>
        </span>
      </label>
      {o.reason ? (
        <p id={`${id}-reason`} className="mt-2 pl-7 text-sm text-danger-600">
          {reasonText(o)}
        </p>
      ) : null}
    </div>
  );
}
