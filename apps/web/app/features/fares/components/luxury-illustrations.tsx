import { useId, type ReactNode } from "react";

/**
 * Drawn pictures of the vehicle classes, in the landing hero's style (apps/web/public/images/hero-night-drive.svg):
 * a night sky with the moon's gold glow, the temple towers of the skyline, the road with its light trails and the car
 * in ink with a gold line. Inline SVG (about 2 KB each), decorative: the class's name is in the text beside it.
 * Gradient ids come from useId, so several pictures on one page never share one.
 */

type Ids = { sky: string; glow: string; road: string; trail: string; body: string; glass: string };

function Defs({ ids }: { ids: Ids }) {
  return (
    <defs>
      <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#05060a" />
        <stop offset=".6" stopColor="#111524" />
        <stop offset=".85" stopColor="#2a2230" />
        <stop offset="1" stopColor="#0b0c10" />
      </linearGradient>
      <radialGradient id={ids.glow} cx="500" cy="70" r="170" gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#e6cf9a" stopOpacity=".45" />
        <stop offset=".4" stopColor="#c29a4a" stopOpacity=".12" />
        <stop offset="1" stopColor="#c29a4a" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={ids.road} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#15161c" />
        <stop offset="1" stopColor="#050507" />
      </linearGradient>
      <linearGradient id={ids.trail} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#d6b56f" stopOpacity="0" />
        <stop offset=".6" stopColor="#e6cf9a" stopOpacity=".9" />
        <stop offset="1" stopColor="#fff3d6" />
      </linearGradient>
      <linearGradient id={ids.body} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#5a5f6e" />
        <stop offset=".4" stopColor="#1d2029" />
        <stop offset="1" stopColor="#07080b" />
      </linearGradient>
      <linearGradient id={ids.glass} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#1c2130" />
        <stop offset="1" stopColor="#3b4254" />
      </linearGradient>
    </defs>
  );
}

/** The night behind every car: sky, moon, stars, temple towers, the road and its light trails. */
function Night({ ids }: { ids: Ids }) {
  return (
    <>
      <rect width="640" height="300" fill={`url(#${ids.sky})`} />
      <circle cx="500" cy="70" r="170" fill={`url(#${ids.glow})`} />
      <circle cx="500" cy="70" r="20" fill="#efe2bf" opacity=".85" />
      <g fill="#e6cf9a" opacity=".5">
        <circle cx="60" cy="40" r="1.4" />
        <circle cx="170" cy="24" r="1.1" />
        <circle cx="260" cy="56" r="1.2" />
        <circle cx="360" cy="30" r="1" />
        <circle cx="600" cy="150" r="1.1" />
      </g>
      <g fill="#0d0f16">
        <path d="M70 200v-62c0-17 4-34 10-48 4-8 6-15 7-22h4c1 7 3 14 7 22 6 14 10 31 10 48v62Z" />
        <path d="M87 68h5v-9h-5Z" />
        <path d="M122 200v-40c0-11 3-21 7-29 2-5 4-9 4-13h3c0 4 2 8 4 13 4 8 7 18 7 29v40Z" />
        <path d="M0 200v-22h26v-10h20v32Zm160 0v-26h40v14h34v-20h30v32Zm270 0v-18h44v-14h30v32Zm120 0v-28h40v12h50v16Z" />
      </g>
      <path d="M0 200h640v100H0Z" fill={`url(#${ids.road})`} />
      <path
        d="M0 282c140-6 320-8 640-2"
        stroke="#c29a4a"
        strokeOpacity=".22"
        strokeWidth="2"
        fill="none"
        strokeDasharray="28 22"
      />
      <path d="M0 226c160-9 380-10 640-5" stroke={`url(#${ids.trail})`} strokeWidth="2" fill="none" opacity=".5" />
    </>
  );
}

const Wheel = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <>
    <circle cx={x} cy={y} r={r} fill="#07080b" />
    <circle cx={x} cy={y} r={r * 0.53} fill="#262a35" stroke="#9c7a33" strokeWidth="2" />
  </>
);

/** The long-wheelbase sedan of the landing hero; `stretch` shortens it for the Executive Sedan. */
function Sedan({ ids, stretch, chrome }: { ids: Ids; stretch: number; chrome: boolean }) {
  const x = (n: number) => n * stretch;
  return (
    <>
      <ellipse cx={x(300)} cy="168" rx={x(320)} ry="10" fill="#000" opacity=".6" />
      <g transform={`scale(${stretch} 1)`}>
        <path
          d="M8 120c-6-20 2-40 22-48l96-16 92-48c26-12 52-16 84-16h132c34 0 62 8 88 26l62 42 74 8c30 4 44 22 46 46l2 22c0 10-6 16-16 16H20c-8 0-12-4-12-10Z"
          fill={`url(#${ids.body})`}
        />
        <path
          d="M150 58 232 20c18-8 38-10 60-10h56v48Zm214 0V10h58c26 0 48 6 68 20l38 28Z"
          fill={`url(#${ids.glass})`}
        />
        <path
          d="M126 56l92-48c26-12 52-16 84-16h132c34 0 62 8 88 26l62 42"
          fill="none"
          stroke="#e6cf9a"
          strokeOpacity=".45"
          strokeWidth="2"
        />
        <path d="M30 96h560" stroke="#c29a4a" strokeOpacity=".7" strokeWidth="2" />
        {chrome ? <path d="M40 112h540" stroke="#e6cf9a" strokeOpacity=".35" strokeWidth="1.5" /> : null}
        <path d="M548 84h34l8 10h-38Z" fill="#fff3d6" />
        <path d="M14 86h24v12H12Z" fill="#b23a2e" />
      </g>
      <Wheel x={x(140)} y={142} r={34} />
      <Wheel x={x(486)} y={142} r={34} />
    </>
  );
}

/** A tall, square-backed SUV with roof rails and big wheels. */
function Suv({ ids }: { ids: Ids }) {
  return (
    <>
      <ellipse cx="300" cy="188" rx="300" ry="10" fill="#000" opacity=".6" />
      <path d="M40 -12h320M70 -12v8m260 -8v8" stroke="#9c7a33" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M16 150V50c0-28 14-46 40-50l22-4h290c28 0 46 8 62 24l58 52 64 10c24 4 38 20 40 42l2 20c0 10-6 16-16 16H30c-8 0-14-6-14-14Z"
        fill={`url(#${ids.body})`}
      />
      <path
        d="M56 60V22c0-8 6-14 14-14h92v52Zm112 0V8h96v52Zm110 0V8h64c18 0 30 6 42 18l36 34Z"
        fill={`url(#${ids.glass})`}
      />
      <path d="M78 -4h290c28 0 46 8 62 24l58 52" fill="none" stroke="#e6cf9a" strokeOpacity=".45" strokeWidth="2" />
      <path d="M24 100h540" stroke="#c29a4a" strokeOpacity=".7" strokeWidth="2" />
      <path d="M546 92h36l10 12h-44Z" fill="#fff3d6" />
      <path d="M16 70h14v30H16Z" fill="#b23a2e" />
      <Wheel x={130} y={150} r={40} />
      <Wheel x={470} y={150} r={40} />
    </>
  );
}

/** Where each car stands: left edge, scale, and the lowest point of its wheels in its own drawing. */
const CARS: Record<string, { x: number; scale: number; bottom: number; car: (ids: Ids) => ReactNode }> = {
  sedan: { x: 96, scale: 0.84, bottom: 176, car: (ids) => <Sedan ids={ids} stretch={0.84} chrome={false} /> },
  suv: { x: 100, scale: 0.76, bottom: 190, car: (ids) => <Suv ids={ids} /> },
  luxury: { x: 50, scale: 0.8, bottom: 176, car: (ids) => <Sedan ids={ids} stretch={1} chrome /> },
};

/** The picture of a vehicle class (`sedan`, `suv`, `luxury`; another code gets the Executive Sedan's). */
export function CarIllustration({ code, className }: { code: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  const ids: Ids = {
    sky: `${id}-sky`,
    glow: `${id}-glow`,
    road: `${id}-road`,
    trail: `${id}-trail`,
    body: `${id}-body`,
    glass: `${id}-glass`,
  };
  const c = CARS[code] ?? CARS.sedan;
  return (
    <svg
      viewBox="0 0 640 300"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-testid={`car-illustration-${code}`}
    >
      <Defs ids={ids} />
      <Night ids={ids} />
      <g transform={`translate(${c.x} ${264 - c.bottom * c.scale}) scale(${c.scale})`}>{c.car(ids)}</g>
    </svg>
  );
}
