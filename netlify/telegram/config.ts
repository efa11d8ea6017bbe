/**
 * The webhook's configuration, read from the environment Netlify gives the function (docs/deploying.md, "Telegram").
 * The Supabase service key is read here and nowhere else: no page or script of the site is built with it.
 */
export type ImportMode = 'draft' | 'publish';

export interface TelegramConfig {
  token: string;
  secret: string;
  /** The channel's numeric id (-100…) or its @username. */
  channel: string;
  mode: ImportMode;
  apiUrl: string;
  supabaseUrl: string;
  serviceKey: string;
}

export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';

type Env = Record<string, string | undefined>;

/** The configuration, or the names of the variables that are missing or wrong. */
export function readConfig(env: Env): TelegramConfig | { problems: string[] } {
  const value = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];
  const required = (name: string) => {
    const found = value(name);
    if (!found) problems.push(`${name} is not set`);
    return found;
  };
  const token = required('TELEGRAM_BOT_TOKEN');
  const secret = required('TELEGRAM_WEBHOOK_SECRET');
  const channel = required('TELEGRAM_CHANNEL_ID');
  const mode = value('TELEGRAM_IMPORT') || 'draft';
  if (mode !== 'draft' && mode !== 'publish') problems.push(`TELEGRAM_IMPORT is "${mode}": draft or publish`);
  // The project's URL is the one the site's build already has (GATSBY_SUPABASE_URL) unless SUPABASE_URL names it.
  const supabaseUrl = value('SUPABASE_URL') || value('GATSBY_SUPABASE_URL');
  if (!supabaseUrl) problems.push('SUPABASE_URL is not set');
  const serviceKey = required('SUPABASE_SERVICE_ROLE_KEY');
  const apiUrl = (value('TELEGRAM_API_URL') || DEFAULT_TELEGRAM_API_URL).replace(/\/+$/, '');
  if (problems.length > 0) return { problems };
  return { token, secret, channel, mode: mode as ImportMode, apiUrl, supabaseUrl, serviceKey };
}
