import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DriverOtpRequestSchema, DriverSignInRequestSchema, OTP_LENGTH } from "@chauffeur/contracts";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage, requestCode, signIn } from "../api/driver-api";
import { driverKeys } from "../hooks/keys";
import { useDriverSession } from "../hooks/use-driver-session";

const BIG_BUTTON = "btn-dark min-h-14 w-full rounded-2xl text-lg";

/**
 * /driver/sign-in: the chauffeur's phone (as operations entered it) and the code sent by SMS; no password. The server's
 * refusals (unknown phone, wrong or expired code, too many tries) are shown under the field.
 */
export function SignInScreen() {
  const session = useDriverSession();
  const [digits, setDigits] = useState("");
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DriverOtpRequestSchema.safeParse({ phone: `+91${digits.replace(/\D/g, "")}` });
    if (!parsed.success) return setError("Enter your 10-digit mobile number.");
    setBusy(true);
    setError(null);
    try {
      await requestCode(parsed.data.phone);
      setPhone(parsed.data.phone);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="driver-sign-in-title" className="pt-4">
      <h1 id="driver-sign-in-title" className="text-3xl text-ink-950">
        Sign in
      </h1>
      <p className="mt-2 text-base text-ink-700">
        For chauffeurs of our fleet. Use the mobile number operations registered for you.
      </p>
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
            label="Phone number"
            name="phone"
            value={digits}
            maxLength={10}
            onChange={(e) => setDigits(e.target.value.replace(/\D/g, "").slice(0, 10))}
            error={error ?? undefined}
            className="min-h-12 text-lg"
            required
          />
          <BusyButton busy={busy} busyLabel="Sending…" className={BIG_BUTTON}>
            Send code
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DriverSignInRequestSchema.safeParse({ phone: props.phone, otp: code });
    if (!parsed.success) return setError(`Enter the ${OTP_LENGTH}-digit code from the SMS.`);
    setBusy(true);
    setError(null);
    try {
      const me = await signIn(parsed.data.phone, parsed.data.otp);
      // the shell sees the session and opens 'My trips' (or the page the chauffeur was sent here from)
      queryClient.removeQueries({ queryKey: driverKeys.trips });
      queryClient.setQueryData(driverKeys.me, me);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <p className="text-base text-ink-700" role="status">
        We sent a code by SMS to <strong className="text-ink-950">{props.phone}</strong>.
      </p>
      <TextField
        label="Code from SMS"
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
      <BusyButton busy={busy} busyLabel="Signing in…" className={BIG_BUTTON}>
        Sign in
      </BusyButton>
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={props.onResend}
          disabled={props.resendBusy}
          className="btn-outline min-h-12 w-full rounded-2xl text-base"
        >
          Send a new code
        </button>
        <button
          type="button"
          onClick={props.onChangeNumber}
          className="btn-outline min-h-12 w-full rounded-2xl text-base"
        >
          Change number
        </button>
      </div>
    </form>
  );
}
