import { createContext, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a table shows its rows' actions behind one menu button each (as a phone's cards do)
 * because they do not fit on one line beside the row: longer words (German, the pseudo-locale),
 * more columns or a narrower window. Read by `RowMenu`.
 */
export const FoldedActions = createContext(false);

/**
 * Folds the actions of the table inside `region` while it would scroll sideways, and unfolds
 * them once the region is as wide as the table was when it folded (so it does not flicker).
 */
export const useFoldedActions = (region: RefObject<HTMLElement | null>): boolean => {
  const [isFolded, setIsFolded] = useState(false);
  const widthToUnfold = useRef(0);
  useLayoutEffect(() => {
    const box = region.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (!isFolded && box.scrollWidth > box.clientWidth + 1) {
        widthToUnfold.current = box.scrollWidth;
        setIsFolded(true);
      } else if (isFolded && box.clientWidth >= widthToUnfold.current) setIsFolded(false);
    };
    // The observer reports the first size after the browser's own layout, before its paint: a
    // measurement here would force that layout inside React's commit, one long task.
    // The change renders at once, so the unfolded table is never painted.
    const observer = new ResizeObserver(() => flushSync(check));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [region, isFolded]);
  return isFolded;
};
