import { useEffect, useState } from "react";

/**
 * The seconds until another code may be asked for (the OTP screen, a phone change). It counts down to a deadline,
 * so it stays right without drift and after the tab sleeps; `startCooldown` sets a new one.
 */
export function useResendCooldown(firstSeconds = 0) {
  const [resendAt, setResendAt] = useState(() => Date.now() + firstSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const cooldown = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const startCooldown = (seconds: number) => {
    setNow(Date.now());
    setResendAt(Date.now() + seconds * 1000);
  };
  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [cooldown]);
  return { cooldown, startCooldown };
}
