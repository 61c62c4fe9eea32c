import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { authMessages, authValidation } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT, useValidationText } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { deleteAccount } from "../api";
import { serverMessageOr, statusOf } from "../errors";
import { useSession } from "../session";

/** The Delete Account dialog: password to confirm; any attempt closes it and clears the field. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { endSession } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const t = useT(accountText);
  const tv = useValidationText();
  const to = useLocalizePath();

  const close = () => {
    setPassword("");
    onOpenChange(false);
  };
  const submit = async () => {
    if (password.trim() === "") {
      toast.error(tv(authValidation.deletePasswordBlank));
      return;
    }
    setBusy(true);
    try {
      const res = await deleteAccount(password);
      toast.success(res.message);
      close();
      endSession();
      navigate(to(paths.auth));
    } catch (e) {
      const status = statusOf(e);
      const fallback =
        status === 401 ? authMessages.delete401 : status === 400 ? authMessages.delete400 : authMessages.deleteFailed;
      toast.error(serverMessageOr(e, fallback));
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())} title={t("delete.title")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="space-y-5"
      >
        <p className="rounded-xl border border-danger-600/20 bg-red-50 p-4 text-sm leading-6 text-ink-700">
          {t("delete.dialogText")}
        </p>
        <TextField
          label={t("delete.passwordLabel")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={close}>
            {t("edit.cancel")}
          </button>
          <button type="submit" className="btn-danger" disabled={busy || password === ""}>
            {busy ? t("delete.deleting") : t("delete.title")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
