import { useEffect, useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { companyMay, type ApprovalReason, type MyCompany } from "@chauffeur/contracts";
import { PhoneField, SelectField, TextField } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { paths } from "~/lib/paths";
import { useFormat, useLocalizePath, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import type en from "@chauffeur/contracts/i18n/en-IN/company-rides";
import { costCentresQuery, myCompaniesQuery, policyQuery } from "../api/companies";
import {
  approvalReasonsFor,
  billableCompanies,
  discountPaise,
  EMPTY_DRAFT,
  orderParties,
  partiesProblems,
  type PartiesDraft,
  type PartiesProblem,
} from "../lib/booking-parties";
import type { BookingParties, PlacedOrder } from "../lib/placed-order";

type CompanyKey = keyof typeof en;

export interface BookingPartiesProps {
  /** the quote on screen: total in paise (GST included), pickup (ISO), vehicle class code */
  ride: { totalPaise: number; pickupAt: string; vehicleClass: string };
  /** the parties as the order should send them, whether they can be sent, and what to do with a ride placed */
  onChange(state: BookingParties): void;
}

/**
 * 'Book for' (me or a guest) and 'Bill to' (personal or a company the rider belongs to, with its cost centre,
 * reference and purpose) on the fare summary; the company's discount and a note when its policy will send the ride
 * for approval. Loaded lazily, for signed-in riders only (routes/booking/fare-summary.tsx).
 */
export function BookingPartiesPanel({ ride, onChange }: BookingPartiesProps) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  const mine = useQuery(myCompaniesQuery());
  const companies = useMemo(() => billableCompanies(mine.data?.companies ?? []), [mine.data]);
  const [draft, setDraft] = useState<PartiesDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState(false);
  const company: MyCompany | null = companies.find((c) => c.id === draft.billTo) ?? null;
  const policy = useQuery({ ...policyQuery(company?.id ?? ""), enabled: Boolean(company) });
  const centres = useQuery({ ...costCentresQuery(company?.id ?? ""), enabled: Boolean(company) });
  const problems = partiesProblems(draft, company ? (policy.data?.policy ?? null) : null);
  const discount = company ? discountPaise(ride.totalPaise, company.discountPercent) : 0;
  const reasons: ApprovalReason[] =
    company && policy.data
      ? approvalReasonsFor(policy.data.policy, { ...ride, totalPaise: ride.totalPaise - discount })
      : [];
  const onAccount = Boolean(company && company.paymentTerms === "monthly");
  const mayBookGuests =
    !company || companyMay(company.role, "book_for_others") || Boolean(policy.data?.policy.travellersMayBookGuests);

  useReport(onChange, { draft, problems, company, policyPending: policy.isPending, onAccount, reasons }, () =>
    setShown(true),
  );

  const set = (patch: Partial<PartiesDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const err: Err = (field, key) => (shown && problems.includes(field) ? t(key) : undefined);
  const guestAllowed = companies.length === 0 || mayBookGuests;
  const activeCentres = (centres.data?.costCentres ?? []).filter((c) => c.active);

  return (
    <section className="card p-5" aria-labelledby="parties-title" data-testid="booking-parties">
      <h2 id="parties-title" className="text-xl">
        {t("ride.title")}
      </h2>
      <div className="mt-4 space-y-4">
        <BookForFields draft={draft} set={set} guestAllowed={guestAllowed} err={err} />
        {companies.length > 0 ? (
          <SelectField
            label={t("ride.billTo")}
            value={draft.billTo}
            onChange={(e) => set({ billTo: e.target.value, costCentreId: "" })}
          >
            <option value="personal">{t("ride.personal")}</option>
            {companies
              .filter((c) => companyMay(c.role, "book_for_self"))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.legalName}
                </option>
              ))}
          </SelectField>
        ) : null}
        {company ? (
          <CompanyFields
            draft={draft}
            set={set}
            centres={activeCentres}
            required={Boolean(policy.data?.policy.costCentreRequired)}
            centreError={err("costCentre", "ride.costCentreProblem")}
          />
        ) : null}
        {company && discount > 0 ? (
          <p className="flex justify-between text-sm text-success-600" data-testid="company-discount">
            <span>{t("ride.discount", { percent: company.discountPercent })}</span>
            <span>−{fmt.rupees(discount)}</span>
          </p>
        ) : null}
        {reasons.length > 0 ? <ApprovalNote reasons={reasons} /> : null}
        {company && onAccount && reasons.length === 0 ? (
          <p className="rounded-xl bg-ivory-100 px-3 py-2 text-sm text-ink-700">{t("ride.onAccountNote")}</p>
        ) : null}
      </div>
    </section>
  );
}

type Err = (field: PartiesProblem, key: Parameters<ReturnType<typeof useT<CompanyKey>>>[0]) => string | undefined;

function BookForFields({
  draft,
  set,
  guestAllowed,
  err,
}: {
  draft: PartiesDraft;
  set(patch: Partial<PartiesDraft>): void;
  guestAllowed: boolean;
  err: Err;
}) {
  const t = useT(companyRidesText);
  return (
    <>
      <SelectField
        label={t("ride.bookFor")}
        value={draft.bookFor}
        onChange={(e) => set({ bookFor: e.target.value as PartiesDraft["bookFor"] })}
      >
        <option value="me">{t("ride.me")}</option>
        {guestAllowed ? <option value="guest">{t("ride.someoneElse")}</option> : null}
      </SelectField>
      {draft.bookFor === "guest" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("ride.guestName")}
            autoComplete="off"
            value={draft.guestName}
            error={err("guestName", "ride.guestNameProblem")}
            onChange={(e) => set({ guestName: e.target.value })}
          />
          <PhoneField
            label={t("ride.guestPhone")}
            autoComplete="off"
            value={draft.guestPhone}
            error={err("guestPhone", "ride.guestPhoneProblem")}
            onChange={(e) => set({ guestPhone: e.target.value.replace(/\D/g, "").slice(0, 10) })}
          />
        </div>
      ) : null}
    </>
  );
}

/** Tells the fare summary the parties, whether they can be sent, how to show the problems and what to do once placed. */
function useReport(
  onChange: BookingPartiesProps["onChange"],
  s: {
    draft: PartiesDraft;
    problems: PartiesProblem[];
    company: MyCompany | null;
    policyPending: boolean;
    onAccount: boolean;
    reasons: ApprovalReason[];
  },
  reveal: () => void,
) {
  const t = useT(companyRidesText);
  const navigate = useNavigate();
  const to = useLocalizePath();
  useEffect(() => {
    // pay per ride: the checkout opens as always, even for a ride the approver sees next (paid first, then decided)
    const placed = (res: PlacedOrder) => {
      if (res.payment !== "on_account") return false;
      toast.success(t(res.status === "awaiting_approval" ? "ride.sentForApproval" : "ride.bookedOnAccount"));
      navigate(to(paths.riderTrip(res.bookingId)));
      return true;
    };
    onChange({
      parties: orderParties(s.draft),
      valid: s.problems.length === 0 && (!s.company || !s.policyPending),
      reveal,
      placed,
      payLabel: s.onAccount ? t("ride.bookNow") : null,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent's setter; the draft and its answers decide
  }, [s.draft, s.problems.join(), s.company?.id, s.policyPending, s.onAccount, s.reasons.length]);
}

function CompanyFields({
  draft,
  set,
  centres,
  required,
  centreError,
}: {
  draft: PartiesDraft;
  set(patch: Partial<PartiesDraft>): void;
  centres: Array<{ id: string; code: string; name: string }>;
  required: boolean;
  centreError?: string;
}) {
  const t = useT(companyRidesText);
  return (
    <>
      <SelectField
        label={required ? t("ride.costCentreRequired") : t("ride.costCentre")}
        value={draft.costCentreId}
        error={centreError}
        onChange={(e) => set({ costCentreId: e.target.value })}
      >
        <option value="">{t("ride.chooseCostCentre")}</option>
        {centres.map((c) => (
          <option key={c.id} value={c.id}>
            {c.code} · {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("ride.reference")}
        hint={t("ride.referenceHint")}
        maxLength={100}
        value={draft.reference}
        onChange={(e) => set({ reference: e.target.value })}
      />
      <TextField
        label={t("ride.purpose")}
        maxLength={200}
        value={draft.purpose}
        onChange={(e) => set({ purpose: e.target.value })}
      />
    </>
  );
}

/** 'This ride will go to your company's approver', with the rules it meets. */
function ApprovalNote({ reasons }: { reasons: ApprovalReason[] }) {
  const t = useT(companyRidesText);
  const id = useId();
  return (
    <div
      className="rounded-xl border border-gold-300 bg-ivory-100 px-3 py-2 text-sm text-ink-800"
      role="note"
      aria-labelledby={id}
    >
      <p id={id} className="font-semibold">
        {t("ride.approvalNote")}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((r) => (
          <li key={r}>{t(`approvalReason.${r}`)}</li>
        ))}
      </ul>
    </div>
  );
}
