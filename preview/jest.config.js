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
};
