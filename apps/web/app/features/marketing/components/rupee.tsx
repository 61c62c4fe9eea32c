import { Fragment, type ReactNode } from "react";

/**
 * The ₹ sign drawn from the system font: Inter's Latin file lacks it, and a single ₹ would make every visitor
 * download Inter's 85 KB Latin Extended file.
 */
export function Rupee() {
  return <span className="[font-family:system-ui,sans-serif]">₹</span>;
}

/** Text with every ₹ drawn by <Rupee />. */
export function withRupees(text: string): ReactNode {
  if (!text.includes("₹")) return text;
  return text.split("₹").map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <Rupee /> : null}
      {part}
    </Fragment>
  ));
}
