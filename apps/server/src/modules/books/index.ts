import type { AppModule } from "../module.ts";
import { requireOperator } from "../../plugins/session.ts";
import { booksRoutes } from "./books.routes.ts";

/**
 * The console's Books (docs/books.md, decision record 026): GSTR-1 and GSTR-3B of a month or a quarter computed from
 * the issued documents (ride invoices and credit notes, an event's receipt vouchers, invoices, refund vouchers and
 * credit notes), each table as the offline tool's CSV and GSTN's JSON, the series check and the gateway
 * reconciliation. Reads only; operators only.
 */
export const booksModule: AppModule = {
  name: "books",
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(booksRoutes);
    });
  },
};
