import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Share2 } from "lucide-react";
import { toast } from "react-toastify";
import { Dialog } from "~/components/ui/dialog";
import { useLocale, useT } from "~/i18n";
import { rideServerText, rideText } from "~/i18n/texts/ride";
import { useBookingFormat } from "~/lib/use-booking-format";
import { createShare, revokeShare, sharesKey, useRideMessage, useShares } from "../api/ride";

/** The link just created: shown once (only its hash is kept), with a copy button. */
function NewLink({ url }: { url: string }) {
  const t = useT(rideText);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.info(t("share.selectToCopy"));
    }
  };
  return (
    <div className="space-y-2 rounded-xl bg-ivory-100 p-4">
      <label htmlFor="share-url" className="field-label">
        {t("share.link")}
      </label>
      <input
        id="share-url"
        className="field-input font-mono text-sm"
        readOnly
        value={url}
        onFocus={(e) => e.target.select()}
      />
      <p className="text-xs text-ink-600">{t("share.once")}</p>
      <button type="button" className="btn-dark min-h-11 w-full" onClick={() => void copy()}>
        {copied ? t("share.copied") : t("share.copy")}
      </button>
    </div>
  );
}

/** The links that still work, each with 'Revoke'. */
function ActiveLinks({ bookingId, open }: { bookingId: string; open: boolean }) {
  const qc = useQueryClient();
  const t = useT(rideText);
  const { locale } = useLocale();
  const { dateTime } = useBookingFormat();
  const errorText = useRideMessage();
  const shares = useShares(bookingId, open);
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (id: string) => {
    setBusy(id);
    try {
      const res = await revokeShare(bookingId, id);
      toast.success(rideServerText(locale, res.message, t("server.shareRevoked")));
      await qc.invalidateQueries({ queryKey: sharesKey(bookingId) });
    } catch (e) {
      toast.error(errorText(e, t("share.revokeFailed")));
    } finally {
      setBusy(null);
    }
  };
  const list = shares.data ?? [];
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-800">{t("share.active")}</h3>
      {list.length === 0 ? (
        <p className="mt-1 text-sm text-ink-500">{shares.isLoading ? t("share.loading") : t("share.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ivory-200" data-testid="share-links">
          {list.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-ink-700">
                {s.expiresAt
                  ? t("share.createdEnds", { created: dateTime(s.createdAt), ends: dateTime(s.expiresAt) })
                  : t("share.created", { created: dateTime(s.createdAt) })}
              </span>
              <button
                type="button"
                className="btn-outline min-h-10 px-4"
                disabled={busy === s.id}
                onClick={() => void revoke(s.id)}
              >
                {t("share.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Share trip': a read-only link to the live trip for family or colleagues, revocable at any time. */
export function ShareTrip({ bookingId }: { bookingId: string }) {
  const qc = useQueryClient();
  const t = useT(rideText);
  const errorText = useRideMessage();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const res = await createShare(bookingId);
      setUrl(res.share.url);
      await qc.invalidateQueries({ queryKey: sharesKey(bookingId) });
    } catch (e) {
      toast.error(errorText(e, t("share.createFailed")));
    } finally {
      setCreating(false);
    }
  };
  return (
    <>
      <button type="button" className="btn-outline min-h-12 w-full" onClick={() => setOpen(true)}>
        <Share2 className="size-4" aria-hidden />
        {t("share.title")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setUrl(null);
        }}
        title={t("share.title")}
        description={t("share.description")}
      >
        <div className="space-y-5">
          {url ? <NewLink url={url} /> : null}
          <button
            type="button"
            className="btn-primary min-h-12 w-full"
            disabled={creating}
            onClick={() => void create()}
          >
            {creating ? t("share.creating") : url ? t("share.createAnother") : t("share.create")}
          </button>
          <ActiveLinks bookingId={bookingId} open={open} />
        </div>
      </Dialog>
    </>
  );
}
