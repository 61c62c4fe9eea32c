import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import clsx from "clsx";
import { useValidationText } from "~/i18n";

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id: string;
  className?: string;
  children: ReactNode;
}

/**
 * A visible label on every field, its error tied to it for screen readers. The error is shown in the page's language:
 * the shared schemas' messages (English) are looked up by code (`useValidationText`), others shown as given.
 */
export function FieldShell({ label, error, hint, id, className, children }: FieldShellProps) {
  const tv = useValidationText();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p className="mt-1 text-xs text-ink-500" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {tv(error)}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
  wrapperClassName?: string;
};

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, prefix, wrapperClassName, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  const input = (
    <input
      ref={ref}
      id={fid}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
      className={clsx("field-input", prefix && "rounded-l-none", className)}
      {...rest}
    />
  );
  return (
    <FieldShell label={label} error={error} hint={hint} id={fid} className={wrapperClassName}>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex items-center rounded-l-xl border border-r-0 border-ink-300 bg-ivory-100 px-3 text-[15px] text-ink-700">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  wrapperClassName?: string;
};
/**
 * An Indian mobile number as riders type it: "+91" shown before the field, the numeric keypad, the browser's autofill
 * of a national number. The schemas turn the 10 digits into +91XXXXXXXXXX.
 */
export const PhoneField = forwardRef<HTMLInputElement, Omit<InputProps, "prefix" | "type">>(
  function PhoneField(props, ref) {
    return <TextField ref={ref} prefix="+91" type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />;
  },
);

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, wrapperClassName, id, className, children, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <FieldShell label={label} error={error} id={fid} className={wrapperClassName}>
      <select
        ref={ref}
        id={fid}
        aria-invalid={error ? true : undefined}
        className={clsx("field-input", className)}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  wrapperClassName?: string;
};
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(function TextareaField(
  { label, error, wrapperClassName, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <FieldShell label={label} error={error} id={fid} className={wrapperClassName}>
      <textarea
        ref={ref}
        id={fid}
        aria-invalid={error ? true : undefined}
        className={clsx("field-input min-h-28", className)}
        {...rest}
      />
    </FieldShell>
  );
});
