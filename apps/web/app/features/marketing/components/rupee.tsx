/**
 * The ₹ sign drawn from the system font: Inter's Latin file lacks it, and a single ₹ would make every visitor
 * download Inter's 85 KB Latin Extended file.
 */
export function Rupee() {
  return <span className="[font-family:system-ui,sans-serif]">₹</span>;
}
