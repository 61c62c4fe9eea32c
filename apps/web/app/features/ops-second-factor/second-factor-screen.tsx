import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { SECOND_FACTOR_CODES, secondFactorMessages as M } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { confirmSecondFactor, fetchSecondFactorSetup, verifySecondFactor } from "./api";

/**
 * The operator's second step after the password (issue 11 §6): 'Set up two-step verification' at the first sign-in
 * (QR code, the setup key as text, a first code, then the 10 recovery codes once) and 'Two-step verification' at every
 * later one (a code from the app, or a recovery code).
 */
export interface SecondFactorScreenProps {
  state: "setup" | "verify";
  /** the server issued a fully signed-in session */
  onPassed(): void | Promise<void>;
  /** the pending session is gone (expired, or ended after too many wrong codes) */
  onSessionEnded(): void;
  onSignOut(): void;
}

// the site's eyebrow colour on white is below 4.5:1 for text this small: one shade darker here
const EYEBROW = "text-xs font-semibold uppercase tracking-[0.2em] text-gold-700";
const CODE_HINT = "Enter the 6-digit code from your authenticator app.";
const SESSION_GONE = "Your sign-in has expired. Please sign in again.";

type Failure = { message: string; ended: boolean };
function failureOf(e: unknown): Failure {
  if (e instanceof ApiRequestError) {
    const code = e.code;
    if (code === SECOND_FACTOR_CODES.locked) return { message: e.serverMessage ?? M.sessionEnded, ended: true };
    if (e.status === 401 && code !== SECOND_FACTOR_CODES.invalidCode) return { message: SESSION_GONE, ended: true };
    if (e.kind === "timeout") return { message: "The server took too long to answer. Please try again.", ended: false };
    if (e.kind === "offline" || e.kind === "network") return { message: "No internet connection.", ended: false };
    return { message: e.serverMessage ?? "Something went wrong. Please try again.", ended: false };
  }
  return { message: "Something went wrong. Please try again.", ended: false };
}

function Frame({ children, onSignOut }: { children: ReactNode; onSignOut(): void }) {
  return (
    <main className="min-h-screen bg-ink-950 px-4 py-8 sm:py-14">
      <div className="card mx-auto w-full max-w-xl p-5 sm:p-8">
        {children}
        <div className="mt-8 border-t border-ivory-200 pt-4 text-center">
          <button type="button" className="btn-ghost" onClick={onSignOut}>
            Cancel and sign out
          </button>
        </div>
      </div>
    </main>
  );
}

function ErrorBox({ failure, onSessionEnded }: { failure: Failure | null; onSessionEnded(): void }) {
  if (!failure) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600">
      <p>{failure.message}</p>
      {failure.ended ? (
        <button type="button" className="btn-dark mt-3" onClick={onSessionEnded}>
          Sign in again
        </button>
      ) : null}
    </div>
  );
}

const digitsOnly = (s: string) => s.replace(/\s+/g, "");

/** A code form: one labelled field, client-side format check, the server's answer announced. */
function CodeForm(props: {
  label: string;
  autoComplete: string;
  inputMode: "numeric" | "text";
  submitLabel: string;
  hint: string;
  check(value: string): string | null;
  submit(value: string): Promise<void>;
  onSessionEnded(): void;
  autoFocus?: boolean;
}) {
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = props.check(value);
    setFieldError(problem ?? undefined);
    setFailure(null);
    if (problem) return input.current?.focus();
    setBusy(true);
    try {
      await props.submit(value);
    } catch (err) {
      const f = failureOf(err);
      setFailure(f);
      setValue("");
      if (!f.ended) input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        ref={input}
        label={props.label}
        hint={props.hint}
        error={fieldError}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        maxLength={40}
        className="font-mono text-lg tracking-[0.2em]"
        onChange={(e) => setValue(e.target.value)}
      />
      <ErrorBox failure={failure} onSessionEnded={props.onSessionEnded} />
      <BusyButton busy={busy} busyLabel="Checking..." className="btn-dark mt-5 w-full py-3">
        {props.submitLabel}
      </BusyButton>
    </form>
  );
}

const checkTotp = (v: string) => (/^\d{6}$/.test(digitsOnly(v)) ? null : CODE_HINT);
const checkRecovery = (v: string) => (/^[a-z0-9]{10}$/i.test(v.replace(/[\s-]+/g, "")) ? null : "Enter one of your recovery codes, e.g. abcd-efgh-jk.");

function SetupFlow({ onPassed, onSessionEnded }: Omit<SecondFactorScreenProps, "state" | "onSignOut">) {
  const setup = useQuery({ queryKey: ["second-factor-setup"], queryFn: fetchSecondFactorSetup, retry: false, refetchOnWindowFocus: false, staleTime: Infinity, gcTime: 0 });
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
        The operations console asks for a second step at every sign-in: a 6-digit code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator, 1Password or similar).
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
              <p>Scan the QR code with the app. Can&apos;t scan it? Choose to enter a key in the app and type this setup key:</p>
              <p className="mt-2 text-xs font-medium uppercase tracking-wider text-ink-500" id="totp-secret-label">
                Setup key
              </p>
              <p aria-labelledby="totp-secret-label" data-testid="totp-secret" className="mt-1 break-all rounded-lg bg-ivory-100 px-3 py-2 font-mono text-base text-ink-900">
                {setup.data.secret.match(/.{1,4}/g)?.join(" ")}
              </p>
              <p className="mt-2 text-xs text-ink-500">
                Account {setup.data.account} · time-based · 6 digits
              </p>
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
              onSessionEnded={onSessionEnded}
              submit={async (v) => {
                const res = await confirmSecondFactor(digitsOnly(v));
                setCodes(res.recoveryCodes);
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void | Promise<void> }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState("");
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `Sarathi Luxe operations console: recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join("\n")}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "sarathi-luxe-recovery-codes.txt";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("Recovery codes copied.");
    } catch {
      setCopied("Copying is not allowed here: select the codes and copy them, or download them.");
    }
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <p className={EYEBROW}>Two-step verification is on</p>
      <h1 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="mt-2 text-2xl text-ink-900 outline-none sm:text-3xl">
        Save your recovery codes
      </h1>
      <p className="mt-3 text-ink-700">
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s code. Keep them somewhere safe, such as a password manager.
        They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-5 grid grid-cols-2 gap-2 rounded-xl bg-ivory-100 p-4 font-mono text-base text-ink-900">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={download}>
          Download
        </button>
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          Copy
        </button>
        <p aria-live="polite" className="self-center text-sm text-ink-700">
          {copied}
        </p>
      </div>
      <label className="mt-6 flex items-start gap-3 text-ink-900">
        <input type="checkbox" className="mt-1 size-5 accent-gold-600" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>I have saved these codes</span>
      </label>
      <BusyButton
        type="button"
        busy={busy}
        disabled={!saved}
        className="btn-dark mt-5 w-full py-3"
        onClick={async () => {
          setBusy(true);
          try {
            await onDone();
          } finally {
            setBusy(false);
          }
        }}
      >
        Continue to the console
      </BusyButton>
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
          <p className="mt-3 text-ink-700">Open your authenticator app and enter the 6-digit code it shows for Sarathi Luxe Operations.</p>
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
          <p className="mt-3 text-ink-700">Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.</p>
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
