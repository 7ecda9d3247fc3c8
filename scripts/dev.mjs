// `npm run dev`: the API server (tsx watch, NODE_ENV=development) on API_PORT and Vite's dev server
// with hot reload on PORT, proxying /api, /sso, /pay and /media to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, NODE_ENV: 'development', API_PORT: apiPort };
const children = [
  spawn('node', ['node_modules/.bin/tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('node', ['node_modules/.bin/vite'], { stdio: 'inherit', env }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
