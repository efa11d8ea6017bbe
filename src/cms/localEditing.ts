/**
 * Editing on this machine (`npm run cms`): decap-server writes straight to the
 * working tree, with no account and no publishing step, so the editor opens
 * on its list of pages and its buttons say what they do there.
 */

/** Where Decap keeps who is logged in (decap-cms-core src/backend.ts, LocalStorageAuthStore). */
export const DECAP_USER_KEY = 'decap-cms-user';

/**
 * Decap's name for its local backend once it has found decap-server (decap-cms-core actions/config.ts
 * handleLocalBackend): a stored user of that backend is restored without the login page.
 */
const LOCAL_BACKEND_NAME = 'proxy';

/**
 * Skips Decap's login page (its logo and a «Войти» button that asks for
 * nothing) by storing the user its local backend would create on that click:
 * the local backend authenticates anyone, as the working tree is the
 * editor's own. Decap restores a stored user only for the backend it is
 * using, so when decap-server is not running the editor still shows the
 * production login (GitHub), and a user stored by it is kept as it is.
 */
export function signInLocally(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): void {
  if (storage.getItem(DECAP_USER_KEY) !== null) return;
  storage.setItem(DECAP_USER_KEY, JSON.stringify({ backendName: LOCAL_BACKEND_NAME }));
}

/**
 * Decap's toolbar phrases (editor.editorToolbar) where saving writes a file:
 * Decap words them for a site that publishes («Опубликовать», «Опубликовать
 * сейчас», «Опубликовано»). In production they stay Decap's, as there saving
 * makes a pull request and publishing merges it.
 */
export const LOCAL_TOOLBAR_PHRASES = {
  publish: 'Сохранить',
  publishNow: 'Сохранить в файл',
  publishing: 'Сохранение…',
  published: 'Сохранено',
} as const;
