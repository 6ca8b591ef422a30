import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });
