/**
 * Hands the checkout result to our server the way Razorpay's redirect does: a top-level form POST to the
 * callback address, which verifies it and answers 303 to /payment-status.
 */
export function postToCallback(callbackUrl: string, fields: Record<string, string>) {
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
  form.submit();
}
