import { useEffect, useState, type FormEvent } from "react";
import { RIDE_PIN_LENGTH, RidePinInputSchema } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { useDriverText } from "../lib/texts";

/**
 * 'Start trip' asks for the rider's Ride PIN (4 digits, shown in the rider's booking and confirmation SMS): the server
 * checks it; a wrong PIN shows the server's message and the dialog stays open.
 */
export function PinDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  busy: boolean;
  error: string | null;
  onSubmit(pin: string): void;
}) {
  const { t } = useDriverText();
  const [pin, setPin] = useState("");
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (props.open) {
      setPin("");
      setLocal(null);
    }
  }, [props.open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RidePinInputSchema.safeParse({ pin });
    // the schema's one message is this sentence ("Enter the rider's 4-digit Ride PIN"), in the app's language
    if (!parsed.success) return setLocal(t("pin.invalid"));
    setLocal(null);
    props.onSubmit(parsed.data.pin);
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("pin.title")}
      description={t("pin.description")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t("pin.label")}
          name="pin"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={RIDE_PIN_LENGTH}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, RIDE_PIN_LENGTH))}
          error={local ?? props.error ?? undefined}
          className="min-h-14 text-center text-3xl font-semibold tracking-[0.5em]"
          autoFocus
          required
        />
        <BusyButton
          busy={props.busy}
          busyLabel={t("pin.checking")}
          className="btn-primary min-h-14 w-full rounded-2xl text-lg"
        >
          {t("pin.submit")}
        </BusyButton>
      </form>
    </Dialog>
  );
}
