// The benchmark's page runs (bench/pages/*.bench.ts): real pages on miniprogram-simulate under a
// fake clock. Not part of `npm test`; bench/live-calls.ts runs them and reads what they write.
const { join } = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: join(__dirname, '..', '..'),
  displayName: 'bench-pages',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/bench/pages/*.bench.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testTimeout: 20 * 60_000,
};
