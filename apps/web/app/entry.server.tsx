import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import type { Locale } from "@chauffeur/contracts/i18n/locales";
import type { Namespace } from "@chauffeur/contracts/i18n/catalogue";
import { addMessages, type CompiledMessages } from "./i18n/store";

/**
 * React Router's default server entry (it only prerenders here: `ssr: false`), with every language's messages loaded
 * first so the `/hi/…` and `/or/…` twins render in their language (decision record 018). Prerendering waits for the
 * whole page (`onAllReady`), as the default does for static generation.
 */
const CATALOGUES = import.meta.glob<CompiledMessages>("../../../packages/contracts/src/i18n/{en-IN,hi-IN,or-IN}/*.ts", {
  query: "?compiled",
  import: "default",
  eager: true,
});
for (const [file, compiled] of Object.entries(CATALOGUES)) {
  const [, locale, ns] = /\/([a-z]{2}-IN)\/([\w-]+)\.ts$/.exec(file)!;
  addMessages(locale as Locale, ns as Namespace, compiled);
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
