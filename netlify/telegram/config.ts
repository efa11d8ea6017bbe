/**
 * The webhook's configuration, read from the environment Netlify gives the function (docs/deploying.md, "Telegram").
 * The Supabase service key is read here and nowhere else: no page or script of the site is built with it. The history
 * import (scripts/telegram-import.ts) reads the project the same way (readProject).
 */
export type ImportMode = 'draft' | 'publish';

/** The blog's Supabase project, written with its service key. */
export interface ProjectConfig {
  supabaseUrl: string;
  serviceKey: string;
}

export interface TelegramConfig extends ProjectConfig {
  token: string;
  secret: string;
  /** The channel's numeric id (-100…) or its @username. */
  channel: string;
  mode: ImportMode;
  apiUrl: string;
}

/** Far above any update Telegram sends (a message's text is at most 4096 characters, a caption 1024). */
export const MAX_UPDATE_BYTES = 256 * 1024;

export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';

export type Env = Record<string, string | undefined>;

const valueOf = (env: Env, name: string) => env[name]?.trim() ?? '';

/**
 * The project, with what is missing added to `problems`. Its URL is the one the site's build already has
 * (GATSBY_SUPABASE_URL) unless SUPABASE_URL names it.
 */
export function readProject(env: Env, problems: string[]): ProjectConfig {
  const supabaseUrl = valueOf(env, 'SUPABASE_URL') || valueOf(env, 'GATSBY_SUPABASE_URL');
  if (!supabaseUrl) problems.push('SUPABASE_URL is not set');
  const serviceKey = valueOf(env, 'SUPABASE_SERVICE_ROLE_KEY');
  if (!serviceKey) problems.push('SUPABASE_SERVICE_ROLE_KEY is not set');
  return { supabaseUrl, serviceKey };
}

/** The configuration, or the names of the variables that are missing or wrong. */
export function readConfig(env: Env): TelegramConfig | { problems: string[] } {
  const value = (name: string) => valueOf(env, name);
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
  const project = readProject(env, problems);
  const apiUrl = (value('TELEGRAM_API_URL') || DEFAULT_TELEGRAM_API_URL).replace(/\/+$/, '');
  if (problems.length > 0) return { problems };
  return { token, secret, channel, mode: mode as ImportMode, apiUrl, ...project };
}
