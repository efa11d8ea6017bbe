/** @jest-environment node */
/**
 * An address-bar switch from one entry to another reaches
 * Decap's editor as a fresh load of the new entry, after Decap's own question
 * about unsaved changes; the real editor is driven in __tests__/e2e/cms.test.ts.
 */
import { entryOfHash, reopenEntryOnAddressChange } from '../../../src/cms/entryRoute';
import { preSaveCheck } from '../../../src/cms/saveCheck';
import ruTeam from '../../../data/ru/team.json';

const ADMIN = 'http://127.0.0.1:8000/admin/';
const TEAM = `${ADMIN}#/collections/pages_ru/entries/team`;
const ABOUT = `${ADMIN}#/collections/pages_ru/entries/about`;

/** A window whose address is `url`, with Decap's link back to the list answering as the editor would: leave, stay, or not drawn yet. */
function editorWindow(url: string, back: 'leaves' | 'stays' | 'absent') {
  const listeners: Array<(event: unknown) => void> = [];
  const location = { hash: new URL(url).hash, reload: jest.fn() };
  const win = {
    location,
    addEventListener: (type: string, listener: (event: unknown) => void, options: { capture?: boolean }) => {
      expect([type, options.capture]).toEqual(['hashchange', true]);
      listeners.push(listener);
    },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => void (location.hash = new URL(to).hash) },
    document: {
      querySelector: (selector: string) => {
        expect(selector).toContain('a[href="#/collections/pages_ru"]');
        return back === 'absent' ? null : { click: () => void (back === 'leaves' && (location.hash = '#/collections/pages_ru')) };
      },
    },
  };
  reopenEntryOnAddressChange(win as unknown as Window);
  /** The address bar changed from `from` to `to`: what Decap's router would see of it. */
  const type = (from: string, to: string) => {
    location.hash = new URL(to).hash;
    const event = { oldURL: from, newURL: to, stopImmediatePropagation: jest.fn() };
    for (const listener of listeners) listener(event);
    return event;
  };
  return { location, type };
}

test("from one entry to another: Decap's list link asks about unsaved changes; left, the new entry is loaded afresh", () => {
  const { location, type } = editorWindow(TEAM, 'leaves');
  const event = type(TEAM, ABOUT);
  expect(event.stopImmediatePropagation).toHaveBeenCalled();
  expect(location.hash).toBe('#/collections/pages_ru/entries/about');
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("the editor chose to stay: it keeps its entry, under that entry's address, and nothing reloads", () => {
  const { location, type } = editorWindow(TEAM, 'stays');
  type(TEAM, ABOUT);
  expect(location.hash).toBe('#/collections/pages_ru/entries/team');
  expect(location.reload).not.toHaveBeenCalled();
});

test('before the editor has drawn its toolbar, the new address is simply loaded', () => {
  const { location, type } = editorWindow(TEAM, 'absent');
  type(TEAM, ABOUT);
  expect(location.hash).toBe('#/collections/pages_ru/entries/about');
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("other address changes are Decap's own", () => {
  const { location, type } = editorWindow(TEAM, 'leaves');
  for (const [from, to] of [
    [TEAM, `${ADMIN}#/collections/pages_ru`],
    [`${ADMIN}#/collections/pages_ru`, ABOUT],
    [TEAM, TEAM],
  ]) {
    expect(type(from!, to!).stopImmediatePropagation).not.toHaveBeenCalled();
  }
  expect(location.reload).not.toHaveBeenCalled();
  expect(entryOfHash('#/collections/pages_en/entries/product-placement')).toEqual({ collection: 'pages_en', slug: 'product-placement' });
});

test('saving an entry that is not the one in the address bar is refused, so «Запись сохранена» never speaks of another page', () => {
  const team = {
    get: (key: string) => ({ path: 'data/ru/team.json', slug: 'team', collection: 'pages_ru' })[key] ?? { toJS: () => ruTeam },
  } as never;
  expect(() => preSaveCheck({ entry: team }, { hash: '#/collections/pages_ru/entries/about' })).toThrow(
    /другая страница, чем в адресной строке/,
  );
  expect(preSaveCheck({ entry: team }, { hash: '#/collections/pages_ru/entries/team' })).toBeUndefined();
});
