import type { Update } from '@grammyjs/types';
import { botApi } from './botApi';
import { MAX_UPDATE_BYTES, readConfig } from './config';
import { importUpdate, type ImportDeps } from './importer';
import { serviceClient } from './store';
import { readBodyCapped, sameSecret, textAnswer as text } from '../lib/request';

/**
 * The webhook's HTTP side: POST only; the secret Telegram sends in X-Telegram-Bot-Api-Secret-Token
 * (https://core.telegram.org/bots/api#setwebhook) checked before anything is read; a body that is not one update, or
 * larger than any update, refused with 400 and nothing written. What an update becomes is importer.ts's.
 */

function asUpdate(body: string): Update | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const update = value as Partial<Update>;
    if (typeof update.update_id !== 'number') return null;
    for (const key of ['channel_post', 'edited_channel_post'] as const) {
      const message = update[key] as unknown;
      if (message === undefined) continue;
      const m = message as { message_id?: unknown; date?: unknown; chat?: { id?: unknown } };
      if (typeof m !== 'object' || m === null || typeof m.message_id !== 'number' || typeof m.date !== 'number') return null;
      if (typeof m.chat !== 'object' || m.chat === null || typeof m.chat.id !== 'number') return null;
    }
    return update as Update;
  } catch {
    return null;
  }
}

export interface HandlerOptions {
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export async function handleTelegramWebhook(req: Request, options: HandlerOptions = {}): Promise<Response> {
  const log = options.log ?? ((line: string) => console.log(`telegram: ${line}`));
  if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
  const config = readConfig(options.env ?? process.env);
  if ('problems' in config) {
    // The site's set-up, not the update, is wrong: Telegram keeps the update and sends it again once this is fixed.
    log(`not configured: ${config.problems.join('; ')}`);
    return text(503, 'Not configured');
  }
  if (!sameSecret(req.headers.get('x-telegram-bot-api-secret-token'), config.secret)) return text(401, 'Unauthorized');
  const body = await readBodyCapped(req, MAX_UPDATE_BYTES);
  if (body === null) return text(400, 'Bad Request: body too large');
  const update = asUpdate(body);
  if (!update) return text(400, 'Bad Request: not a Telegram update');

  const deps: ImportDeps = {
    config,
    bot: botApi(config.apiUrl, config.token, options.fetch),
    db: serviceClient(config.supabaseUrl, config.serviceKey, options.fetch),
  };
  try {
    const outcome = await importUpdate(update, deps);
    log(outcome.log);
    return text(outcome.status, outcome.status === 200 ? 'OK' : 'Try again later');
  } catch (error) {
    log(`update ${update.update_id}: failed: ${String(error)}`);
    return text(503, 'Try again later');
  }
}
