import { useEffect, useRef, useState } from "react";
import { BusyButton } from "~/components/ui/spinner";
import { EYEBROW } from "./code-form";

/** Saves `text` as a file named `name` through a temporary link. */
function downloadText(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies `text` to the clipboard; resolves to the message announced to the user. */
async function copyText(text: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return "Recovery codes copied.";
  } catch {
    return "Copying is not allowed here: select the codes and copy them, or download them.";
  }
}

/** The recovery codes, shown once after setup: download, copy, and 'I have saved these codes' before the console. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void | Promise<void> }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState("");
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `Sarathi Luxe operations console: recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join("\n")}\n`;

  const download = () => downloadText(text, "sarathi-luxe-recovery-codes.txt");
  const copy = async () => setCopied(await copyText(text));

  return (
    <section aria-labelledby="recovery-codes-heading">
      <p className={EYEBROW}>Two-step verification is on</p>
      <h1
        id="recovery-codes-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl text-ink-900 outline-none sm:text-3xl"
      >
        Save your recovery codes
      </h1>
      <p className="mt-3 text-ink-700">
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s code. Keep them
        somewhere safe, such as a password manager. They will not be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-5 grid grid-cols-2 gap-2 rounded-xl bg-ivory-100 p-4 font-mono text-base text-ink-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={download}>
          Download
        </button>
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          Copy
        </button>
        <p aria-live="polite" className="self-center text-sm text-ink-700">
          {copied}
        </p>
      </div>
      <label className="mt-6 flex items-start gap-3 text-ink-900">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-gold-600"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <span>I have saved these codes</span>
      </label>
      <BusyButton
        type="button"
        busy={busy}
        disabled={!saved}
        className="btn-dark mt-5 w-full py-3"
        onClick={async () => {
          setBusy(true);
          try {
            await onDone();
          } finally {
            setBusy(false);
          }
        }}
      >
        Continue to the console
      </BusyButton>
    </section>
  );
}
