import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchServerPage, type Handoff } from './handoff';

interface Sent {
  documento: string;
  acepto: boolean;
  ciudad: string;
}

/** A small form as the portal writes them: controlled fields, a toggle and a submit button. */
function SignInForm({
  onSend,
  submitLabel = 'Ingresar',
}: {
  onSend?: (sent: Sent) => void;
  submitLabel?: string;
}) {
  const [documento, setDocumento] = useState('');
  const [acepto, setAcepto] = useState(false);
  const [ciudad, setCiudad] = useState('');
  const [shown, setShown] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend?.({ documento, acepto, ciudad });
  };
  return (
    <form onSubmit={send}>
      <label htmlFor="documento">Número de documento</label>
      <input
        id="documento"
        name="documento"
        value={documento}
        onChange={(e) => setDocumento(e.target.value)}
      />
      <input type="checkbox" name="acepto" checked={acepto} onChange={(e) => setAcepto(e.target.checked)} />
      <select name="ciudad" value={ciudad} onChange={(e) => setCiudad(e.target.value)}>
        <option value="">Todas</option>
        <option value="5001">Medellín</option>
      </select>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Ocultar' : 'Mostrar'}
      </button>
      <a href="/politicas/privacidad">Privacidad</a>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

/** Times to choose from, as the vacancy page shows them; `initial` is what its render starts with. */
function TimeChoice({ initial, onPick }: { initial: string; onPick?: (time: string) => void }) {
  const [time, setTime] = useState(initial);
  return (
    <fieldset>
      {['8', '10', '14'].map((hour) => (
        <label key={hour}>
          <input
            type="radio"
            name="hora"
            checked={time === hour}
            onChange={() => {
              setTime(hour);
              onPick?.(hour);
            }}
          />
          {hour}
        </label>
      ))}
    </fieldset>
  );
}

let root: Root | null = null;
// jsdom lays nothing out: scrolling is the browser's (e2e), here it only must not complain.
beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** The page as the server sends it: the form's HTML in the wrapper the app takes over. */
function serverPage(): { page: HTMLFieldSetElement; handoff: Handoff } {
  document.body.innerHTML = `<div id="root"><fieldset class="prerendered">${renderToString(<SignInForm />)}</fieldset></div>`;
  const page = document.querySelector<HTMLFieldSetElement>('.prerendered')!;
  return { page, handoff: watchServerPage(page) };
}

const takeOver = (handoff: Handoff, app: React.ReactElement) => {
  const container = document.getElementById('root')!;
  root = createRoot(container);
  handoff.takeOver(() => flushSync(() => root!.render(app)));
};

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('the hand-over of a server-rendered page to the app', () => {
  it('carries what was typed, ticked and chosen, the cursor, and the pressed submit button, once', () => {
    const { page, handoff } = serverPage();
    const field = page.querySelector<HTMLInputElement>('input[name="documento"]')!;
    field.value = '1020304050';
    field.focus();
    field.setSelectionRange(2, 4);
    page.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    page.querySelector<HTMLSelectElement>('select')!.value = '5001';
    const submit = page.querySelector('button[type="submit"]')!;
    // Pressed while the app was on its way: the server is never asked, and the page waits for the app.
    expect(click(submit)).toBe(false);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(page.disabled).toBe(true);
    expect(click(submit)).toBe(false);

    const onSend = vi.fn();
    takeOver(handoff, <SignInForm onSend={onSend} />);

    expect(document.querySelector('.prerendered')).toBeNull();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ documento: '1020304050', acepto: true, ciudad: '5001' });
    const appField = document.querySelector<HTMLInputElement>('input[name="documento"]')!;
    expect(document.activeElement).toBe(appField);
    expect([appField.selectionStart, appField.selectionEnd]).toEqual([2, 4]);
  });

  it('presses a plain button again in the app, and leaves links to the browser', async () => {
    const { page, handoff } = serverPage();
    expect(click(page.querySelector('a')!)).toBe(true);
    click(page.querySelector('button[type="button"]')!);
    takeOver(handoff, <SignInForm />);
    // React applies a click's update in a microtask.
    await Promise.resolve();
    expect(document.querySelector('button[type="button"]')!.textContent).toBe('Ocultar');
  });

  it('presses nothing when the app draws no such button', () => {
    const { page, handoff } = serverPage();
    click(page.querySelector('button[type="submit"]')!);
    const onSend = vi.fn();
    takeOver(handoff, <SignInForm onSend={onSend} submitLabel="Continuar" />);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a form sent with Enter (no button pressed) again in the app', () => {
    const { page, handoff } = serverPage();
    page.querySelector<HTMLInputElement>('input[name="documento"]')!.value = '77';
    const form = page.querySelector('form')!;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    const onSend = vi.fn();
    takeOver(handoff, <SignInForm onSend={onSend} />);
    expect(onSend).toHaveBeenCalledWith({ documento: '77', acepto: false, ciudad: '' });
  });

  it('keeps the time the visitor saw chosen, even when the app would start from another one', () => {
    document.body.innerHTML = `<div id="root"><fieldset class="prerendered">${renderToString(<TimeChoice initial="8" />)}</fieldset></div>`;
    const handoff = watchServerPage(document.querySelector<HTMLFieldSetElement>('.prerendered')!);
    takeOver(handoff, <TimeChoice initial="10" />);
    expect([...document.querySelectorAll<HTMLInputElement>('input')].map((box) => box.checked)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('forgets a held press when the app cannot come, and the page is live again', () => {
    const { page, handoff } = serverPage();
    const submit = page.querySelector('button[type="submit"]')!;
    click(submit);
    handoff.abandon();
    expect(page.disabled).toBe(false);
    expect(submit.hasAttribute('aria-busy')).toBe(false);
    const onSend = vi.fn();
    takeOver(handoff, <SignInForm onSend={onSend} />);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('carries the time the visitor picked, and leaves the one the app starts with when none was shown', () => {
    document.body.innerHTML = `<div id="root"><fieldset class="prerendered">${renderToString(<TimeChoice initial="8" />)}</fieldset></div>`;
    let page = document.querySelector<HTMLFieldSetElement>('.prerendered')!;
    let handoff = watchServerPage(page);
    page.querySelectorAll<HTMLInputElement>('input')[2]!.click();
    const onPick = vi.fn();
    takeOver(handoff, <TimeChoice initial="8" onPick={onPick} />);
    expect(onPick).toHaveBeenCalledWith('14');
    expect([...document.querySelectorAll<HTMLInputElement>('input')].map((box) => box.checked)).toEqual([
      false,
      false,
      true,
    ]);
    root!.unmount();

    document.body.innerHTML = `<div id="root"><fieldset class="prerendered">${renderToString(<TimeChoice initial="" />)}</fieldset></div>`;
    page = document.querySelector<HTMLFieldSetElement>('.prerendered')!;
    handoff = watchServerPage(page);
    takeOver(handoff, <TimeChoice initial="10" />);
    expect([...document.querySelectorAll<HTMLInputElement>('input')].map((box) => box.checked)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('waits for a held pointer to lift, and for an open select to be chosen from, before taking over', async () => {
    const { page, handoff } = serverPage();
    let settled = false;
    const track = () => handoff.settled().then(() => (settled = true));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

    page.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    void track();
    await tick();
    expect(settled).toBe(false);
    page.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await tick();
    expect(settled).toBe(true);

    settled = false;
    const select = page.querySelector('select')!;
    select.focus();
    void track();
    await tick();
    expect(settled).toBe(false);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    expect(settled).toBe(true);
  });

  it('stops watching once the app has the page', () => {
    const { handoff } = serverPage();
    takeOver(handoff, <SignInForm />);
    expect(click(document.querySelector('button[type="submit"]')!)).toBe(true);
  });
});
