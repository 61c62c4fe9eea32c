import { useEffect, useRef, useState } from "react";
import { Link, useParams, type MetaFunction } from "react-router";
import { CircleAlert, MailCheck } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import { AuthCard, AuthShell, confirmEmailChange, serverMessageOr, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

// the token is in the address: never send it to another site in a Referer (the server sends the header too)
export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", authText)("meta.confirmEmail") },
  { name: "referrer", content: "no-referrer" },
];

/**
 * The link e-mailed to a new address (docs/security.md §4): opening it makes the e-mail change, once. It works signed
 * in or not (the mail may be read on another device) and signs nobody in.
 */
export default function ConfirmEmailScreen() {
  const { token = "" } = useParams();
  const { isAuthenticated, refresh } = useSession();
  const [state, setState] = useState<{ status: "busy" | "done" | "failed"; message?: string }>({ status: "busy" });
  const sent = useRef(false);
  const t = useT(authText);
  const to = useLocalizePath();

  useEffect(() => {
    if (sent.current) return; // one request per opening, even when React runs the effect twice
    sent.current = true;
    confirmEmailChange(token).then(
      (res) => {
        setState({ status: "done", message: res.message });
        void refresh();
      },
      // no server message: the screen's own (in the page's language)
      (e) => setState({ status: "failed", message: serverMessageOr(e, "") }),
    );
  }, [token, refresh]);

  return (
    <AuthShell>
      {state.status === "busy" ? (
        <AuthCard eyebrow={t("index.eyebrow")} title={t("confirm.busyTitle")}>
          <p className="flex items-center justify-center gap-3 text-ink-600" role="status">
            <Spinner /> {t("confirm.busy")}
          </p>
        </AuthCard>
      ) : state.status === "done" ? (
        <AuthCard eyebrow={t("reset.doneEyebrow")} title={t("confirm.doneTitle")}>
          <div className="space-y-5 text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
              <MailCheck className="size-8" aria-hidden />
            </span>
            <p className="text-ink-700" role="status">
              {state.message}
            </p>
            <Link to={to(isAuthenticated ? paths.profile : paths.auth)} className="btn-dark">
              {isAuthenticated ? t("confirm.goToProfile") : t("form.goToLogin")}
            </Link>
          </div>
        </AuthCard>
      ) : (
        <AuthCard eyebrow={t("index.eyebrow")} title={t("confirm.failedTitle")}>
          <div className="space-y-5 text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-danger-600/10 text-danger-600">
              <CircleAlert className="size-8" aria-hidden />
            </span>
            <p className="text-ink-700" role="alert">
              {state.message || t("confirm.failed")}
            </p>
            <Link to={to(isAuthenticated ? paths.editProfile : paths.auth)} className="btn-outline">
              {isAuthenticated ? t("confirm.goToEditProfile") : t("form.goToLogin")}
            </Link>
          </div>
        </AuthCard>
      )}
    </AuthShell>
  );
}
