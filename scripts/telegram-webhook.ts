/**
 * `npm run telegram:webhook`: tells Telegram where the channel's webhook is (setWebhook,
 * https://core.telegram.org/bots/api#setwebhook), with the secret it must send and only the updates the import
 * reads, and prints Telegram's answer. Run once by the studio (docs/deploying.md, "Telegram"), with
 * TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET as the site has them and SITE_URL the deployed site's address
 * (https://…, no path); TELEGRAM_API_URL as for the function.
 */
import { DEFAULT_TELEGRAM_API_URL } from '../netlify/telegram/config';

/** The updates the webhook imports: everything else Telegram would send is never sent. */
export const ALLOWED_UPDATES = ['channel_post', 'edited_channel_post'] as const;

async function main() {
  const token = process.env.TELEGRAM_BOT_TOKEN?.trim();
  const secret = process.env.TELEGRAM_WEBHOOK_SECRET?.trim();
  const site = (process.env.SITE_URL ?? process.env.URL)?.trim().replace(/\/+$/, '');
  const problems = [
    !token && 'TELEGRAM_BOT_TOKEN is not set',
    !secret && 'TELEGRAM_WEBHOOK_SECRET is not set',
    // Telegram's own rule for secret_token.
    secret && !/^[A-Za-z0-9_-]{1,256}$/.test(secret) && 'TELEGRAM_WEBHOOK_SECRET: 1 to 256 of A-Z, a-z, 0-9, _ and -',
    !site && 'SITE_URL is not set (the deployed site, e.g. https://example.netlify.app)',
    site && !/^https:\/\/[^/]+$/.test(site) && `SITE_URL is "${site}": Telegram calls https addresses only, and no path`,
  ].filter(Boolean);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const apiUrl = (process.env.TELEGRAM_API_URL?.trim() || DEFAULT_TELEGRAM_API_URL).replace(/\/+$/, '');
  const url = `${site}/.netlify/functions/telegram`;
  const res = await fetch(`${apiUrl}/bot${token}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, secret_token: secret, allowed_updates: ALLOWED_UPDATES }),
  });
  const answer = await res.text();
  console.log(`setWebhook ${url}: ${res.status} ${answer}`);
  let ok = false;
  try {
    ok = (JSON.parse(answer) as { ok?: unknown }).ok === true;
  } catch {
    // Not Telegram's JSON: reported as a failure below.
  }
  if (!ok) process.exit(1);
}

void main().catch((error: unknown) => {
  console.error(`setWebhook failed: ${String(error)}`);
  process.exit(1);
});
