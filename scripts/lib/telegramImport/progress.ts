import { MultiBar } from 'cli-progress';

/**
 * What a run shows while it works. In a terminal, a progress bar (cli-progress) with the messages done, the bytes
 * copied and the time left, and above it a line for each message not brought; in a log (no terminal), a line for
 * every message and the same progress every few seconds.
 */

export interface Progress {
  messages: number;
  totalMessages: number;
  bytes: number;
  totalBytes: number;
  /** When the run started (ms). */
  startedAt: number;
}

/** "3.2 MB", "812 KB", "40 B". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** "1 h 5 min", "2 min 10 s", "7 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
  if (seconds >= 60) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${seconds} s`;
}

/**
 * How far the run is, from 0 to 1: half by messages, half by bytes, since which of the two takes the time depends on
 * the connection (an export of photos spends it on uploads, one of texts on the database's writes).
 */
function doneFraction(p: Progress): number {
  const messages = p.totalMessages > 0 ? p.messages / p.totalMessages : 1;
  if (p.totalBytes === 0) return messages;
  return (messages + p.bytes / p.totalBytes) / 2;
}

/** The time left at the pace so far, or null before anything is done. */
export function timeLeft(p: Progress, now: number): number | null {
  const done = doneFraction(p);
  if (done <= 0) return null;
  return ((now - p.startedAt) * (1 - done)) / done;
}

/** "1 200/3 000 messages, 45.1 MB/120.3 MB, about 1 min 20 s left". */
export function progressText(p: Progress, now: number): string {
  const left = timeLeft(p, now);
  return [
    `${p.messages}/${p.totalMessages} messages`,
    `${formatBytes(p.bytes)}/${formatBytes(p.totalBytes)}`,
    left === null ? 'time left not known yet' : `about ${formatDuration(left)} left`,
  ].join(', ');
}

export interface Reporter {
  /** A line about one message; `problem`: one to see in a terminal too, above the bar. */
  line(text: string, problem?: boolean): void;
  update(progress: Progress): void;
  stop(): void;
}

/** How often a log gets the progress line. */
const LOG_PROGRESS_MS = 5000;

export function reporter(stream: NodeJS.WriteStream, first: Progress): Reporter {
  let progress = first;
  if (!stream.isTTY) {
    let lastShown = Date.now();
    return {
      line: (text) => stream.write(`${text}\n`),
      update(next) {
        progress = next;
        if (Date.now() - lastShown < LOG_PROGRESS_MS) return;
        lastShown = Date.now();
        stream.write(`progress: ${progressText(progress, lastShown)}\n`);
      },
      stop: () => undefined,
    };
  }
  const bars = new MultiBar({
    stream,
    hideCursor: true,
    // The run's own Ctrl-C handling stops the bar (scripts/telegram-import.ts).
    gracefulExit: false,
    barsize: 24,
    format: (options) => {
      const width = options.barsize ?? 24;
      const filled = Math.round(doneFraction(progress) * width);
      return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${progressText(progress, Date.now())}`;
    },
  });
  const bar = bars.create(first.totalMessages, 0);
  return {
    line(text, problem = false) {
      if (problem) bars.log(`${text}\n`);
    },
    update(next) {
      progress = next;
      bar.update(next.messages);
    },
    stop: () => bars.stop(),
  };
}
