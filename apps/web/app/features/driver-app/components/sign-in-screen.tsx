import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DriverOtpRequestSchema, DriverSignInRequestSchema, OTP_LENGTH } from "@chauffeur/contracts";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { requestCode, signIn } from "../api/driver-api";
import { driverKeys } from "../hooks/keys";
import { useDriverSession } from "../hooks/use-driver-session";
import { useDriverText, useErrorText } from "../lib/texts";

const BIG_BUTTON = "btn-dark min-h-14 w-full rounded-2xl text-lg";
const PHONE_MARK = "\u0001";

/**
 * /driver/sign-in: the chauffeur's phone (as operations entered it) and the code sent by SMS; no password. The server's
 * refusals (unknown phone, wrong or expired code, too many tries) are shown under the field.
 */
export function SignInScreen() {
  const session = useDriverSession();
  const { t } = useDriverText();
  const errorText = useErrorText();
  const [digits, setDigits] = useState("");
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DriverOtpRequestSchema.safeParse({ phone: `+91${digits.replace(/\D/g, "")}` });
    if (!parsed.success) return setError(t("signIn.phoneInvalid"));
    setBusy(true);
    setError(null);
    try {
      await requestCode(parsed.data.phone);
      setPhone(parsed.data.phone);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="driver-sign-in-title" className="pt-4">
      <h1 id="driver-sign-in-title" className="text-3xl text-ink-950">
        {t("signIn.title")}
      </h1>
      <p className="mt-2 text-base text-ink-700">{t("signIn.intro")}</p>
      {session.refusal ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-base text-danger-600">
          {session.refusal}
        </p>
      ) : null}
      {phone ? (
        <CodeForm
          phone={phone}
          onChangeNumber={() => {
            setPhone(null);
            setError(null);
          }}
          onResend={sendCode}
          resendBusy={busy}
          resendError={error}
        />
      ) : (
        <form onSubmit={sendCode} noValidate className="mt-6 space-y-5">
          <PhoneField
            label={t("signIn.phone")}
            name="phone"
            value={digits}
            maxLength={10}
            onChange={(e) => setDigits(e.target.value.replace(/\D/g, "").slice(0, 10))}
            error={error ?? undefined}
            className="min-h-12 text-lg"
            required
          />
          <BusyButton busy={busy} busyLabel={t("signIn.sending")} className={BIG_BUTTON}>
            {t("signIn.sendCode")}
          </BusyButton>
        </form>
      )}
    </section>
  );
}

function CodeForm(props: {
  phone: string;
  onChangeNumber(): void;
  onResend(e: FormEvent): void;
  resendBusy: boolean;
  resendError: string | null;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const { t } = useDriverText();
  const errorText = useErrorText();
  // the phone in bold inside the sentence, wherever the language puts it
  const [sentBefore, sentAfter] = t("signIn.codeSent", { phone: PHONE_MARK }).split(PHONE_MARK);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DriverSignInRequestSchema.safeParse({ phone: props.phone, otp: code });
    if (!parsed.success) return setError(t("signIn.codeInvalid", { n: OTP_LENGTH }));
    setBusy(true);
    setError(null);
    try {
      const me = await signIn(parsed.data.phone, parsed.data.otp);
      // the shell sees the session and opens 'My trips' (or the page the chauffeur was sent here from)
      queryClient.removeQueries({ queryKey: driverKeys.trips });
      queryClient.setQueryData(driverKeys.me, me);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <p className="text-base text-ink-700" role="status">
        {sentBefore}
        <strong className="text-ink-950">{props.phone}</strong>
        {sentAfter}
      </p>
      <TextField
        label={t("signIn.code")}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
        error={error ?? props.resendError ?? undefined}
        className="min-h-12 text-lg tracking-[0.3em]"
        autoFocus
        required
      />
      <BusyButton busy={busy} busyLabel={t("signIn.signingIn")} className={BIG_BUTTON}>
        {t("signIn.submit")}
      </BusyButton>
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={props.onResend}
          disabled={props.resendBusy}
          className="btn-outline min-h-12 w-full rounded-2xl text-base"
        >
          {t("signIn.resend")}
        </button>
        <button
          type="button"
          onClick={props.onChangeNumber}
          className="btn-outline min-h-12 w-full rounded-2xl text-base"
        >
          {t("signIn.changeNumber")}
        </button>
      </div>
    </form>
  );
}
