import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { OTP_LENGTH } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

/**
 * Five single-digit boxes: the first is focused on load, a digit moves focus on, Backspace on an
 * empty box moves back, pasting fills the boxes (truncated to five), anything but a digit is ignored.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const t = useT(authText);
  useEffect(() => {
    refs.current[0]?.focus();
  }, []);

  const setAt = (i: number, digit: string) => {
    const next = [...value];
    next[i] = digit;
    onChange(next);
  };
  const onInput = (i: number, raw: string) => {
    const digit = raw.replace(/\D/g, "").slice(-1);
    if (!digit) return;
    setAt(i, digit);
    if (i < OTP_LENGTH - 1) refs.current[i + 1]?.focus();
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Backspace") return;
    if (value[i]) {
      e.preventDefault();
      setAt(i, "");
    } else if (i > 0) {
      e.preventDefault();
      setAt(i - 1, "");
      refs.current[i - 1]?.focus();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, OTP_LENGTH).split("");
    if (!digits.length) return;
    const next = Array.from({ length: OTP_LENGTH }, (_, k) => digits[k] ?? "");
    onChange(next);
    refs.current[Math.min(digits.length, OTP_LENGTH - 1)]?.focus();
  };

  return (
    <div className="flex justify-center gap-2 sm:gap-3" role="group" aria-label={t("otp.group")}>
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={value[i] ?? ""}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          maxLength={2}
          aria-label={t("otp.digit", { n: i + 1, total: OTP_LENGTH })}
          className="size-12 rounded-xl border border-ink-300 bg-white text-center text-xl font-semibold text-ink-900 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 sm:size-14 sm:text-2xl"
        />
      ))}
    </div>
  );
}
