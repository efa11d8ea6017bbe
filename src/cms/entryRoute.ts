/**
 * Decap (3.6 to 3.16) keeps its editor on screen when the address bar changes from one
 * entry to another (`#/collections/pages_ru/entries/team` to `…/about`): its
 * route renders the same Editor component, which loads an entry only when it
 * mounts, so the new address showed the previous page's fields and values,
 * the preview failed, and saving wrote the previous page. A change made from
 * Decap's own list works, because the list unmounts the editor in between.
 * This makes an address-bar switch take that path.
 */

/** The entry an editor address names: `#/collections/<collection>/entries/<slug>`. */
export function entryOfHash(hash: string): { collection: string; slug: string } | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash);
  return match ? { collection: decodeURIComponent(match[1]!), slug: decodeURIComponent(match[2]!) } : undefined;
}

/**
 * Listens before Decap's router (in the capture phase) for an address that
 * moves from one entry to another. Decap never sees that change: the address
 * goes back to the entry on screen, and Decap's own link back to the list is
 * followed, which asks about unsaved changes in Decap's words exactly as that
 * link always does. If the editor has left, the new address is loaded afresh,
 * as if opened from a bookmark; if the editor chose to stay, it stays, under
 * its own address. Before the editor has drawn its toolbar (nothing typed
 * yet), the new address is simply loaded.
 */
export function reopenEntryOnAddressChange(win: Window = window): void {
  win.addEventListener(
    'hashchange',
    (event) => {
      const from = entryOfHash(new URL(event.oldURL).hash);
      const to = entryOfHash(new URL(event.newURL).hash);
      if (!from || !to || (from.collection === to.collection && from.slug === to.slug)) return;
      event.stopImmediatePropagation();
      const back = win.document.querySelector<HTMLAnchorElement>(`a[href="#/collections/${from.collection}"], a[href="#/workflow"]`);
      if (back) {
        win.history.replaceState(win.history.state, '', event.oldURL);
        back.click();
        // Still on the entry: the editor answered «stay» to Decap's question about unsaved changes.
        if (entryOfHash(win.location.hash)) return;
        win.history.replaceState(win.history.state, '', event.newURL);
      }
      win.location.reload();
    },
    { capture: true },
  );
}
