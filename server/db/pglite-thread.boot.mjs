// A worker thread starts without the server's TypeScript loader: register it, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.worker.ts');
