import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { COMPANY_ROLES, CompanyInvitationInputSchema, phoneDigitsField } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { PhoneField, SelectField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { useInvite } from "../api/companies";
import { fieldErrorsOf, messageOf } from "../lib/errors";

/** The invitation as the riders' forms take a phone: ten digits after a fixed +91, sent as +91XXXXXXXXXX. */
const InviteFormSchema = CompanyInvitationInputSchema.extend({
  phone: phoneDigitsField.transform((d) => `+91${d}`),
});
type InviteForm = z.input<typeof InviteFormSchema>;

/** 'Invite': name, e-mail, phone and role; the server sends the single-use link by e-mail and SMS. */
export function InviteDialog({
  companyId,
  open,
  onOpenChange,
}: {
  companyId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT(companyText);
  const invite = useInvite(companyId);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    InviteForm,
    unknown,
    z.output<typeof InviteFormSchema>
  >({ resolver: zodResolver(InviteFormSchema), defaultValues: { name: "", email: "", phone: "", role: "traveller" } });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("invite.title")} description={t("invite.description")}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((body) =>
          invite.mutate(body, {
            onSuccess: () => {
              toast.success(t("invite.sent", { name: body.name }));
              onOpenChange(false);
            },
            onError: (err) => {
              for (const [k, v] of fieldErrorsOf(err)) setError(k as keyof InviteForm, { message: v });
              toast.error(messageOf(err, t("error.generic")));
            },
          }),
        )}
      >
        <TextField
          label={t("invite.name")}
          autoComplete="off"
          wrapperClassName="sm:col-span-2"
          error={e.name?.message}
          {...register("name")}
        />
        <TextField
          label={t("invite.email")}
          type="email"
          autoComplete="off"
          error={e.email?.message}
          {...register("email")}
        />
        <PhoneField label={t("invite.phone")} autoComplete="off" error={e.phone?.message} {...register("phone")} />
        <SelectField
          label={t("invite.role")}
          wrapperClassName="sm:col-span-2"
          error={e.role?.message}
          {...register("role")}
        >
          {COMPANY_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t("invite.cancel")}
          </button>
          <BusyButton className="btn-primary" busy={invite.isPending}>
            {t("invite.send")}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
