/**
 * `npm run bench:search`: how long the blog's search takes in the database (public.search_blog_posts, as anon, its rows
 * aggregated to one JSON text as PostgREST sends them) over BENCH_SEARCH_POSTS (default 5 000) generated posts, on
 * PGlite and, when BLOG_PG15_HOST and BLOG_PG15_PORT name a running cluster (as for the SQL tests, docs/testing.md),
 * on PostgreSQL 15. Each case runs BENCH_SEARCH_RUNS times (default 30) after three that are not counted; the table
 * gives the median and the slowest, in milliseconds, against the target of SEARCH_TARGET_MS. PGlite's time is the
 * query's own call in this process; PostgreSQL's is psql's `\timing` over a Unix socket. Run it on an idle machine.
 */
import { spawnSync } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import { createBlogDatabase, migrationSql } from '../scripts/lib/blogDatabase';
import { SUPABASE_PLATFORM_SQL } from '../scripts/lib/supabasePlatform';
import { BLOG_SEARCH_FUNCTION } from '../src/config/constants';
import { median } from './lighthouse';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 5000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
const WARM_UP = 3;
/** What a search may take in the database over 5 000 posts. */
const SEARCH_TARGET_MS = 50;

/** A seeded generator (a 32-bit LCG), so every run and both databases search the same posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Words a studio's channel uses, in their forms, with phrases the searches below look for. */
const TOPICAL = [
  ...'кастинг кастинга кастинги кастингов съёмка съёмки съёмок съёмках съёмочный актёр актёры актёров актрисы сериал сериала сериалы'.split(
    ' ',
  ),
  ...'реклама рекламы рекламный премьера премьеры премьеру площадка площадке площадки фестиваль фестиваля ёлка ёлки ёлке Кремль'.split(' '),
  ...'режиссёр оператор монтаж сценарий продюсер свет камера мотор звук грим костюмы локация бренд интеграция зрители награда'.split(' '),
  ...'shoot shooting shoots shot casting premiere premieres series crew camera cameras lights director producer brand award'.split(' '),
  'премьера фильма',
  'съёмочный день',
  'behind the scenes',
];
const FUNCTION_WORDS = 'и в на с по для о от мы наш это как что к за не а the a of and to in we our with for at on'.split(' ');
const SYLLABLES = 'ка ро ми на ло те ви са ду пе ли мо ра ны ко ст зо ре та ба го ле лу ме ну си то фа ха це'.split(' ');

/** `count` posts: 70 % Russian-like text, the rest English-like; a post of 20-160 words, one in twenty up to 600. */
function generatePosts(count: number): Array<{ content: string; published_at: string }> {
  const next = random(20261129);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // A long tail of rare words: a Zipf-like draw from 4 000 made-up ones.
  const tail = Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(''));
  const posts = [];
  for (let i = 0; i < count; i += 1) {
    const length = next() < 0.05 ? 200 + Math.floor(next() * 400) : 20 + Math.floor(next() * 140);
    const words: string[] = [];
    for (let w = 0; w < length; w += 1) {
      const r = next();
      words.push(r < 0.3 ? pick(FUNCTION_WORDS) : r < 0.36 ? pick(TOPICAL) : tail[Math.floor(tail.length * next() ** 3)]!);
    }
    // One post in 500 names the make-up room: a rare word, in a few posts of thousands.
    if (i % 500 === 0) words.splice(Math.floor(next() * words.length), 0, 'гримёрка');
    const text = words.join(' ');
    // Two posts an hour apart, the odd ones at one instant with the one before: the feed's tie-break at work too.
    const at = new Date(Date.UTC(2026, 10, 1) - Math.floor(i / 2) * 3_600_000);
    posts.push({ content: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`, published_at: at.toISOString() });
  }
  return posts;
}

interface Case {
  what: string;
  q: string;
  /** Ask for the page after the first one (the cursor of its last post). */
  secondPage?: boolean;
}

const CASES: Case[] = [
  { what: 'a word in its forms', q: 'кастинг' },
  { what: 'ё and a capital', q: 'Съёмки' },
  { what: 'an English word form', q: 'shoot' },
  { what: 'two words, both required', q: 'актёры сериал' },
  { what: 'a phrase', q: '"премьера фильма"' },
  { what: 'a common word, its second page', q: 'съемка', secondPage: true },
  { what: 'a rare word', q: 'гримерки' },
  { what: 'no match', q: 'несуществующее' },
  { what: 'stop words alone', q: 'the и' },
];

const literal = (text: string | null) => (text === null ? 'null' : `'${text.replace(/'/g, "''")}'`);

/** The statement PostgREST would run for a call: the function's rows as one JSON text. */
function callSql(q: string, before: { at: string; id: string } | null): string {
  return (
    `select coalesce(json_agg(_t.value), '[]')::text as body from public.${BLOG_SEARCH_FUNCTION}(` +
    `${literal(q)}, ${literal(before?.at ?? null)}, ${literal(before?.id ?? null)}, 5) as _t(value)`
  );
}

const INSERT_SQL = `insert into public.blog_posts (content, published_at, is_published)
  select post->>'content', (post->>'published_at')::timestamptz, true from json_array_elements($1::json) as post;
  analyze public.blog_posts;`;

interface Outcome {
  found: number;
  times: number[];
}

async function onPglite(posts: ReturnType<typeof generatePosts>, cases: Array<Case & { before: { at: string; id: string } | null }>) {
  const db: PGlite = await createBlogDatabase({ seed: false });
  try {
    await db.query(INSERT_SQL.split(';')[0]!, [JSON.stringify(posts)]);
    await db.exec('analyze public.blog_posts');
    const outcomes: Outcome[] = [];
    for (const { q, before } of cases) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < WARM_UP + RUNS; run += 1) {
        await db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          const started = performance.now();
          const { rows } = await tx.query<{ body: string }>(callSql(q, before));
          if (run >= WARM_UP) times.push(performance.now() - started);
          found = (JSON.parse(rows[0]!.body) as unknown[]).length;
        });
      }
      outcomes.push({ found, times });
    }
    return outcomes;
  } finally {
    await db.close();
  }
}

function psql(database: string, sql: string): string {
  const { host, port } = { host: process.env.BLOG_PG15_HOST!, port: process.env.BLOG_PG15_PORT ?? '5432' };
  const result = spawnSync(
    'psql',
    ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', host, '-p', port, '-U', 'postgres', '-d', database, '-f', '-'],
    {
      input: sql,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(result.stderr.trim() || `psql exited with ${result.status}`);
  return result.stdout;
}

function onPostgres15(
  posts: ReturnType<typeof generatePosts>,
  cases: Array<Case & { before: { at: string; id: string } | null }>,
): Outcome[] {
  const name = `blog_search_bench_${process.pid}`;
  psql('postgres', `drop database if exists ${name}; create database ${name};`);
  try {
    psql(name, [SUPABASE_PLATFORM_SQL, ...migrationSql(), INSERT_SQL.replace('$1', literal(JSON.stringify(posts)))].join('\n'));
    return cases.map(({ q, before }) => {
      // One session: psql times each statement (\timing), the rows go nowhere; then one more call counts them.
      const call = `${callSql(q, before)};`;
      const script = [
        'set role anon;',
        '\\o /dev/null',
        '\\timing on',
        ...Array.from({ length: WARM_UP + RUNS }, () => call),
        '\\timing off',
        '\\o',
        call,
      ];
      const out = psql(name, script.join('\n')).trim().split('\n');
      const times = out
        .flatMap((line) => /^Time: ([\d.]+) ms/.exec(line)?.[1] ?? [])
        .map(Number)
        .slice(WARM_UP);
      return { found: (JSON.parse(out[out.length - 1]!) as unknown[]).length, times };
    });
  } finally {
    psql('postgres', `drop database ${name} with (force);`);
  }
}

/** Each case with the cursor its second page starts after, found on PGlite before timing. */
async function withCursors(posts: ReturnType<typeof generatePosts>) {
  const db = await createBlogDatabase({ seed: false });
  try {
    await db.query(INSERT_SQL.split(';')[0]!, [JSON.stringify(posts)]);
    return await Promise.all(
      CASES.map(async (one) => {
        if (!one.secondPage) return { ...one, before: null };
        const { rows } = await db.query<{ body: string }>(callSql(one.q, null));
        const last = (JSON.parse(rows[0]!.body) as Array<{ published_at: string; id: string }>).at(-1)!;
        return { ...one, before: { at: last.published_at, id: last.id } };
      }),
    );
  } finally {
    await db.close();
  }
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const posts = generatePosts(POSTS);
  const cases = await withCursors(posts);
  const pglite = await onPglite(posts, cases);
  const pg15 = process.env.BLOG_PG15_HOST ? onPostgres15(posts, cases) : null;
  console.log(`Search over ${POSTS} generated posts, ${RUNS} runs a case, milliseconds (target: under ${SEARCH_TARGET_MS} ms)`);
  if (!pg15) console.log('PostgreSQL 15 skipped: BLOG_PG15_HOST is not set (docs/testing.md, "The blog").');
  console.log('');
  console.log('| case | query | rows | PGlite median | PGlite slowest | PostgreSQL 15 median | PostgreSQL 15 slowest |');
  console.log('|---|---|---|---|---|---|---|');
  const misses: string[] = [];
  cases.forEach(({ what, q }, i) => {
    const [lite, pg] = [pglite[i]!, pg15?.[i]];
    const medians = [median(lite.times), ...(pg ? [median(pg.times)] : [])];
    if (medians.some((value) => value >= SEARCH_TARGET_MS)) misses.push(what);
    const pgCells = pg ? [ms(median(pg.times)), ms(Math.max(...pg.times))] : ['-', '-'];
    console.log(
      `| ${what} | \`${q}\` | ${lite.found} | ${ms(median(lite.times))} | ${ms(Math.max(...lite.times))} | ${pgCells.join(' | ')} |`,
    );
  });
  console.log('');
  console.log(misses.length === 0 ? `Every median under ${SEARCH_TARGET_MS} ms.` : `Over ${SEARCH_TARGET_MS} ms: ${misses.join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
