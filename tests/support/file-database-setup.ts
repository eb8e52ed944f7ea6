import { afterAll } from 'vitest';
import { dropTestDatabase } from './file-database.ts';

// Registered before the file's own hooks, so it runs after them (vitest runs afterAll hooks as a stack).
afterAll(dropTestDatabase);
