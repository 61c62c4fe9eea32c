import { queryOptions } from "@tanstack/react-query";
import { booksPaths, type Gstr1, type Gstr3b } from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

// The console's Books: the period's GSTR-1 (every table, the series, the reconciliation) and GSTR-3B.
export const gstr1Query = (period: string) =>
  queryOptions({
    queryKey: ["ops", "books", "gstr1", period],
    queryFn: () => opsRequest<Gstr1>(`${booksPaths.gstr1}${qs({ period })}`),
  });

export const gstr3bQuery = (period: string) =>
  queryOptions({
    queryKey: ["ops", "books", "gstr3b", period],
    queryFn: () => opsRequest<Gstr3b>(`${booksPaths.gstr3b}${qs({ period })}`),
  });

/** Where the browser downloads a table's CSV or the whole JSON (the session cookie goes with a same-site link). */
export const csvHref = (table: string, period: string) => `${booksPaths.gstr1Csv(table)}${qs({ period })}`;
export const jsonHref = (period: string) => `${booksPaths.gstr1Json}${qs({ period })}`;
