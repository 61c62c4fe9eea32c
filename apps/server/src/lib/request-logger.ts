import type { FastifyBaseLogger } from "fastify";
import type { FastifyChildLoggerFactory } from "fastify/types/logger.js";

/** pino's levels, most severe first; a request logger has one method per level. */
const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
type Level = (typeof LEVELS)[number];

type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean; bindings?: () => object };

/**
 * Each request's logger, made only when the request logs something (decision record 012, session 11).
 *
 * Fastify gives every request a pino child logger bound to its request id. Making one (a new object, its bindings
 * serialised to a string) is a few microseconds on every request, and most requests never log: at the production
 * level (`info`, request logging off) only errors and warnings write a line. This logger stands in for that child:
 * a call at an enabled level makes the real child once and passes the call on, so the line carries the request id as
 * before; a call at a disabled level costs a level check. A route with a log level or serialisers of its own, or a
 * logger that cannot tell its levels (tests' `logger: false`), gets its child at once, as fastify would make it.
 */
export const lazyChildLoggerFactory: FastifyChildLoggerFactory = function (logger, bindings, opts) {
  const parent = logger as Parent;
  if (opts.level || opts.serializers || typeof parent.isLevelEnabled !== "function")
    return logger.child(bindings, opts);
  return new LazyRequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
};

class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: Parent,
    private readonly own: Record<string, unknown>,
  ) {}

  /** the real child, made on first use */
  real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.own));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.made ? (this.made as Parent).isLevelEnabled!(level) : this.parent.isLevelEnabled!(level);
  }

  child(bindings: Record<string, unknown>, opts?: object): FastifyBaseLogger {
    return this.real().child(bindings, opts);
  }

  bindings(): object {
    return this.made ? (this.made as Parent).bindings!() : { ...this.parent.bindings?.(), ...this.own };
  }

  silent(): void {}

  declare fatal: FastifyBaseLogger["fatal"];
  declare error: FastifyBaseLogger["error"];
  declare warn: FastifyBaseLogger["warn"];
  declare info: FastifyBaseLogger["info"];
  declare debug: FastifyBaseLogger["debug"];
  declare trace: FastifyBaseLogger["trace"];
}

for (const level of LEVELS) {
  Object.defineProperty(LazyRequestLogger.prototype, level, {
    value: function (this: LazyRequestLogger, ...args: unknown[]) {
      if (!this.isLevelEnabled(level)) return;
      this.real()[level as Level](...(args as [string]));
    },
  });
}
