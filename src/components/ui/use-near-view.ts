import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (and stays true once it has): work that costs
 * requests starts only for what the user actually gets to see. Without IntersectionObserver it
 * is true at once.
 */
export const useNearView = <T extends Element>(margin = '200px') => {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setIsNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return [ref, isNear] as const;
};
