// Test aid (apps/server/src/observability/lazy-load.int.test.ts): `node --import` this file to append to $IMPORT_LOG
// every module URL resolved whose path names prom-client or @opentelemetry.
import { register } from "node:module";

const hook = `
import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (/prom-client|@opentelemetry/.test(r.url)) appendFileSync(${JSON.stringify(process.env.IMPORT_LOG ?? "/dev/null")}, r.url + "\\n");
  return r;
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
