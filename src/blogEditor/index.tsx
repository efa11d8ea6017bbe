import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * The blog editor's entry (bundled into public/admin/blog/ by src/gatsby/blogEditor/bundle.ts). A link from the
 * password-reset or invitation e-mail comes back as `#access_token=…&type=recovery`: it is handed to ra-supabase's
 * set-password page under the editor's hash routes, the tokens kept out of the history.
 */
const hash = window.location.hash.slice(1);
if (/(^|[#&?])access_token=/.test(hash) && /(^|[#&?])type=(recovery|invite)\b/.test(hash)) {
  const params = hash.slice(hash.search(/access_token=/));
  window.history.replaceState(null, '', `${window.location.pathname}#/set-password?${params}`);
}

createRoot(document.getElementById('root')!).render(<App />);
