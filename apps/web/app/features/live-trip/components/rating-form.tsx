import { useState, type FormEvent } from "react";
import clsx from "clsx";
import { Star } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { RATING_COMMENT_MAX, RatingInputSchema, type RideView } from "@chauffeur/contracts";
import { TextareaField } from "~/components/ui/field";
import { useLocale, useT, useValidationText } from "~/i18n";
import { rideServerText, rideText } from "~/i18n/texts/ride";
import { rateRide, rideKey, useRideMessage } from "../api/ride";

const STARS = [1, 2, 3, 4, 5] as const;

/** The stars given, read-only. */
function Stars({ stars }: { stars: number }) {
  const t = useT(rideText);
  return (
    <span className="flex gap-0.5" role="img" aria-label={t("rating.outOf", { stars })}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={clsx("size-6", n <= stars ? "fill-gold-500 text-gold-500" : "text-ink-300")}
        />
      ))}
    </span>
  );
}

/** The 1-5 radio group: real radio inputs (keyboard and screen readers), drawn as large stars. */
function StarPicker({ value, onChange, error }: { value: number; onChange(n: number): void; error?: string }) {
  const t = useT(rideText);
  return (
    <fieldset aria-describedby={error ? "rating-error" : undefined}>
      <legend className="font-display text-2xl text-ink-900">{t("rating.title")}</legend>
      <div className="mt-3 flex gap-1">
        {STARS.map((n) => (
          // the radio itself lies over its star (transparent): clicks, taps, keyboard and tests all reach it
          <label
            key={n}
            className="relative block cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500"
          >
            <Star
              aria-hidden
              className={clsx(
                "pointer-events-none size-10",
                n <= value ? "fill-gold-500 text-gold-500" : "text-ink-300",
              )}
            />
            <span className="sr-only">{t("rating.star", { n })}</span>
            <input
              type="radio"
              name="stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id="rating-error" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** After completion: 1-5 stars and an optional comment, once; then the rating given. */
export function RatingPanel({ ride }: { ride: RideView }) {
  const qc = useQueryClient();
  const t = useT(rideText);
  const { locale } = useLocale();
  const validationText = useValidationText();
  const errorText = useRideMessage();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  if (ride.rating)
    return (
      <section aria-labelledby="rated-heading" className="space-y-2" data-testid="ride-rating">
        <h2 id="rated-heading" className="font-display text-2xl text-ink-900">
          {t("rating.yours")}
        </h2>
        <Stars stars={ride.rating.stars} />
        {ride.rating.comment ? <p className="text-sm text-ink-700">“{ride.rating.comment}”</p> : null}
      </section>
    );
  if (!ride.canRate) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = RatingInputSchema.safeParse({ stars, comment: comment.trim() || undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // the schema's English message; in Hindi and Odia the stars' own, else the validation catalogue's
      return setError(
        locale === "en-IN"
          ? (issue?.message ?? t("rating.choose"))
          : issue?.path[0] === "comment"
            ? (validationText(issue.message) ?? t("rating.choose"))
            : t("rating.choose"),
      );
    }
    setError(undefined);
    setSending(true);
    try {
      const res = await rateRide(ride.bookingId, parsed.data);
      toast.success(rideServerText(locale, res.message, t("server.ratingThanks")));
      await qc.invalidateQueries({ queryKey: rideKey(ride.bookingId) });
    } catch (err) {
      toast.error(errorText(err, t("rating.failed")));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="rating-form">
      <StarPicker value={stars} onChange={setStars} error={error} />
      <TextareaField
        label={t("rating.comment")}
        placeholder={t("rating.placeholder")}
        rows={3}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto sm:px-8" disabled={sending}>
        {sending ? t("rating.sending") : t("rating.submit")}
      </button>
    </form>
  );
}
