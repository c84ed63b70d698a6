import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './paths';

/** `npm run reset`: forget every local user, script, document, payment and mail. */
const directory = join(REPOSITORY_ROOT, '.local');
rmSync(directory, { recursive: true, force: true });
console.log(`Removed ${directory}: the next npm start begins with empty local data.`);
