// `npm run staff -- grant <email> <role>`: server/staff-command.ts, run as TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('../server/staff-command.ts');
