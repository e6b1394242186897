// Runs in every document of the tab that bench/phone.ts measures (added as an init script, then called
// with the element to watch for): records the tap, the Event Timing entries and the arrival in
// sessionStorage, which outlives a page load within the tab.
/* global addEventListener, location, document, requestAnimationFrame, MutationObserver */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the line bench/phone.ts appends
function phoneProbe(arrival) {
  const store = sessionStorage;
  const now = () => performance.timeOrigin + performance.now();
  const push = (key, value) =>
    store.setItem(key, JSON.stringify([...JSON.parse(store.getItem(key) ?? '[]'), value]));
  addEventListener(
    'pointerdown',
    () => {
      if (store.getItem('phone:armed') && !store.getItem('phone:tap'))
        store.setItem('phone:tap', String(now()));
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const start = performance.timeOrigin + entry.startTime;
      push('phone:events', { name: entry.name, duration: entry.duration, start, id: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const arrived = () =>
    (!arrival.search || location.search.includes(arrival.search)) &&
    [...document.querySelectorAll(arrival.selector)].some(
      (element) =>
        element.checkVisibility() && (!arrival.text || element.textContent?.includes(arrival.text)),
    );
  let seen = false;
  // The arrival counts on the next frame after the element is in the page and visible.
  const check = () => {
    if (seen || !store.getItem('phone:tap') || store.getItem('phone:arrived') || !arrived()) return;
    seen = true;
    requestAnimationFrame(() => store.setItem('phone:arrived', String(now())));
  };
  const watch = () => {
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    check();
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watch);
  else watch();
  addEventListener('toggle', check, true);
}
