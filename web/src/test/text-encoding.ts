import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API react-router uses (imported first by setup.ts, before anything loads the router).
Object.assign(globalThis, { TextEncoder, TextDecoder });
