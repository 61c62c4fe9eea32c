export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 sm:gap-2.5">
      <LogoMark />
      <span className="font-display text-lg tracking-wide whitespace-nowrap text-ivory-50 sm:text-xl">{name}</span>
    </span>
  );
}

/** The brand's mark (the hexagon and the S), shared by the site's logo and the chauffeur app's header. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
      <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="none" stroke="#c29a4a" strokeWidth="2" />
      <path
        d="M10 19.5c1.6 1.7 3.6 2.5 6 2.5 3.2 0 5.5-1.6 5.5-4.2 0-5.4-10.5-3.1-10.5-7.6 0-1.7 1.9-3 4.6-3 2 0 3.6.6 4.9 1.8"
        fill="none"
        stroke="#e6cf9a"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
