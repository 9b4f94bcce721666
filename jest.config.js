/** @type {import('jest').Config} */
const shared = {
  // 'ts' before 'js': miniprogram-simulate requires page paths without an extension.
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  setupFiles: ['<rootDir>/tests/helpers/fast-check-seed.ts'],
};

// `npm run check:wechat` runs the page tests on WeChat's compiled output (MINIPROGRAM_BUILD, a folder
// with no .ts file): the tests' own imports of miniprogram/… go there too, so they share its modules.
const compiled = process.env.MINIPROGRAM_BUILD;

module.exports = {
  // Generous: the load and property tests share two cores with everything else on a CI machine.
  testTimeout: 30_000,
  // A worker per core: jest's default leaves one core to itself, which on a 2-core machine runs the
  // files one after another (the whole suite then takes nearly twice as long).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/pages/'],
    },
    {
      ...shared,
      displayName: 'pages',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/pages/**/*.test.ts'],
      ...(compiled && { moduleNameMapper: { '^(?:\\.\\./)+miniprogram/(.*)$': `${compiled}/$1` } }),
    },
  ],
};
