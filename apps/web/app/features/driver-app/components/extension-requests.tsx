import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DriverTrip, ExtraLine } from "@chauffeur/contracts";
import { BusyButton } from "~/components/ui/spinner";
import { decideExtension, fetchExtensions } from "../api/driver-api";
import { driverKeys } from "../hooks/keys";
import { useDriverText, useErrorText } from "../lib/texts";

/**
 * An hourly rental's rider may ask for more time during the trip; the chauffeur accepts it (the car and they are
 * free) or declines it. Shown only while the trip is under way; the shell's live stream refreshes it ('extras').
 */
export function ExtensionRequests({ trip }: { trip: DriverTrip }) {
  const queryClient = useQueryClient();
  const { t } = useDriverText();
  const errorText = useErrorText();
  const [answered, setAnswered] = useState<string | null>(null);
  const extensions = useQuery({
    queryKey: [...driverKeys.trip(trip.id), "extensions"],
    queryFn: () => fetchExtensions(trip.id),
    enabled: trip.step === "started" && trip.service === "hourly-rental",
    retry: false,
  });
  const decide = useMutation({
    mutationFn: ({ extra, decision }: { extra: ExtraLine; decision: "accept" | "decline" }) =>
      decideExtension(trip.id, extra.id, decision),
    onSuccess: (answer, { decision }) => {
      setAnswered(answer?.message ?? t(decision === "accept" ? "extension.accepted" : "extension.declined"));
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    },
  });
  const pending = (extensions.data ?? []).filter((e) => e.status === "requested");
  if (!pending.length && !answered) return null;
  return (
    <section aria-labelledby="extension-title" className="space-y-3 rounded-2xl border-2 border-gold-500 bg-white p-4">
      <h2 id="extension-title" className="font-sans text-lg font-bold text-ink-950">
        {t("extension.title")}
      </h2>
      {answered ? (
        <p role="status" className="text-base font-medium text-ink-900">
          {answered}
        </p>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-base font-medium text-danger-600">
          {errorText(decide.error)}
        </p>
      ) : null}
      {pending.map((extra) => (
        <div key={extra.id} className="space-y-3" data-testid="extension-request">
          <p className="text-base text-ink-900">
            {t("extension.asks")} <span className="font-semibold">{extra.label}</span>
          </p>
          <div className="flex gap-3">
            <BusyButton
              type="button"
              busy={decide.isPending && decide.variables?.decision === "accept"}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ extra, decision: "accept" })}
              className="btn-primary min-h-14 flex-1 rounded-2xl text-lg"
            >
              {t("extension.accept")}
            </BusyButton>
            <BusyButton
              type="button"
              busy={decide.isPending && decide.variables?.decision === "decline"}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ extra, decision: "decline" })}
              className="btn-outline min-h-14 flex-1 rounded-2xl border-2 text-lg"
            >
              {t("extension.decline")}
            </BusyButton>
          </div>
        </div>
      ))}
    </section>
  );
}
