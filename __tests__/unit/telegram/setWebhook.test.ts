/** @jest-environment node */
/**
 * `npm run telegram:webhook` against the Bot API stand-in: setWebhook with the function's address, the secret and
 * only the updates the import reads, Telegram's answer printed; a missing variable or an http address refused before
 * anything is sent.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type BotApiStandIn, STAND_IN_TOKEN, startBotApiStandIn } from '../../support/botApiStandIn';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
let botApi: BotApiStandIn;
beforeAll(async () => {
  botApi = await startBotApiStandIn();
});
afterAll(async () => {
  await botApi?.close();
});

function run(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/telegram-webhook.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', TELEGRAM_API_URL: botApi.url, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

test('registers the function with the secret and the channel updates, and prints what Telegram answered', async () => {
  const { code, out } = await run({
    TELEGRAM_BOT_TOKEN: STAND_IN_TOKEN,
    TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-123',
    SITE_URL: 'https://kadr.example/',
  });
  expect(code).toBe(0);
  expect(out).toContain('"description":"Webhook was set"');
  expect(botApi.webhooks).toEqual([
    {
      url: 'https://kadr.example/.netlify/functions/telegram',
      secret_token: 'abc_DEF-123',
      allowed_updates: ['channel_post', 'edited_channel_post'],
    },
  ]);
});

test('refuses a missing token, a secret Telegram would refuse and an http address, sending nothing', async () => {
  const before = botApi.webhooks.length;
  const missing = await run({ TELEGRAM_WEBHOOK_SECRET: 'x', SITE_URL: 'https://kadr.example' });
  expect(missing.code).toBe(1);
  expect(missing.out).toContain('TELEGRAM_BOT_TOKEN is not set');
  const bad = await run({ TELEGRAM_BOT_TOKEN: STAND_IN_TOKEN, TELEGRAM_WEBHOOK_SECRET: 'has space', SITE_URL: 'http://kadr.example' });
  expect(bad.code).toBe(1);
  expect(bad.out).toMatch(/TELEGRAM_WEBHOOK_SECRET: 1 to 256/);
  expect(bad.out).toMatch(/https addresses only/);
  expect(botApi.webhooks).toHaveLength(before);
});
