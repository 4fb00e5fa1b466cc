import { useEffect, useState, type RefObject } from 'react';

/** How long a page stays as it first showed before what it deferred comes in (issue 34: usable first, the rest after). */
const LATER_MS = 1500;

/** What waits for its turn: one at a time, each in its own frame, so that the page never renders them in one long task. */
const waiting: (() => void)[] = [];
let draining = false;
const drain = () => {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  next();
  requestAnimationFrame(() => setTimeout(drain, 0));
};
const enqueue = (show: () => void) => {
  waiting.push(show);
  if (!draining) {
    draining = true;
    setTimeout(drain, 0);
  }
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
};

/**
 * True once what a page deferred may come in: when `place` (the deferred part's placeholder) nears
 * the viewport, or `LATER_MS` after the page showed, in turn with the page's other deferred parts.
 * At once where the browser cannot tell what is on screen (no IntersectionObserver: jsdom).
 */
export const useLater = (place?: RefObject<Element | null>) => {
  const [ready, setReady] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    let dequeue: (() => void) | undefined;
    const timer = setTimeout(() => (dequeue = enqueue(show)), LATER_MS);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '100px 0px',
    });
    if (place?.current) observer.observe(place.current);
    return () => {
      clearTimeout(timer);
      dequeue?.();
      observer.disconnect();
    };
  }, [ready, place]);
  return ready;
};
