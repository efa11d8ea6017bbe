/**
 * `npm start`: the development server on http://localhost:8000.
 */
import { spawn } from 'node:child_process';

const child = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', '8000'], {
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
