/**
 * `npm run telegram:import -- <export folder>`: the studio's Telegram channel's history into the blog, from what
 * Telegram Desktop writes with *Export chat history* (docs/deploying.md, "Telegram"), by the webhook's rules
 * (netlify/telegram/rules.ts). Ctrl-C stops it after the posts under way; run again, it goes on where it stopped.
 *
 * package.json runs it with node itself (tsx as a loader) to bound V8's heap: a run's garbage (a request and a
 * response for each of thousands of messages and files) is then collected as it goes rather than let grow, and a
 * reading that kept the export in memory would fail instead of taking the machine's.
 */
import { serviceClient } from '../netlify/telegram/store';
import { readCommandLine, readSettings, USAGE } from './lib/telegramImport/options';
import { ImportRefused, runImport } from './lib/telegramImport/run';

async function main(): Promise<number> {
  // npm runs a script in the package's folder; INIT_CWD is where the command was typed.
  const command = readCommandLine(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  if ('help' in command) {
    console.log(USAGE);
    return 0;
  }
  const settings = readSettings(process.env);
  const problems = [...('problems' in command ? command.problems : []), ...('problems' in settings ? settings.problems : [])];
  if ('problems' in command || 'problems' in settings) {
    for (const problem of problems) console.error(problem);
    console.error(`\n${USAGE}`);
    return 2;
  }
  const stop = { requested: false };
  const onSignal = () => {
    if (stop.requested) process.exit(130);
    stop.requested = true;
    console.error('\nStopping after the posts under way (Ctrl-C again stops at once; either way, running again goes on where it stopped)');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const { exitCode } = await runImport({
      ...command,
      channel: settings.channel,
      db: serviceClient(settings.supabaseUrl, settings.serviceKey),
      target: settings.target,
      out: process.stdout,
      stop,
    });
    return exitCode;
  } catch (error) {
    if (error instanceof ImportRefused) {
      console.error(`Nothing imported: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
