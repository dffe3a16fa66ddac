// The render worker's entry: a worker thread does not inherit the TypeScript loader its parent was started
// with, so it registers tsx itself before loading the worker's own module.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
