import { forwardRef, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { SECOND_FACTOR_CODES, secondFactorMessages as M } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";

// The pieces both second-factor flows share: the frame, the error box and the code form.

// the site's eyebrow colour on white is below 4.5:1 for text this small: one shade darker here
export const EYEBROW = "text-xs font-semibold uppercase tracking-[0.2em] text-gold-700";
export const CODE_HINT = "Enter the 6-digit code from your authenticator app.";
const SESSION_GONE = "Your sign-in has expired. Please sign in again.";
const PASSWORD_HINT = "Enter your password.";

export type Failure = { message: string; ended: boolean };
export function failureOf(e: unknown): Failure {
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

export function Frame({ children, onSignOut }: { children: ReactNode; onSignOut(): void }) {
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

export function ErrorBox({ failure, onSessionEnded }: { failure: Failure | null; onSessionEnded(): void }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600"
    >
      <p>{failure.message}</p>
      {failure.ended ? (
        <button type="button" className="btn-dark mt-3" onClick={onSessionEnded}>
          Sign in again
        </button>
      ) : null}
    </div>
  );
}

export const digitsOnly = (s: string) => s.replace(/\s+/g, "");

/** The set-up's 'Your password' (docs/security.md §7). */
const PasswordField = forwardRef<HTMLInputElement, { error?: string; value: string; onChange(v: string): void }>(
  function PasswordField({ error, value, onChange }, ref) {
    return (
      <TextField
        ref={ref}
        wrapperClassName="mt-4"
        label="Your password"
        hint="The password you signed in with: it confirms that you are turning this on."
        error={error}
        type="password"
        autoComplete="current-password"
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  },
);

/** A code form: one labelled field, client-side format check, the server's answer announced. */
export function CodeForm(props: {
  label: string;
  autoComplete: string;
  inputMode: "numeric" | "text";
  submitLabel: string;
  hint: string;
  check(value: string): string | null;
  /** `password`: the account's password, when the form asks for it (`withPassword`) */
  submit(value: string, password: string): Promise<void>;
  onSessionEnded(): void;
  autoFocus?: boolean;
  /** the set-up asks for the password again (docs/security.md §7): a second field, below the code */
  withPassword?: boolean;
}) {
  const [value, setValue] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordInput = useRef<HTMLInputElement>(null);
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
    const noPassword = !problem && props.withPassword && !password ? PASSWORD_HINT : undefined;
    setFieldError(problem ?? undefined);
    setPasswordError(noPassword);
    setFailure(null);
    if (problem) return input.current?.focus();
    if (noPassword) return passwordInput.current?.focus();
    setBusy(true);
    try {
      await props.submit(value, password);
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
      {props.withPassword ? (
        <PasswordField ref={passwordInput} error={passwordError} value={password} onChange={setPassword} />
      ) : null}
      <ErrorBox failure={failure} onSessionEnded={props.onSessionEnded} />
      <BusyButton busy={busy} busyLabel="Checking..." className="btn-dark mt-5 w-full py-3">
        {props.submitLabel}
      </BusyButton>
    </form>
  );
}

export const checkTotp = (v: string) => (/^\d{6}$/.test(digitsOnly(v)) ? null : CODE_HINT);
export const checkRecovery = (v: string) =>
  /^[a-z0-9]{10}$/i.test(v.replace(/[\s-]+/g, "")) ? null : "Enter one of your recovery codes, e.g. abcd-efgh-jk.";
