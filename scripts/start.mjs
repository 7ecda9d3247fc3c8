// `npm start`: build the SPA if needed, then run the server in this same process (so its pid is
// the server's and signals reach it).
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
register();
await import('../server/main.ts');
