import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { takeEarlyInteraction } from './prerendered';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form of controlled fields that shows what React holds, as the lobby's search and the register form do. */
function Form() {
  const [search, setSearch] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [kind, setKind] = useState('username');
  const [day, setDay] = useState('any');
  return (
    <form>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {['username', 'mobile'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          aria-label={value}
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <select aria-label="day" value={day} onChange={(event) => setDay(event.target.value)}>
        <option value="any">any</option>
        <option value="mon">mon</option>
      </select>
      <output>{[search, agreed, kind, day].join(' / ')}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

/** What the player did on the prerendered page, before React had it. */
function changeBeforeHydration(container: HTMLElement) {
  field<HTMLInputElement>(container, 'search').value = 'LAO';
  field<HTMLInputElement>(container, 'agree').checked = true;
  field<HTMLInputElement>(container, 'mobile').checked = true;
  field<HTMLSelectElement>(container, 'day').value = 'mon';
}

it('tells React what was typed, ticked and chosen before it hydrated, and the fields keep it', async () => {
  const container = prerendered();
  changeBeforeHydration(container);
  const replay = takeEarlyInteraction(container);
  await act(async () => void (root = hydrateRoot(container, <Form />)));
  act(replay);
  expect(container.querySelector('output')!.textContent).toBe('LAO / true / mobile / mon');
  expect(field<HTMLInputElement>(container, 'search').value).toBe('LAO');
  expect(field<HTMLInputElement>(container, 'agree').checked).toBe(true);
  expect(field<HTMLInputElement>(container, 'mobile').checked).toBe(true);
  expect(field<HTMLInputElement>(container, 'username').checked).toBe(false);
  expect(field<HTMLSelectElement>(container, 'day').value).toBe('mon');
});

it('without the replay React holds none of it (what the replay is for)', async () => {
  const container = prerendered();
  changeBeforeHydration(container);
  await act(async () => void (root = hydrateRoot(container, <Form />)));
  expect(container.querySelector('output')!.textContent).toBe(' / false / username / any');
});

it('leaves a field the player changed again once React listened', async () => {
  const container = prerendered();
  changeBeforeHydration(container);
  const replay = takeEarlyInteraction(container);
  await act(async () => void (root = hydrateRoot(container, <Form />)));
  const search = field<HTMLInputElement>(container, 'search');
  // typed on, heard by React: the kept 'LAO' must not come back over it
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'LAOS');
    search.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(replay);
  expect(search.value).toBe('LAOS');
  expect(container.querySelector('output')!.textContent).toBe('LAOS / true / mobile / mon');
});

it('nothing changed: nothing is told', async () => {
  const container = prerendered();
  const replay = takeEarlyInteraction(container);
  await act(async () => void (root = hydrateRoot(container, <Form />)));
  act(replay);
  expect(container.querySelector('output')!.textContent).toBe(' / false / username / any');
});
