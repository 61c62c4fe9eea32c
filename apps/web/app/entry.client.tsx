import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { bootLocale, loadLocale } from "./i18n";

// A Hindi or Odia page hydrates with its language's messages already here (decision record 018): English screens
// bring theirs with their code; another language's are loaded first, every namespace at once.
void loadLocale(bootLocale())
  .catch(() => undefined) // offline with nothing cached: the page still hydrates, in English
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
