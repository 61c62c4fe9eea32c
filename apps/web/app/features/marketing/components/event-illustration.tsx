import { useId } from "react";

/**
 * The event page's hero picture, drawn in the landing hero's style (apps/web/public/images/hero-night-drive.svg): a
 * festive night, string lights, a mandap arch hung with marigold garlands and the long sedan dressed for a wedding.
 * Inline SVG (about 3 KB), decorative; it covers the hero from its right, under the gradient that keeps the text
 * readable. Garlands and bulbs are rows of dots: dashes of zero length with round caps.
 */
export function EventIllustration({ className }: { className?: string }) {
  const id = useId().replace(/:/g, "");
  const ids: Ids = {
    sky: `${id}-sky`,
    glow: `${id}-glow`,
    road: `${id}-road`,
    body: `${id}-body`,
    glass: `${id}-glass`,
  };
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMaxYMax slice"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-testid="event-illustration"
    >
      <Defs ids={ids} />
      <rect width="1600" height="900" fill={`url(#${ids.sky})`} />
      <circle cx="1180" cy="380" r="420" fill={`url(#${ids.glow})`} />
      <Lights />
      {/* the city on the horizon, the road and the red carpet to the arch */}
      <path
        d="M0 600v-52h60v-22h44v36h50v-30h70v44h40v-64h56v48h48v-26h60v54h80v-40h52v40h60v-18h90V600Z"
        fill="#0d0f16"
      />
      <path d="M0 600h1600v300H0Z" fill={`url(#${ids.road})`} />
      <path d="M1010 600h340l160 300H850Z" fill="#6d1f1a" opacity=".55" />
      <WeddingCar ids={ids} />
    </svg>
  );
}

type Ids = { sky: string; glow: string; road: string; body: string; glass: string };

function Defs({ ids: { sky, glow, road, body, glass } }: { ids: Ids }) {
  return (
    <defs>
      <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#05060a" />
        <stop offset=".55" stopColor="#141425" />
        <stop offset=".8" stopColor="#2e2231" />
        <stop offset="1" stopColor="#0b0c10" />
      </linearGradient>
      <radialGradient id={glow} cx="1180" cy="380" r="420" gradientUnits="userSpaceOnUse">
        <stop offset="0" stopColor="#e6cf9a" stopOpacity=".35" />
        <stop offset=".4" stopColor="#c29a4a" stopOpacity=".12" />
        <stop offset="1" stopColor="#c29a4a" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={road} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#15161c" />
        <stop offset="1" stopColor="#050507" />
      </linearGradient>
      <linearGradient id={body} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#f3ead6" />
        <stop offset=".45" stopColor="#b9b2a2" />
        <stop offset="1" stopColor="#3a3833" />
      </linearGradient>
      <linearGradient id={glass} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#1c2130" />
        <stop offset="1" stopColor="#3b4254" />
      </linearGradient>
    </defs>
  );
}

/** String lights, a few stars and the mandap hung with marigolds. */
function Lights() {
  return (
    <>
      {/* string lights */}
      <g fill="none" strokeLinecap="round">
        <path d="M560 40c240 150 600 160 1040 30" stroke="#2a2a33" strokeWidth="2" />
        <path d="M560 40c240 150 600 160 1040 30" stroke="#fff3d6" strokeWidth="9" strokeDasharray="0 46" />
        <path d="M760 0c200 110 520 120 840 20" stroke="#2a2a33" strokeWidth="2" />
        <path d="M760 0c200 110 520 120 840 20" stroke="#e6cf9a" strokeWidth="7" strokeDasharray="0 38" opacity=".8" />
      </g>
      <g fill="#e6cf9a" opacity=".6">
        <circle cx="640" cy="260" r="2" />
        <circle cx="860" cy="300" r="1.5" />
        <circle cx="1520" cy="240" r="2" />
        <circle cx="1460" cy="170" r="1.4" />
      </g>
      {/* the mandap: pillars, a domed arch, marigold garlands */}
      <g>
        <path d="M900 600V330h34v270Zm526 0V330h34v270Z" fill="#0d0f16" />
        <path d="M917 330c0-170 526-170 526 0" fill="none" stroke="#c29a4a" strokeWidth="14" />
        <path d="M917 330c0-190 526-190 526 0" fill="none" stroke="#e6cf9a" strokeOpacity=".5" strokeWidth="3" />
        <circle cx="1180" cy="184" r="14" fill="#c29a4a" />
        <path d="M1180 170v-30" stroke="#c29a4a" strokeWidth="4" strokeLinecap="round" />
        <g fill="none" strokeLinecap="round" strokeDasharray="0 13">
          <path d="M934 340c60 70 140 70 200 10s150-60 210 0 90 50 99-4" stroke="#e59a2a" strokeWidth="12" />
          <path d="M940 380c70 60 160 60 240 0s170-60 240 0" stroke="#f2c14e" strokeWidth="10" />
          <path d="M917 330v250m526-250v250" stroke="#e59a2a" strokeWidth="11" />
        </g>
      </g>
    </>
  );
}

/** The hero's long sedan in ivory, a garland on its bonnet and a ribbon. */
function WeddingCar({ ids: { body, glass } }: { ids: Ids }) {
  return (
    <g transform="translate(700 640)">
      <ellipse cx="300" cy="156" rx="330" ry="16" fill="#000" opacity=".6" />
      <path
        d="M8 120c-6-20 2-40 22-48l96-16 92-48c26-12 52-16 84-16h132c34 0 62 8 88 26l62 42 74 8c30 4 44 22 46 46l2 22c0 10-6 16-16 16H20c-8 0-12-4-12-10Z"
        fill={`url(#${body})`}
      />
      <path d="M150 58 232 20c18-8 38-10 60-10h56v48Zm214 0V10h58c26 0 48 6 68 20l38 28Z" fill={`url(#${glass})`} />
      <path d="M30 96h560" stroke="#9c7a33" strokeWidth="2" />
      <path
        d="M470 40c30 40 80 50 130 44"
        fill="none"
        stroke="#e59a2a"
        strokeWidth="11"
        strokeLinecap="round"
        strokeDasharray="0 12"
      />
      <path d="M540 70l-22-16v30Zm0 0 22-16v30Z" fill="#b23a2e" />
      <path d="M548 84h34l8 10h-38Z" fill="#fff3d6" />
      <path d="M14 86h24v12H12Z" fill="#b23a2e" />
      <circle cx="140" cy="142" r="34" fill="#07080b" />
      <circle cx="140" cy="142" r="18" fill="#262a35" stroke="#9c7a33" strokeWidth="2" />
      <circle cx="486" cy="142" r="34" fill="#07080b" />
      <circle cx="486" cy="142" r="18" fill="#262a35" stroke="#9c7a33" strokeWidth="2" />
    </g>
  );
}
