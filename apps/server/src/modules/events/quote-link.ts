import type { AppContext } from "../../context.ts";
import { hmacHex, safeEqual } from "../../lib/crypto.ts";
import { requireSecret } from "../../lib/server-secret.ts";

/** What the quote's link signs: the quote as sent. Another id, version, amount or validity fails the check. */
export interface SignedQuoteFacts {
  id: string;
  version: number;
  totalPaise: number;
  depositPaise: number;
  validUntil: Date;
}

const linkKey = (ctx: AppContext) =>
  hmacHex(requireSecret(ctx.config.SESSION_SECRET, "SESSION_SECRET"), "event-quote-link");

const signed = (q: SignedQuoteFacts) =>
  `${q.id}.${q.version}.${q.totalPaise}.${q.depositPaise}.${q.validUntil.toISOString()}`;

/**
 * The token of the client's quote link (`/events/quote/<id>?t=<token>`, decision record 023): an HMAC of the stored
 * quote's facts with a key derived from the installation's server secret. Nothing is stored: the check recomputes it
 * from the quote the id names.
 */
export const quoteLinkToken = (ctx: AppContext, q: SignedQuoteFacts) => hmacHex(linkKey(ctx), signed(q)).slice(0, 32);

/** True only for the token of this quote as stored now (a changed link, or a quote changed since, fails). */
export const quoteLinkValid = (ctx: AppContext, q: SignedQuoteFacts, token: string | undefined) =>
  typeof token === "string" && token.length === 32 && safeEqual(quoteLinkToken(ctx, q), token);
