import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { CircleAlert, MailCheck } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import { AuthCard, AuthShell, confirmEmailChange, serverMessageOr, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";

// the token is in the address: never send it to another site in a Referer (the server sends the header too)
export const meta = () => [{ title: "Confirm Email | Sarathi Luxe" }, { name: "referrer", content: "no-referrer" }];

const FAILED = "We could not confirm your new email address. Please try again.";

/**
 * The link e-mailed to a new address (docs/security.md §4): opening it makes the e-mail change, once. It works signed
 * in or not (the mail may be read on another device) and signs nobody in.
 */
export default function ConfirmEmailScreen() {
  const { token = "" } = useParams();
  const { isAuthenticated, refresh } = useSession();
  const [state, setState] = useState<{ status: "busy" | "done" | "failed"; message?: string }>({ status: "busy" });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // one request per opening, even when React runs the effect twice
    sent.current = true;
    confirmEmailChange(token).then(
      (res) => {
        setState({ status: "done", message: res.message });
        void refresh();
      },
      (e) => setState({ status: "failed", message: serverMessageOr(e, FAILED) }),
    );
  }, [token, refresh]);

  return (
    <AuthShell>
      {state.status === "busy" ? (
        <AuthCard eyebrow="Your account" title="Confirming your email">
          <p className="flex items-center justify-center gap-3 text-ink-600" role="status">
            <Spinner /> Confirming your new email address...
          </p>
        </AuthCard>
      ) : state.status === "done" ? (
        <AuthCard eyebrow="All set" title="Email Confirmed">
          <div className="space-y-5 text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
              <MailCheck className="size-8" aria-hidden />
            </span>
            <p className="text-ink-700" role="status">
              {state.message}
            </p>
            <Link to={isAuthenticated ? paths.profile : paths.auth} className="btn-dark">
              {isAuthenticated ? "Go to Profile" : "Go to Login"}
            </Link>
          </div>
        </AuthCard>
      ) : (
        <AuthCard eyebrow="Your account" title="Link not valid">
          <div className="space-y-5 text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-danger-600/10 text-danger-600">
              <CircleAlert className="size-8" aria-hidden />
            </span>
            <p className="text-ink-700" role="alert">
              {state.message}
            </p>
            <Link to={isAuthenticated ? paths.editProfile : paths.auth} className="btn-outline">
              {isAuthenticated ? "Go to Edit Profile" : "Go to Login"}
            </Link>
          </div>
        </AuthCard>
      )}
    </AuthShell>
  );
}
