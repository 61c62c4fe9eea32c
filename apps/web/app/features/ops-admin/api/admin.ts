import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  opsPaths,
  secondFactorPaths,
  type OpsActivity,
  type Operator,
  type OperatorInput,
  type OpsRider,
  type OpsRiderDetail,
  type TariffInput,
  type TariffVersion,
} from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

export const tariffsQuery = () =>
  queryOptions({
    queryKey: ["ops", "tariffs"],
    queryFn: () => opsRequest<{ versions: TariffVersion[] }>(opsPaths.tariffs),
  });
export const ridersQuery = (q: string) =>
  queryOptions({
    queryKey: ["ops", "riders", q],
    queryFn: () => opsRequest<{ riders: OpsRider[] }>(`${opsPaths.riders}${qs({ q })}`),
  });
export const riderQuery = (id: string) =>
  queryOptions({ queryKey: ["ops", "rider", id], queryFn: () => opsRequest<OpsRiderDetail>(opsPaths.rider(id)) });
export const operatorsQuery = () =>
  queryOptions({
    queryKey: ["ops", "operators"],
    queryFn: () => opsRequest<{ operators: Operator[] }>(opsPaths.operators),
  });

export function usePublishTariff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TariffInput) => opsRequest<TariffVersion>(opsPaths.tariffs, { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops", "tariffs"] }),
  });
}

export function useCreateOperator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorInput) => opsRequest<Operator>(opsPaths.operators, { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops", "operators"] }),
  });
}

/** Another operator's lost second factor (docs/security.md §5): set up again at the next sign-in. */
export function useResetSecondFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: string) =>
      opsRequest<{ message: string }>(secondFactorPaths.reset(operatorId), { method: "POST", body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops", "operators"] }),
  });
}

export const activityQuery = (entity: string) =>
  queryOptions({
    queryKey: ["ops", "audit", entity],
    queryFn: () => opsRequest<OpsActivity>(`${opsPaths.audit}${qs({ entity, limit: 150 })}`),
  });

/** The vehicle classes' names for the tariff editor (the fleet screen reads the same list under the same key). */
export const classesQuery = () =>
  queryOptions({
    queryKey: ["ops", "classes"],
    queryFn: () =>
      opsRequest<{ classes: Array<{ code: string; name: string; seats: number; luggage: number }> }>(
        opsPaths.vehicleClasses,
      ),
    staleTime: 10 * 60_000,
  });
