/**
 * Imported first by a jsdom test that renders with react-dom/server (the build's renderer): under jest's jsdom
 * environment that resolves to React's browser server build, which needs TextEncoder at load, and jsdom has none.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
