import { startTransition, useInsertionEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Says when the app's first render is in the page, and puts the page back where it was: that commit's
 * effects scroll to the top (ScrollRestoration) while the server's page is still the one seen.
 */
function Committed({ children, onCommit }: { children: ReactNode; onCommit(): void }) {
  const scroll = useRef({ x: 0, y: 0 });
  // Insertion effects run before any layout effect, so before anything scrolled.
  useInsertionEffect(() => void (scroll.current = { x: window.scrollX, y: window.scrollY }), []);
  useLayoutEffect(() => {
    window.scrollTo(scroll.current.x, scroll.current.y);
    onCommit();
  }, [onCommit]);
  return children;
}

/**
 * Renders the app into a hidden box beside the server's page, as a transition: React renders in
 * slices of a few milliseconds, so a key pressed meanwhile in the server's page is handled at once
 * instead of waiting behind one long render (issue 35). Resolves once the app is in the box;
 * `show` then swaps it for the server's page, synchronously, for the hand-over (decision 0050).
 */
export function renderHidden(container: HTMLElement, app: ReactNode): Promise<{ show(): void }> {
  const box = document.createElement('div');
  box.hidden = true;
  container.append(box);
  const show = () => {
    for (const child of [...container.children]) if (child !== box) child.remove();
    box.hidden = false;
    // A box without a box of its own: the app lays out as if it were the container's child.
    box.style.display = 'contents';
  };
  return new Promise((resolve) => {
    const onCommit = () => resolve({ show });
    startTransition(() => createRoot(box).render(<Committed onCommit={onCommit}>{app}</Committed>));
  });
}
