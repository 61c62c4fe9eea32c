import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";

/** A field people never see (off-screen, out of the tab order, hidden from assistive tech); bots fill it. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useT(marketingText);
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        {t("lead.honeypot")}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
