import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Env, readProject } from '../../../netlify/telegram/config';
import { fromMoscowInput } from '../../../src/blogEditor/posts';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { LOCAL_SUPABASE_SERVICE_KEY } from '../localSupabase/jwt';

/** `npm run telegram:import`'s command line and settings (docs/deploying.md, "Telegram"). */

export const USAGE = `npm run telegram:import -- <export folder> [--dry-run] [--publish] [--since 2025-01-01]

  <export folder>  what Telegram Desktop writes with Export chat history in the channel's menu, Format
                   «Machine-readable JSON»: result.json and its photos/, video_files/, files/
  --dry-run        print what would be made (posts, photos, videos, bytes, what is left out and why); change nothing
  --publish        publish the posts at once (without it they wait in the blog editor as drafts)
  --since DATE     only the messages sent from DATE on, Moscow time: 2025-01-01 or 2025-01-01T09:30

Without SUPABASE_URL it writes to the embedded backend (npm run supabase:local, npm run cms); with SUPABASE_URL,
SUPABASE_SERVICE_ROLE_KEY and TELEGRAM_CHANNEL_ID (the webhook's variables) to the studio's Supabase project.`;

export interface CommandLine {
  folder: string;
  dryRun: boolean;
  publish: boolean;
  since: { text: string; at: number } | null;
}

/** The command line, `help` when asked for, or what is wrong with it. `cwd`: where the command was typed. */
export function readCommandLine(args: string[], cwd: string): CommandLine | { help: true } | { problems: string[] } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const problems: string[] = [];
  if (positionals.length !== 1)
    problems.push(positionals.length === 0 ? 'Name the export folder' : `One export folder, not ${positionals.length}`);
  let since: CommandLine['since'] = null;
  if (values.since !== undefined) {
    const text = values.since.trim();
    const at = fromMoscowInput(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text);
    if (at === null) problems.push(`--since ${values.since}: a date as 2025-01-01, or a date and time as 2025-01-01T09:30 (Moscow time)`);
    else since = { text, at: Date.parse(at) };
  }
  if (problems.length > 0) return { problems };
  return { folder: path.resolve(cwd, positionals[0]!), dryRun: values['dry-run'] ?? false, publish: values.publish ?? false, since };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      'dry-run': { type: 'boolean' },
      publish: { type: 'boolean' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

export interface Settings {
  supabaseUrl: string;
  serviceKey: string;
  /** TELEGRAM_CHANNEL_ID: the export must be of this channel. Required for a real project, where a mistake shows. */
  channel: string | null;
  /** Where the posts go, as the first line names it. */
  target: string;
}

/**
 * Where the import writes. With no Supabase project named, the embedded backend on its usual address and its demo
 * service key, as `npm run serve` points the webhook at it; with one, the webhook's own variables (config.ts).
 */
export function readSettings(env: Env): Settings | { problems: string[] } {
  const channel = env.TELEGRAM_CHANNEL_ID?.trim() || null;
  if (!env.SUPABASE_URL?.trim() && !env.GATSBY_SUPABASE_URL?.trim()) {
    return {
      supabaseUrl: LOCAL_SUPABASE_URL,
      serviceKey: LOCAL_SUPABASE_SERVICE_KEY,
      channel,
      target: `the embedded backend at ${LOCAL_SUPABASE_URL} (start it with npm run supabase:local or npm run cms)`,
    };
  }
  const problems: string[] = [];
  const project = readProject(env, problems);
  if (!channel) problems.push("TELEGRAM_CHANNEL_ID is not set: the channel's @username or numeric id, as the webhook has it");
  if (problems.length > 0) return { problems };
  return { ...project, channel, target: project.supabaseUrl };
}
