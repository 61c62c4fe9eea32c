import { useState } from "react";
import clsx from "clsx";

const HEXAGON = "polygon(25% 5%, 75% 5%, 100% 50%, 75% 95%, 25% 95%, 0% 50%)";

/** The rider's picture, else the name's initial on a gold hexagon. */
export function Avatar({
  name,
  picture,
  size = 112,
  className,
  decorative,
}: {
  name: string;
  picture?: string | null;
  size?: number;
  className?: string;
  /** inside a link that already names it */
  decorative?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (picture && !broken)
    return (
      <img
        src={picture}
        alt={decorative ? "" : `${name}'s profile picture`}
        width={size}
        height={size}
        onError={() => setBroken(true)}
        className={clsx("rounded-full object-cover", size > 48 && "ring-4 ring-gold-400/70", className)}
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      data-testid="avatar-fallback"
      aria-label={decorative ? undefined : `${name || "Rider"}'s initial`}
      aria-hidden={decorative ? true : undefined}
      role={decorative ? undefined : "img"}
      className={clsx(
        "flex items-center justify-center bg-gradient-to-br from-gold-300 via-gold-500 to-gold-700 font-display text-ink-950",
        className,
      )}
      style={{ width: size, height: size, clipPath: HEXAGON, fontSize: size * 0.42 }}
    >
      {(name.trim().charAt(0) || "?").toUpperCase()}
    </span>
  );
}
