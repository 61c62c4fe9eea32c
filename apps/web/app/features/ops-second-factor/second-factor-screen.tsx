import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { Spinner } from "~/components/ui/spinner";
import { confirmSecondFactor, fetchSecondFactorSetup, verifySecondFactor } from "./api";
import {
  CODE_HINT,
  CodeForm,
  ErrorBox,
  EYEBROW,
  Frame,
  checkRecovery,
  checkTotp,
  digitsOnly,
  failureOf,
} from "./code-form";
import { RecoveryCodes } from "./recovery-codes";

/**
 * The operator's second step after the password (docs/security.md §5): 'Set up two-step verification' at the first
 * sign-in (QR code, the setup key as text, a first code, then the 10 recovery codes once) and 'Two-step verification'
 * at every later one (a code from the app, or a recovery code).
 */
export interface SecondFactorScreenProps {
  state: "setup" | "verify";
  /** the server issued a fully signed-in session */
  onPassed(): void | Promise<void>;
  /** the pending session is gone (expired, or ended after too many wrong codes) */
  onSessionEnded(): void;
  onSignOut(): void;
}

function SetupFlow({ onPassed, onSessionEnded }: Omit<SecondFactorScreenProps, "state" | "onSignOut">) {
  const setup = useQuery({
    queryKey: ["second-factor-setup"],
    queryFn: fetchSecondFactorSetup,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const headingId = useId();

  if (codes) return <RecoveryCodes codes={codes} onDone={onPassed} />;
  return (
    <section aria-labelledby={headingId}>
      <p className={EYEBROW}>Operator account</p>
      <h1 id={headingId} className="mt-2 text-2xl text-ink-900 sm:text-3xl">
        Set up two-step verification
      </h1>
      <p className="mt-3 text-ink-700">
        The operations console asks for a second step at every sign-in: a 6-digit code from an authenticator app on your
        phone (Google Authenticator, Microsoft Authenticator, 1Password or similar).
      </p>
      {setup.isPending ? (
        <p className="mt-6 flex items-center gap-2 text-ink-700">
          <Spinner className="size-5 text-gold-600" label="Preparing your setup key" /> Preparing your setup key…
        </p>
      ) : setup.isError ? (
        <ErrorBox failure={failureOf(setup.error)} onSessionEnded={onSessionEnded} />
      ) : (
        <>
          <h2 className="mt-6 text-lg font-semibold text-ink-900">1. Add your account to the app</h2>
          <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img
              src={setup.data.qrCodeDataUrl}
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-lg border border-ivory-200 bg-white"
              alt={`QR code that adds ${setup.data.issuer} (${setup.data.account}) to an authenticator app. If you cannot scan it, type the setup key shown next to it.`}
            />
            <div className="min-w-0 text-sm text-ink-700">
              <p>
                Scan the QR code with the app. Can&apos;t scan it? Choose to enter a key in the app and type this setup
                key:
              </p>
              <p className="mt-2 text-xs font-medium uppercase tracking-wider text-ink-500" id="totp-secret-label">
                Setup key
              </p>
              <p
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
                className="mt-1 break-all rounded-lg bg-ivory-100 px-3 py-2 font-mono text-base text-ink-900"
              >
                {setup.data.secret.match(/.{1,4}/g)?.join(" ")}
              </p>
              <p className="mt-2 text-xs text-ink-500">Account {setup.data.account} · time-based · 6 digits</p>
            </div>
          </div>
          <h2 className="mt-6 text-lg font-semibold text-ink-900">2. Enter the code the app shows</h2>
          <div className="mt-3">
            <CodeForm
              label="Authentication code"
              hint={CODE_HINT}
              inputMode="numeric"
              autoComplete="one-time-code"
              submitLabel="Verify and turn on"
              check={checkTotp}
              withPassword
              onSessionEnded={onSessionEnded}
              submit={async (v, password) => {
                const res = await confirmSecondFactor(digitsOnly(v), password);
                setCodes(res.recoveryCodes);
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}

function VerifyFlow({ onPassed, onSessionEnded }: Omit<SecondFactorScreenProps, "state" | "onSignOut">) {
  const [mode, setMode] = useState<"totp" | "recovery">("totp");
  const headingId = useId();
  const finish = async (left: number) => {
    if (left <= 3) toast.warning(`You have ${left} recovery code${left === 1 ? "" : "s"} left. Keep them safe.`);
    await onPassed();
  };
  return (
    <section aria-labelledby={headingId}>
      <p className={EYEBROW}>Operator account</p>
      <h1 id={headingId} className="mt-2 text-2xl text-ink-900 sm:text-3xl">
        Two-step verification
      </h1>
      {mode === "totp" ? (
        <>
          <p className="mt-3 text-ink-700">
            Open your authenticator app and enter the 6-digit code it shows for Sarathi Luxe Operations.
          </p>
          <div className="mt-5">
            <CodeForm
              key="totp"
              label="Authentication code"
              hint={CODE_HINT}
              inputMode="numeric"
              autoComplete="one-time-code"
              submitLabel="Verify"
              check={checkTotp}
              onSessionEnded={onSessionEnded}
              autoFocus
              submit={async (v) => finish((await verifySecondFactor({ code: digitsOnly(v) })).recoveryCodesLeft)}
            />
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-ink-700">
            Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.
          </p>
          <div className="mt-5">
            <CodeForm
              key="recovery"
              label="Recovery code"
              hint="For example abcd-efgh-jk."
              inputMode="text"
              autoComplete="off"
              submitLabel="Verify"
              check={checkRecovery}
              onSessionEnded={onSessionEnded}
              autoFocus
              submit={async (v) => finish((await verifySecondFactor({ recoveryCode: v.trim() })).recoveryCodesLeft)}
            />
          </div>
        </>
      )}
      <p className="mt-5 text-center">
        <button
          type="button"
          className="text-sm font-medium text-gold-700 underline-offset-2 hover:underline"
          onClick={() => {
            setMode(mode === "totp" ? "recovery" : "totp");
          }}
        >
          {mode === "totp" ? "Use a recovery code" : "Use your authenticator app instead"}
        </button>
      </p>
    </section>
  );
}

export function SecondFactorScreen({ state, onSignOut, ...rest }: SecondFactorScreenProps) {
  return <Frame onSignOut={onSignOut}>{state === "setup" ? <SetupFlow {...rest} /> : <VerifyFlow {...rest} />}</Frame>;
}
