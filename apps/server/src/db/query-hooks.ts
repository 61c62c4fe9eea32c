import type pg from "pg";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Observers of every query the database runs (metrics and traces: decision record 013). A hook is told a query starts
 * (its SQL text, parameters never) and returns what to call when it ends. With no hook added the only cost per query
 * is one length check.
 */
export type QueryHook = (sql: string) => (error?: unknown) => void;

export class QueryHooks {
  private readonly hooks: QueryHook[] = [];
  /** queries started and not yet ended (counted only while a hook is added) */
  inFlight = 0;
  get active() {
    return this.hooks.length > 0;
  }
  add(hook: QueryHook): () => void {
    this.hooks.push(hook);
    return () => {
      const i = this.hooks.indexOf(hook);
      if (i >= 0) this.hooks.splice(i, 1);
    };
  }
  start(sql: string): (error?: unknown) => void {
    this.inFlight++;
    const ends = this.hooks.map((h) => h(sql));
    let done = false;
    return (error) => {
      if (done) return;
      done = true;
      this.inFlight--;
      for (const end of ends) end(error);
    };
  }
}

const OPERATIONS = new Set(["select", "insert", "update", "delete", "with", "listen", "notify"]);
const TRANSACTION = new Set(["begin", "commit", "rollback", "savepoint", "release"]);
/** The statement's kind from its first word: a bounded label (select, insert, …, transaction, other). */
export function queryOperation(sql: string): string {
  const m = /^\s*(?:\(\s*)?([A-Za-z]+)/.exec(sql);
  const word = m ? m[1].toLowerCase() : "";
  if (OPERATIONS.has(word)) return word;
  if (TRANSACTION.has(word)) return "transaction";
  return "other";
}

type AnyFn = (...args: unknown[]) => unknown;

/** Wraps a function returning a promise or taking a node-style callback so `hooks` see each call's start and end. */
function wrapQuery(original: AnyFn, hooks: QueryHooks, textOf: (args: unknown[]) => string | undefined): AnyFn {
  return function (this: unknown, ...args: unknown[]) {
    if (!hooks.active) return original.apply(this, args);
    const text = textOf(args);
    if (text === undefined) return original.apply(this, args);
    const end = hooks.start(text);
    const cb = args.findIndex((a) => typeof a === "function");
    if (cb >= 0) {
      const given = args[cb] as AnyFn;
      args[cb] = (err: unknown, res: unknown) => {
        end(err ?? undefined);
        return given(err, res);
      };
      return original.apply(this, args);
    }
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (e) {
      end(e);
      throw e;
    }
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(
        () => end(),
        (e: unknown) => end(e),
      );
    else end();
    return result;
  };
}

const pgText = (args: unknown[]): string | undefined => {
  const first = args[0];
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && typeof (first as { submit?: unknown }).submit !== "function") {
    const text = (first as { text?: unknown }).text;
    return typeof text === "string" ? text : undefined;
  }
  return undefined;
};

/** node-postgres: every pooled connection's `query` (Pool.query and transactions both end there). */
export function instrumentPgPool(pool: pg.Pool, hooks: QueryHooks) {
  pool.on("connect", (client) => {
    const c = client as unknown as { query: AnyFn };
    c.query = wrapQuery(c.query, hooks, pgText);
  });
}

const pgliteText = (args: unknown[]) => (typeof args[0] === "string" ? args[0] : undefined);

/** PGlite: its `query` and `exec`, and those of each transaction it opens (Drizzle's transactions run there). */
export function instrumentPglite(client: PGlite, hooks: QueryHooks) {
  const c = client as unknown as { query: AnyFn; exec: AnyFn; transaction: AnyFn };
  c.query = wrapQuery(c.query, hooks, pgliteText);
  c.exec = wrapQuery(c.exec, hooks, pgliteText);
  const transaction = c.transaction;
  c.transaction = function (this: unknown, fn: unknown) {
    if (!hooks.active || typeof fn !== "function") return transaction.call(this, fn);
    return transaction.call(this, (tx: { query: AnyFn; exec: AnyFn }) => {
      tx.query = wrapQuery(tx.query, hooks, pgliteText);
      tx.exec = wrapQuery(tx.exec, hooks, pgliteText);
      return (fn as AnyFn)(tx);
    });
  };
}
