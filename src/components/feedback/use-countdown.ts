import { useEffect, useState } from 'react';

/** Seconds left until a timestamp (ms), ticking once a second; 0 once it has passed or when null. */
export const useCountdown = (until: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
};
