import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  liveOpsPaths,
  opsPaths,
  type Car,
  type ChauffeurRatingsList,
  type CarInput,
  type Chauffeur,
  type ChauffeurSignOutResponse,
  type ChauffeurInput,
  type Timeline,
} from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

export const carsQuery = () =>
  queryOptions({ queryKey: ["ops", "cars"], queryFn: () => opsRequest<{ cars: Car[] }>(opsPaths.cars) });
export const chauffeursQuery = () =>
  queryOptions({
    queryKey: ["ops", "chauffeurs"],
    queryFn: () => opsRequest<{ chauffeurs: Chauffeur[] }>(opsPaths.chauffeurs),
  });
export const classesQuery = () =>
  queryOptions({
    queryKey: ["ops", "classes"],
    queryFn: () =>
      opsRequest<{ classes: Array<{ code: string; name: string; seats: number; luggage: number }> }>(
        opsPaths.vehicleClasses,
      ),
    staleTime: 10 * 60_000,
  });
export const timelineQuery = (from: string, days: number) =>
  queryOptions({
    queryKey: ["ops", "timeline", from, days],
    queryFn: () => opsRequest<Timeline>(`${opsPaths.timeline}${qs({ from, days })}`),
  });

export function useSaveCar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<CarInput> }) =>
      opsRequest<Car>(id ? opsPaths.car(id) : opsPaths.cars, { method: id ? "PATCH" : "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}

export function useSaveChauffeur() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<ChauffeurInput> }) =>
      opsRequest<Chauffeur>(id ? opsPaths.chauffeur(id) : opsPaths.chauffeurs, { method: id ? "PATCH" : "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}

/** 'Sign out all devices' of a chauffeur (a lost or stolen phone). */
export function useSignOutChauffeur() {
  return useMutation({
    mutationFn: (id: string) =>
      opsRequest<ChauffeurSignOutResponse>(opsPaths.chauffeurSignOut(id), { method: "POST", body: {} }),
  });
}

/** Every rated chauffeur's average, count and latest comments, one read for the whole list. */
export const chauffeurRatingsQuery = () =>
  queryOptions({
    queryKey: ["ops", "chauffeur-ratings"],
    queryFn: () => opsRequest<ChauffeurRatingsList>(liveOpsPaths.ratings),
  });
