// The preview renders (preview/**/*.preview.ts): not part of `npm test`; run by preview/index.js.
const { join } = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: join(__dirname, '..'),
  displayName: 'preview',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/preview/**/*.preview.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // The longest file (a whole 狼人杀 game, every state rendered) takes 1–2 s idle and 4.7 s at load 3.5
  // on two cores: jest's 5 s default fails on a busy machine. A minute holds well past load 4.
  testTimeout: 60_000,
};
