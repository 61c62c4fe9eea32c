import { LOCALE, TIME_ZONE, VEHICLE_CLASS_NAMES, SERVICE_LABELS } from "@chauffeur/contracts";
import en from "@chauffeur/contracts/i18n/en-IN/account";
import {
  OTHER_STATUS_CLASS,
  PAYMENT_CLASSES,
  STATUS_CLASSES,
} from "../app/features/bookings/components/status-classes";
import { SNAPSHOT_PATH_ATTR, SNAPSHOT_TAG, SNAPSHOT_WAIT_ATTR } from "../app/features/rider-cache/lib/snapshot";

/** The texts the painted list uses: the English catalogue's (the early requests run on English addresses only). */
const TEXT_KEYS = [
  "bookings.title",
  "bookings.new",
  "bookings.tabs",
  "bookings.active",
  "bookings.past",
  "bookings.noneTitle",
  "bookings.noneActive",
  "bookings.bookRide",
  "stats.total",
  "stats.completed",
  "stats.active",
  "card.label",
  "card.to",
  "card.pickup",
  "card.return",
  "card.viewDetails",
  "card.completePayment",
  "card.changeTime",
  "card.cancel",
] as const;

/**
 * My Bookings painted by the shell before the app's code has arrived (docs/decisions/016): a JavaScript
 * function expression `function(d, x, p)` for the shell's first inline script (`early-requests.ts`) that builds the
 * page React will render — heading, stats tiles, tabs and the active bookings' cards, with the same classes and the
 * English catalogue's words — from `x`, the data of the first bookings page (the early request's answer), and returns
 * it as an inert `<rider-snapshot>` for `p`, marked to stay until the React page has its list
 * (`useSnapshotReady`). Every value from the server is set with `textContent` or `className` from this file's
 * tables: nothing from the data is ever parsed as HTML.
 */
export function bookingsPainter(): string {
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, en[k]]));
  const table = {
    t: texts,
    v: VEHICLE_CLASS_NAMES,
    s: SERVICE_LABELS,
    sc: STATUS_CLASSES,
    so: OTHER_STATUS_CLASS,
    pc: PAYMENT_CLASSES,
    loc: LOCALE,
    tz: TIME_ZONE,
    tag: SNAPSHOT_TAG,
    wait: SNAPSHOT_WAIT_ATTR,
    path: SNAPSHOT_PATH_ATTR,
  };
  return `function(d,x,p){var C=${JSON.stringify(table)},T=C.t;
function el(n,c,s,a){var e=d.createElement(n);if(c)e.className=c;if(s!=null)e.textContent=String(s);if(a)a.appendChild(e);return e}
function f(s,o){return s.replace(/\\{(\\w+)\\}/g,function(m,k){return o[k]!=null?o[k]:m})}
var D=new Intl.DateTimeFormat(C.loc,{timeZone:C.tz,dateStyle:"medium",timeStyle:"short"}),N=new Intl.NumberFormat(C.loc,{minimumFractionDigits:2,maximumFractionDigits:2});
function dt(i){return D.format(new Date(i))}
function rs(a){return"\\u20b9"+N.format(a/100)}
var st=x.statistics||{},li=x.active||[],r=el(C.tag,"block");r.inert=true;r.setAttribute(C.wait,"");r.setAttribute(C.path,p);
var pg=el("div","flex min-h-screen flex-col",null,r);el("div","h-header-sm shrink-0 bg-ink-950 md:h-header-lg",null,pg);
var s=el("section","page-container py-10 md:py-14",null,el("main","flex-1",null,pg));
var h=el("div","flex flex-wrap items-center justify-between gap-4",null,s);el("h1","text-4xl",T["bookings.title"],h);el("span","btn-primary",T["bookings.new"],h);
var g=el("div","grid grid-cols-3 gap-3 md:gap-4",null,el("div","mt-8",null,s));
[["total-bookings",T["stats.total"],st.totalBookings],["completed",T["stats.completed"],st.past],["active",T["stats.active"],st.active]].forEach(function(q){
var c=el("div","card p-4 text-center md:p-5",null,g);el("p","font-display text-3xl text-ink-900",q[2]||0,c);el("p","mt-1 text-xs font-medium uppercase tracking-wider text-ink-500",q[1],c)});
var tb=el("div","mt-8 flex gap-2 border-b border-ivory-200",null,s);tb.setAttribute("role","tablist");tb.setAttribute("aria-label",T["bookings.tabs"]);
[[T["bookings.active"],st.active,"border-gold-500 text-ink-900"],[T["bookings.past"],st.past,"border-transparent text-ink-500"]].forEach(function(q,i){
var e=el("button","-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors "+q[2],f(q[0],{n:q[1]||0}),tb);e.type="button";e.setAttribute("role","tab");e.setAttribute("aria-selected",String(!i))});
var pn=el("div","mt-6",null,s);
if(!li.length){var n=el("div","card flex flex-col items-center gap-3 p-10 text-center",null,pn);el("h2","text-2xl",T["bookings.noneTitle"],n);el("p","text-ink-600",T["bookings.noneActive"],n);el("span","btn-primary mt-2",T["bookings.bookRide"],n);return r}
var gr=el("div","grid gap-4 lg:grid-cols-2",null,pn);
li.forEach(function(b){var pay=b.payment||{},ps=String(pay.paymentStatus||""),a=el("article","card flex flex-col gap-4 p-5",null,gr);
a.setAttribute("data-testid","booking-card");a.setAttribute("aria-label",f(T["card.label"],{reference:b.reference}));
var t=el("div","flex flex-wrap items-start justify-between gap-2",null,a),l=el("div",null,null,t);
el("p","eyebrow",C.s[b.rideType]||b.rideType,l);el("p","mt-1 font-mono text-xs text-ink-500",b.reference,l);
el("span","rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1 "+(C.sc[b.status]||C.so),b.status,t).setAttribute("data-testid","booking-status");
var w=el("div","space-y-2 text-sm",null,a);el("p","flex items-start gap-2",b.pickupLocation+" \\u2192 "+b.dropLocation,w);
var pk=el("p","flex items-center gap-2",null,w);pk.setAttribute("data-testid","booking-pickup");el("span","sr-only",T["card.pickup"],pk);pk.appendChild(d.createTextNode(dt(b.startTime)));
if(b.isRoundTrip&&b.returnTime){var rt=el("p","flex items-center gap-2",null,w);el("span","text-ink-500",T["card.return"],rt);rt.appendChild(d.createTextNode(" "+dt(b.returnTime)))}
el("p","flex items-center gap-2",C.v[b.carType]||b.carType,w).setAttribute("data-testid","booking-vehicle");
var ft=el("div","flex flex-wrap items-end justify-between gap-3 border-t border-ivory-200 pt-4",null,a),m=el("div",null,null,ft);
el("p","text-lg font-semibold",rs(Number(pay.amount)||0),m);
el("p","text-sm font-medium capitalize "+(ps==="paid"?C.pc.paid:ps==="pending"?C.pc.pending:C.pc.other),ps.replace(/_/g," "),m).setAttribute("data-testid","payment-status");
var bt=el("div","flex flex-wrap gap-2",null,ft);el("span","btn-outline",T["card.viewDetails"],bt);
if(b.canCompletePayment)el("span","btn-primary",T["card.completePayment"],bt);
if(b.canReschedule)el("span","btn-outline",T["card.changeTime"],bt);
if(b.canCancel)el("span","btn-danger",T["card.cancel"],bt)});
return r}`;
}
