import { useState } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import {
  ridePages,
  schedulePaths,
  TIME_OFF_KINDS,
  type DriverSchedule,
  type TimeOffEntry,
  type TimeOffKind,
} from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { apiRequest, ApiRequestError } from "~/lib/api-client";
import { driverKeys } from "../hooks/keys";
import { useDriverSession } from "../hooks/use-driver-session";
import { useDriverText, useErrorText } from "../lib/texts";

const scheduleKey = [...driverKeys.all, "schedule"] as const;
/** A date 'YYYY-MM-DD' at noon in Asia/Kolkata, for the app's day formatter. */
const noon = (day: string) => `${day}T12:00:00+05:30`;

/** The app's two sections: 'My trips' and 'My schedule' (the same page, /driver and /driver?view=schedule). */
export function DriverNav({ current }: { current: "trips" | "schedule" }) {
  const { t } = useDriverText();
  const item = (id: "trips" | "schedule", to: string) => (
    <Link
      to={to}
      aria-current={current === id ? "page" : undefined}
      className={clsx(
        "flex min-h-12 flex-1 items-center justify-center rounded-xl text-base font-semibold",
        current === id ? "bg-ink-950 text-ivory-50" : "text-ink-800 hover:bg-ivory-200",
      )}
    >
      {t(id === "trips" ? "nav.trips" : "nav.schedule")}
    </Link>
  );
  return (
    <nav aria-label={t("nav.label")} className="mb-5 flex gap-2 rounded-2xl bg-ivory-100 p-1">
      {item("trips", ridePages.driver)}
      {item("schedule", `${ridePages.driver}?view=schedule`)}
    </nav>
  );
}

function Week({ title, days, today }: { title: string; days: DriverSchedule["days"]; today: string }) {
  const { t, day } = useDriverText();
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">{title}</h2>
      <ul className="mt-2 divide-y divide-ivory-200 rounded-2xl border border-ivory-200 bg-white">
        {days.map((d) => (
          <li
            key={d.date}
            className={clsx("flex items-center gap-3 px-4 py-3 text-base", d.date === today && "bg-gold-50")}
            aria-current={d.date === today ? "date" : undefined}
          >
            <span className="w-36 font-semibold text-ink-900">
              {day(noon(d.date))}
              {d.date === today ? (
                <span className="block text-xs font-normal text-ink-600">{t("schedule.today")}</span>
              ) : null}
            </span>
            <span className="ml-auto text-right">
              {d.timeOff ? (
                <span
                  className={clsx(
                    "font-semibold",
                    d.timeOff.status === "approved" ? "text-emerald-800" : "text-ink-700",
                  )}
                >
                  {t(`schedule.kind.${d.timeOff.kind}`)} · {t(`schedule.status.${d.timeOff.status}`)}
                </span>
              ) : d.shift ? (
                <span className="tabular-nums">
                  {d.shift.starts}–{d.shift.ends}
                </span>
              ) : (
                <span className="text-ink-500">{t("schedule.off")}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TimeOffItem({ entry }: { entry: TimeOffEntry }) {
  const { t, day } = useDriverText();
  const qc = useQueryClient();
  const errorText = useErrorText();
  const withdraw = useMutation({
    mutationFn: () => apiRequest<TimeOffEntry>(schedulePaths.driverWithdraw(entry.id), { method: "POST", body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKey }),
  });
  const days =
    entry.startsOn === entry.endsOn
      ? day(noon(entry.startsOn))
      : `${day(noon(entry.startsOn))} – ${day(noon(entry.endsOn))}`;
  return (
    <li className="space-y-1 px-4 py-3 text-base">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900">{days}</span>
        <span className="text-ink-700">{t(`schedule.kind.${entry.kind}`)}</span>
        <span className="ml-auto rounded-full bg-ivory-100 px-2 py-0.5 text-sm font-semibold text-ink-800">
          {t(`schedule.status.${entry.status}`)}
        </span>
      </p>
      {entry.declineReason ? (
        <p className="text-sm text-danger-600">{t("schedule.reason", { reason: entry.declineReason })}</p>
      ) : null}
      {entry.status === "requested" ? (
        <button
          type="button"
          className="btn-outline min-h-12 rounded-xl"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t("schedule.withdraw")}
        </button>
      ) : null}
      {withdraw.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {errorText(withdraw.error)}
        </p>
      ) : null}
    </li>
  );
}

interface LeaveForm {
  kind: TimeOffKind;
  startsOn: string;
  endsOn: string;
  note: string;
}
const EMPTY_LEAVE: LeaveForm = { kind: "leave", startsOn: "", endsOn: "", note: "" };
const field = "field-input min-h-12 text-base";

function LeaveFields({ form, setForm, today }: { form: LeaveForm; setForm(f: LeaveForm): void; today: string }) {
  const { t } = useDriverText();
  return (
    <>
      <label className="field-label block">
        {t("schedule.kind")}
        <select
          className={field}
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as TimeOffKind })}
        >
          {TIME_OFF_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`schedule.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="field-label block">
          {t("schedule.firstDay")}
          <input
            type="date"
            className={field}
            min={today}
            value={form.startsOn}
            onChange={(e) => setForm({ ...form, startsOn: e.target.value })}
          />
        </label>
        <label className="field-label block">
          {t("schedule.lastDay")}
          <input
            type="date"
            className={field}
            min={form.startsOn || today}
            value={form.endsOn}
            onChange={(e) => setForm({ ...form, endsOn: e.target.value })}
          />
        </label>
      </div>
      <label className="field-label block">
        {t("schedule.note")}
        <input
          className={field}
          value={form.note}
          maxLength={300}
          onChange={(e) => setForm({ ...form, note: e.target.value })}
        />
      </label>
    </>
  );
}

/** 'Request leave': kind, first and last day, a note; refusals in the app's language. */
function RequestLeave({ today }: { today: string }) {
  const { t } = useDriverText();
  const qc = useQueryClient();
  const errorText = useErrorText();
  const [form, setForm] = useState<LeaveForm>(EMPTY_LEAVE);
  const { kind, startsOn, endsOn, note } = form;
  const send = useMutation({
    mutationFn: () =>
      apiRequest<TimeOffEntry>(schedulePaths.driverTimeOff, {
        method: "POST",
        body: { kind, startsOn, endsOn: endsOn || startsOn, note },
      }),
    onSuccess: () => {
      setForm(EMPTY_LEAVE);
      return qc.invalidateQueries({ queryKey: scheduleKey });
    },
  });
  const refusal = (e: unknown) => {
    if (e instanceof ApiRequestError && e.status === 409) return t("schedule.errorOverlap");
    if (e instanceof ApiRequestError && e.status === 400)
      return /past/i.test(e.serverMessage ?? "") ? t("schedule.errorPast") : t("schedule.errorDates");
    return errorText(e);
  };
  return (
    <form
      noValidate
      aria-labelledby="request-leave-title"
      className="mt-3 space-y-3 rounded-2xl border border-ivory-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <h2 id="request-leave-title" className="text-xl text-ink-950">
        {t("schedule.requestTitle")}
      </h2>
      <LeaveFields form={form} setForm={setForm} today={today} />
      {send.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-base text-danger-600">
          {refusal(send.error)}
        </p>
      ) : null}
      {send.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-base text-emerald-900">
          {t("schedule.sent")}
        </p>
      ) : null}
      <button type="submit" className="btn-dark min-h-12 w-full rounded-xl" disabled={send.isPending}>
        {t("schedule.send")}
      </button>
    </form>
  );
}

/** /driver?view=schedule 'My schedule': this week's and next week's hours, time off with its status, a leave request. */
export function ScheduleScreen() {
  const session = useDriverSession();
  const { t } = useDriverText();
  const errorText = useErrorText();
  const q = useQuery({
    queryKey: scheduleKey,
    queryFn: () => apiRequest<DriverSchedule>(schedulePaths.driverSchedule),
    enabled: session.state === "signed-in",
  });
  return (
    <section aria-labelledby="my-schedule-title">
      <DriverNav current="schedule" />
      <h1 id="my-schedule-title" className="text-3xl text-ink-950">
        {t("schedule.title")}
      </h1>
      {q.data ? (
        <>
          <Week title={t("schedule.thisWeek")} days={q.data.days.slice(0, 7)} today={q.data.today} />
          <Week title={t("schedule.nextWeek")} days={q.data.days.slice(7)} today={q.data.today} />
          <section aria-labelledby="time-off-title" className="mt-7">
            <h2 id="time-off-title" className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">
              {t("schedule.timeOffTitle")}
            </h2>
            {q.data.timeOff.length ? (
              <ul className="mt-2 divide-y divide-ivory-200 rounded-2xl border border-ivory-200 bg-white">
                {q.data.timeOff.map((e) => (
                  <TimeOffItem key={e.id} entry={e} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-base text-ink-600">{t("schedule.noTimeOff")}</p>
            )}
          </section>
          <RequestLeave today={q.data.today} />
        </>
      ) : q.isError ? (
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-base text-danger-600">
          {errorText(q.error)}
        </p>
      ) : (
        <div className="mt-10 flex justify-center">
          <Spinner label={t("schedule.loading")} className="size-8 text-gold-600" />
        </div>
      )}
    </section>
  );
}
