import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from './when-idle';

/**
 * True once the element is on or near the screen (`margin` beyond its edges) and the browser has had
 * an idle moment since: heavy parts below the first screen (the KPI charts) start their work after
 * the screen is shown and answers taps, and not at all while nobody scrolls to them (decision 0077).
 * Where there is no IntersectionObserver (tests, old browsers), the idle moment alone decides.
 */
export function useNearScreenWhenIdle(target: RefObject<Element | null>, margin = '200px'): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (ready || !element) return;
    let cancelIdle = () => {};
    const start = () => (cancelIdle = whenIdle(() => setReady(true), 2000, 200));
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [target, margin, ready]);
  return ready;
}
