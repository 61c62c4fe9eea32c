import { Secret, TOTP } from "otpauth";

/** The operator the bench's servers create at start (OPERATOR_BOOTSTRAP_*): the console asks for the second factor. */
export const OPERATOR = { phone: "+919000000077", email: "ops-bench@example.in", password: "Operator#bench-2026" };
export const OPERATOR_ENV = {
  OPERATOR_BOOTSTRAP_PHONE: OPERATOR.phone,
  OPERATOR_BOOTSTRAP_EMAIL: OPERATOR.email,
  OPERATOR_BOOTSTRAP_PASSWORD: OPERATOR.password,
  OPERATOR_BOOTSTRAP_NAME: "Bench Operator",
};
const SF = "/api/v1/user/second-factor";

const code = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() });

async function call(url: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: body ? "POST" : "GET",
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  // passing the second factor starts a new session (plugins/session.ts startSession): its cookie replaces the old
  const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  return { ...((await res.json()) as Record<string, string>), cookie: sid ? sid.split(";")[0] : cookie };
}

/**
 * Signs the bootstrap operator in as the console does: the password, then the second factor set up with a TOTP
 * secret (an authenticator app's code computed here) and confirmed with the password. Returns the session cookie.
 */
export async function signInOperator(url: string): Promise<string> {
  const login = await fetch(`${url}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: OPERATOR.phone, password: OPERATOR.password }),
  });
  if (login.status !== 200) throw new Error(`operator login ${login.status}: ${await login.text()}`);
  const sid = login.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("operator login: no session cookie");
  const cookie = sid.split(";")[0];
  const { state } = await call(url, SF, cookie);
  if (state === "setup") {
    const { secret } = await call(url, `${SF}/setup`, cookie);
    const confirmed = await call(url, `${SF}/setup/confirm`, cookie, {
      code: code(secret),
      password: OPERATOR.password,
    });
    const { state: after } = await call(url, SF, confirmed.cookie);
    if (after !== "passed") throw new Error(`operator second factor: ${after} after the set-up`);
    return confirmed.cookie;
  }
  if (state !== "passed") throw new Error(`operator second factor: unexpected state ${state}`);
  return cookie;
}
