import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { AppError } from "../../lib/errors.ts";
import { authServerMessages } from "@chauffeur/contracts";

/**
 * Password hashing: argon2id (OWASP minimum by default: m=19456 KiB, t=2, p=1; ARGON2_MEMORY_KIB / ARGON2_TIME_COST).
 * At most HASH_CONCURRENCY hashes run at once (each takes ~40 ms and 19 MiB on the libuv thread pool), so a login
 * flood queues here instead of starving the other requests; a queue longer than MAX_QUEUE answers 503 at once.
 */
const ARGON2ID = 2 as Algorithm;
const MAX_QUEUE = 200;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against the stored hash, or against a dummy hash when there is none (same cost, same time). */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
  readonly params: { memoryCost: number; timeCost: number; parallelism: number; concurrency: number };
}

export interface Argon2Impl {
  hash: typeof hash;
  verify: typeof verify;
}

export function createPasswordHasher(
  opts: { memoryKib: number; timeCost: number; concurrency: number; maxQueue?: number },
  impl: Argon2Impl = { hash, verify },
): PasswordHasher {
  const maxQueue = opts.maxQueue ?? MAX_QUEUE;
  const params = { memoryCost: opts.memoryKib, timeCost: opts.timeCost, parallelism: 1 };
  let active = 0;
  const waiting: Array<() => void> = [];
  async function limited<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= opts.concurrency) {
      if (waiting.length >= maxQueue) throw new AppError(503, authServerMessages.busy, "busy");
      await new Promise<void>((resolve) => waiting.push(resolve)); // the releasing call hands its slot over
    } else active++;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  }
  let dummy: Promise<string> | undefined;
  const dummyHash = () =>
    (dummy ??= impl.hash("not-a-real-password-only-for-timing", { ...params, algorithm: ARGON2ID }));

  return {
    params: { ...params, concurrency: opts.concurrency },
    hash: (password) => limited(() => impl.hash(password, { ...params, algorithm: ARGON2ID })),
    async verify(stored, password) {
      const target = stored || (await dummyHash());
      const ok = await limited(() => impl.verify(target, password).catch(() => false));
      return Boolean(stored) && ok;
    },
  };
}

/**
 * The most common passwords of public breach corpora that satisfy the 6-character minimum; refused at registration
 * and reset with a clear message (NIST SP 800-63B §5.1.1.2).
 */
const COMMON = new Set(
  `123456 1234567 12345678 123456789 1234567890 password password1 password123 qwerty qwerty123 qwertyuiop abc123 abcdef
  111111 000000 666666 121212 123123 654321 112233 123321 777777 888888 999999 555555 987654321 159753 147258369
  iloveyou admin123 welcome welcome1 letmein monkey dragon sunshine princess football baseball master shadow
  superman batman trustno1 passw0rd p@ssw0rd Password Password1 Password@123 Password123 Admin@123 india123 india@123
  secret secret123 changeme zaq12wsx 1q2w3e4r 1qaz2wsx asdfgh asdfghjkl zxcvbnm computer internet`
    .split(/\s+/)
    .map((p) => p.toLowerCase()),
);
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
