/**
 * `npm run typecheck` needs Gatsby's generated GraphQL types
 * (src/gatsby-types.d.ts, not committed). They are written by every
 * `gatsby build`; this runs one only when they are missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const types = path.resolve(__dirname, '../src/gatsby-types.d.ts');
if (!existsSync(types)) {
  console.log('src/gatsby-types.d.ts is missing: running `gatsby build` to generate it…');
  const result = spawnSync('npx', ['gatsby', 'build'], { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0 || !existsSync(types)) process.exit(result.status || 1);
}
