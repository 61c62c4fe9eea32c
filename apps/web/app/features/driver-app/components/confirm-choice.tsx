import { BusyButton } from "~/components/ui/spinner";

/** A confirmation dialog's foot in the chauffeur app: the server's refusal, if any, then two large buttons. */
export function ConfirmChoice(props: {
  error: string | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}) {
  return (
    <>
      {props.error ? (
        <p role="alert" className="mb-3 text-base font-medium text-danger-600">
          {props.error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <BusyButton
          type="button"
          busy={props.busy}
          onClick={props.onConfirm}
          className={`${props.danger ? "btn-danger" : "btn-primary"} min-h-14 w-full rounded-2xl text-lg`}
        >
          {props.confirmLabel}
        </BusyButton>
        <button type="button" onClick={props.onCancel} className="btn-outline min-h-14 w-full rounded-2xl text-lg">
          {props.cancelLabel}
        </button>
      </div>
    </>
  );
}
