/** How long a posted return may leave the page where it is before the rider is told (a slow gateway check included). */
export const RETURN_WAIT_MS = 20_000;

/**
 * Hands the checkout result to our server the way Razorpay's redirect does: a top-level form POST to the
 * callback address, which verifies it and answers 303 to /payment-status.
 * `onStuck` runs when the post never leaves this page: the page's content security policy refused it (form-action
 * 'self', a callback on another address: README "Configuration", PUBLIC_BASE_URL), or nothing answered within
 * RETURN_WAIT_MS. The payment itself is recorded by the gateway's webhook either way (docs/security.md §5).
 */
export function postToCallback(callbackUrl: string, fields: Record<string, string>, onStuck?: () => void) {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = callbackUrl;
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  if (onStuck) watchReturn(form, onStuck);
  form.submit();
}

function watchReturn(form: HTMLFormElement, onStuck: () => void) {
  let settled = false;
  const finish = (stuck: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    document.removeEventListener("securitypolicyviolation", refused);
    window.removeEventListener("pagehide", left);
    form.remove();
    if (stuck) onStuck();
  };
  const refused = (e: SecurityPolicyViolationEvent) => {
    if (e.effectiveDirective === "form-action" || e.violatedDirective.startsWith("form-action")) finish(true);
  };
  const left = () => finish(false);
  const timer = setTimeout(() => finish(true), RETURN_WAIT_MS);
  document.addEventListener("securitypolicyviolation", refused);
  window.addEventListener("pagehide", left);
}
