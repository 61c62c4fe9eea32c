// Local ESLint rule for the booking's owners (docs/ARCHITECTURE.md, "How a booking's status moves"):
// - booking-state-owner: `bookings.status` is written only by the booking machine's writer
//   (apps/server/src/modules/bookings/lifecycle/transition.ts), and the payment state (`payment_status`,
//   `pending_expires_at`) only inside the payments module. It reads Drizzle updates (`.update(bookings).set({ … })`)
//   and raw SQL in strings and templates (`UPDATE bookings SET … status = …`).
// Paths are read relative to ESLint's working directory, so scripts/lint-config.test.ts can lint the fixtures
// (scripts/lint-fixtures) with the same configuration.
import path from "node:path";

const STATUS_KEYS = new Set(["status"]);
const PAYMENT_KEYS = new Set(["paymentStatus", "pendingExpiresAt"]);
const SQL_UPDATE =
  /\bUPDATE\s+bookings\b(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b([\s\S]*?)(?:\bWHERE\b|\bFROM\b|\bRETURNING\b|$)/gi;
const SQL_STATUS = /(?<![\w.])status\s*=/i;
const SQL_PAYMENT = /\b(?:payment_status|pending_expires_at)\s*=/i;

const fileOf = (context) => path.relative(context.cwd, context.filename).split(path.sep).join("/");
const ownedBy = (file, owners) => owners.some((o) => (o.endsWith("/") ? file.startsWith(o) : file === o));

/** `x.update(bookings)` or `x.update(schema.bookings)`. */
function isBookingsUpdate(node) {
  if (node?.type !== "CallExpression" || node.callee.type !== "MemberExpression") return false;
  if (node.callee.property.type !== "Identifier" || node.callee.property.name !== "update") return false;
  const [table] = node.arguments;
  if (!table) return false;
  if (table.type === "Identifier") return table.name === "bookings";
  return (
    table.type === "MemberExpression" && table.property.type === "Identifier" && table.property.name === "bookings"
  );
}

const keyName = (p) =>
  p.key.type === "Identifier" ? p.key.name : typeof p.key.value === "string" ? p.key.value : null;

/**
 * The columns an object literal sets, spreads of literals and of `cond ? { … } : { … }` included; null when some
 * cannot be read (a spread of a variable, a computed key).
 */
function columnsOf(node) {
  if (node?.type === "ConditionalExpression") {
    const a = columnsOf(node.consequent);
    const b = columnsOf(node.alternate);
    return a && b ? [...a, ...b] : null;
  }
  if (node?.type !== "ObjectExpression") return null;
  const keys = [];
  for (const p of node.properties) {
    const inner = p.type === "SpreadElement" ? columnsOf(p.argument) : p.computed ? null : [keyName(p)];
    if (!inner || inner.includes(null)) return null;
    keys.push(...inner);
  }
  return keys;
}

const bookingStateOwner = {
  meta: {
    type: "problem",
    docs: { description: "bookings.status and the payment state are written only by their owners" },
    schema: [
      {
        type: "object",
        properties: {
          statusOwners: { type: "array", items: { type: "string" } },
          paymentOwners: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      status:
        "Only the booking machine writes bookings.status: move the booking with transitionBooking() from modules/bookings/index.ts (owner: {{owners}}).",
      payment:
        "Only the payments module writes the payment state (payment_status, pending_expires_at): call a function from modules/payments/index.ts.",
      hidden:
        "update(bookings).set() with columns this rule cannot read: pass an object literal, so the owners of status and payment state can be checked.",
    },
  },
  create(context) {
    const { statusOwners = [], paymentOwners = [] } = context.options[0] ?? {};
    const file = fileOf(context);
    const mayStatus = ownedBy(file, statusOwners);
    const mayPayment = ownedBy(file, paymentOwners);
    if (mayStatus && mayPayment) return {};
    const data = { owners: statusOwners.join(", ") };
    const checkSql = (node, text) => {
      for (const m of text.matchAll(SQL_UPDATE)) {
        if (!mayStatus && SQL_STATUS.test(m[1])) context.report({ node, messageId: "status", data });
        if (!mayPayment && SQL_PAYMENT.test(m[1])) context.report({ node, messageId: "payment" });
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== "MemberExpression" ||
          callee.property.type !== "Identifier" ||
          callee.property.name !== "set"
        )
          return;
        if (!isBookingsUpdate(callee.object)) return;
        const keys = columnsOf(node.arguments[0]);
        // columns this rule cannot read (a variable, a spread of one): only the status owner may write them so
        if (!keys) return mayStatus ? undefined : context.report({ node, messageId: "hidden" });
        if (!mayStatus && keys.some((k) => STATUS_KEYS.has(k))) context.report({ node, messageId: "status", data });
        if (!mayPayment && keys.some((k) => PAYMENT_KEYS.has(k))) context.report({ node, messageId: "payment" });
      },
      Literal(node) {
        if (typeof node.value === "string") checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        checkSql(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("$"));
      },
    };
  },
};

export default { rules: { "booking-state-owner": bookingStateOwner } };
