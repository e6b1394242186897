/**
 * The hand-over from a page the server rendered to the app's own render of it (decision 0050). Until
 * the app arrives the server's page is live: people type and choose in its fields, and its links work
 * as plain links. What they typed, chose and where their cursor was carries over to the app's render,
 * and the button they pressed (or the form they sent) is pressed again there, once. From that press
 * on the page's controls wait (its fieldset is disabled): what the press leads to is the app's to show,
 * and anything typed into the old screen meanwhile would be lost.
 */

import { worksWithoutApp } from '@/lib/without-app';

/** The elements matched between the two renders, in document order. */
const CONTROLS = 'input, select, textarea, button, summary, [role="button"]';

/** What a pressed button or a sent form is, so the same one is found in the app's render. */
interface PendingAction {
  kind: 'click' | 'submit';
  index: number;
  signature: string;
}

export interface Handoff {
  /**
   * Resolves once the visitor is not mid-gesture: no pointer held down (a tap is not split between the
   * two renders) and no select's options open.
   */
  settled(): Promise<void>;
  /** Runs `render` (which must replace the page synchronously), then carries the page's state over. */
  takeOver(render: () => void): void;
  /** The app could not come: the page is live again, and the held press is forgotten. */
  abandon(): void;
}

const controlsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(CONTROLS)];
const formsOf = (root: ParentNode) => [...root.querySelectorAll('form')];

/** Tag, type, name and (for a button) its words: equal for the same control in both renders. */
function signatureOf(element: Element): string {
  const input = element as HTMLInputElement;
  const words = element.matches('button, summary, [role="button"]') ? element.textContent?.trim() : '';
  return [element.tagName, input.type ?? '', input.name ?? '', words].join('|');
}

/** The app's control at the page's index when it is the same control, else the only one like it. */
function counterpart<T extends Element>(list: T[], index: number, signature: string): T | undefined {
  const same = list[index];
  if (same && signatureOf(same) === signature) return same;
  const alike = list.filter((element) => signatureOf(element) === signature);
  return alike.length === 1 ? alike[0] : undefined;
}

/** Sets a field's value so React sees it as typed: through the native setter, then an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const changedValue = (field: Element): string | null => {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '') ? field.value : null;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? field.value : null;
  if (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type)) {
    return field.value !== field.defaultValue ? field.value : null;
  }
  return null;
};

/** Carries each changed field, each toggled box and the focus from the page's controls to the app's. */
function carryState(before: HTMLElement[], signatures: string[], after: HTMLElement[], focused: number) {
  before.forEach((old, index) => {
    const current = counterpart(after, index, signatures[index]!);
    if (!current) return;
    const value = changedValue(old);
    if (value !== null) typeInto(current as HTMLInputElement, value);
    // Boxes and options as the visitor saw them, touched or not: the app may start from something
    // the server could not know (a time kept in storage), and the visitor acts on what they see.
    const box = old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio');
    const shown = box && (old.type === 'checkbox' || old.checked);
    if (shown && old.checked !== (current as HTMLInputElement).checked) current.click();
    if (index !== focused) return;
    current.focus({ preventScroll: true });
    if (old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement) {
      try {
        (current as HTMLInputElement).setSelectionRange(old.selectionStart, old.selectionEnd);
      } catch {
        // Number and e-mail fields have no selection to restore.
      }
    }
  });
}

/**
 * Resolves when someone picks an option of the select or leaves it, in a later task: leaving it by a
 * tap on another control is a whole gesture (mousedown, focus, click) that must end on this page.
 */
const chosenOrLeft = (select: HTMLSelectElement) =>
  new Promise<void>((resolve) => {
    const done = () => {
      select.removeEventListener('change', done);
      select.removeEventListener('blur', done);
      setTimeout(resolve);
    };
    select.addEventListener('change', done);
    select.addEventListener('blur', done);
  });

/** Watches a server-rendered page (the element that holds it) until the app takes it over. */
export function watchServerPage(page: HTMLFieldSetElement): Handoff {
  let pending: PendingAction | null = null;
  let focused = -1;
  let pointerHeld = false;
  let released: (() => void) | null = null;

  /** Keeps the press for the app, and makes the page's controls wait for it. */
  const hold = (action: PendingAction) => {
    if (pending) return;
    pending = action;
    focused = controlsOf(page).indexOf(document.activeElement as HTMLElement);
    page.disabled = true;
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest?.(
      'button, input[type="submit"], summary, [role="button"]',
    );
    if (!control || !page.contains(control) || worksWithoutApp(control)) return;
    // Held until the app can answer it: a form would otherwise be sent to the server as a page load.
    event.preventDefault();
    control.setAttribute('aria-busy', 'true');
    hold({
      kind: 'click',
      index: controlsOf(page).indexOf(control as HTMLElement),
      signature: signatureOf(control),
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    // Enter in a form without a button to press: sent again as a submission.
    const form = event.target as HTMLFormElement;
    if (!page.contains(form) || worksWithoutApp(form)) return;
    event.preventDefault();
    hold({ kind: 'submit', index: formsOf(page).indexOf(form), signature: signatureOf(form) });
  };
  const onPointer = (event: PointerEvent) => {
    pointerHeld = event.type === 'pointerdown';
    // The click follows the release in a later task: let it be recorded before the app takes over.
    if (!pointerHeld) setTimeout(() => released?.());
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['pointerdown', onPointer],
    ['pointerup', onPointer],
    ['pointercancel', onPointer],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);

  return {
    async settled() {
      let waitedOn: Element | null = null;
      for (;;) {
        const active = document.activeElement;
        if (pointerHeld) await new Promise<void>((resolve) => (released = resolve));
        // A phone shows a select's options over the page: replacing the select would close them.
        else if (active instanceof HTMLSelectElement && active !== waitedOn && page.contains(active)) {
          waitedOn = active;
          await chosenOrLeft(active);
        } else return;
      }
    },
    abandon() {
      pending = null;
      page.disabled = false;
      for (const pressed of page.querySelectorAll('[aria-busy]')) pressed.removeAttribute('aria-busy');
    },
    takeOver(render) {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true);
      const before = controlsOf(page);
      const signatures = before.map(signatureOf);
      if (!pending) focused = before.indexOf(document.activeElement as HTMLElement);
      const container = page.parentElement!;
      // The app's first render scrolls to the top (ScrollRestoration); the visitor stays where they are.
      const { scrollX, scrollY } = window;
      render();
      window.scrollTo(scrollX, scrollY);
      const after = controlsOf(container);
      carryState(before, signatures, after, focused);
      if (!pending) return;
      if (pending.kind === 'click') {
        (counterpart(after, pending.index, pending.signature) as HTMLElement | undefined)?.click();
      } else {
        counterpart(formsOf(container), pending.index, pending.signature)?.requestSubmit();
      }
    },
  };
}
