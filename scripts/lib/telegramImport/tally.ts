import { BUCKET_LIMIT } from './mediaFile';
import { formatBytes, formatDuration } from './progress';

/** What a run did (or a dry run would do), counted as it goes, and the summary printed at its end. */
export class Tally {
  /** Messages read from the export, `--since` aside. */
  messages = 0;
  /** Messages left out by `--since`. */
  beforeSince = 0;
  posts = 0;
  imported = 0;
  edits = 0;
  unchanged = 0;
  photos = 0;
  videos = 0;
  bytes = 0;
  /** Videos over the bucket's limit, shown by their Telegram link. */
  links = 0;
  /** Posts kept as drafts whatever `--publish` says, with a note of what is missing. */
  incomplete = 0;
  /** Each message not brought, and why: skipped, refused, not in the export. */
  notBrought: Array<{ label: string; why: string }> = [];
  /** Messages a failure kept out this time: the next run brings them. */
  left: Array<{ label: string; why: string }> = [];

  /** Whether something the studio should look at was refused or failed. */
  get troubled(): boolean {
    return this.left.length > 0 || this.notBrought.some((item) => item.why.startsWith('refused'));
  }
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export interface SummaryOptions {
  dryRun: boolean;
  publish: boolean;
  since: string | null;
  elapsedMs: number;
  stopped: boolean;
}

/** The summary's lines: what was made, then each message not brought and why. */
export function summary(tally: Tally, options: SummaryOptions): string[] {
  const would = options.dryRun ? 'would ' : '';
  const state = options.publish ? 'published' : 'as drafts';
  const lines: string[] = [];
  const head = options.dryRun
    ? 'Dry run, nothing written'
    : options.stopped
      ? `Stopped after ${formatDuration(options.elapsedMs)}: run the same command again to go on where it stopped`
      : `Done in ${formatDuration(options.elapsedMs)}`;
  const made = [
    `${would}${options.dryRun ? 'make' : 'made'} ${plural(tally.posts, 'new post', 'new posts')} (${state}) from ${plural(tally.imported, 'message', 'messages')}`,
  ];
  if (tally.edits > 0)
    made.push(`${would}${options.dryRun ? 'bring' : 'brought'} ${plural(tally.edits, 'edited message', 'edited messages')} up to date`);
  if (tally.unchanged > 0) made.push(`${plural(tally.unchanged, 'message was', 'messages were')} already imported`);
  lines.push(`${head}: ${made.join(', ')}.`);
  const files = `${plural(tally.photos, 'photo', 'photos')} and ${plural(tally.videos, 'video', 'videos')} (${formatBytes(tally.bytes)})`;
  lines.push(
    `Media: ${options.dryRun ? `would copy ${files} into blog-media` : `${files} copied into blog-media`}` +
      (tally.links > 0
        ? `; ${plural(tally.links, 'video', 'videos')} over ${BUCKET_LIMIT} shown by ${tally.links === 1 ? 'its' : 'their'} Telegram link`
        : '') +
      (tally.incomplete > 0
        ? `; ${plural(tally.incomplete, 'post', 'posts')} kept as drafts, with what is missing noted for the editor`
        : '') +
      '.',
  );
  if (tally.beforeSince > 0) lines.push(`${plural(tally.beforeSince, 'message', 'messages')} before --since ${options.since}, left out.`);
  if (tally.notBrought.length > 0) {
    lines.push(`Not brought (${tally.notBrought.length}):`);
    for (const item of tally.notBrought) lines.push(`  ${item.label}: ${item.why}`);
  }
  if (tally.left.length > 0) {
    lines.push(`Left for the next run (${tally.left.length}): run the same command again to bring them:`);
    for (const item of tally.left) lines.push(`  ${item.label}: ${item.why}`);
  }
  return lines;
}
