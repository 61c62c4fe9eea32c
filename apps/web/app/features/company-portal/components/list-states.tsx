import { useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { messageOf } from "../lib/errors";

/** A list that could not be loaded: the server's message and 'Try again'. */
export function ListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useT(companyText);
  return (
    <div className="mt-4 rounded-xl border border-danger-600/30 bg-red-50 p-4 text-sm text-danger-600" role="alert">
      {messageOf(error, t("error.generic"))}{" "}
      <button type="button" className="ml-2 font-semibold underline" onClick={onRetry}>
        {t("portal.retry")}
      </button>
    </div>
  );
}
