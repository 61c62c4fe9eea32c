import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage(p: number): void }) {
  const t = useT(accountText);
  if (pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-center gap-2" aria-label={t("pagination.label")}>
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("pagination.previous")}
      </button>
      <span className="px-3 text-sm text-ink-600">{t("pagination.page", { page, pages })}</span>
      <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pagination.next")}
      </button>
    </nav>
  );
}
