// The package budgets (npm run bench measures them too): the main package — the files
// reachable from app.json, Vant included — ≤ 1 MB; the whole upload ≤ 2 MB. project.config.json
// must point at what DevTools builds and uploads, leave out what is not used and not leave out what is.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allFiles, bytes, ignored, mainPackage, relativeToMp, type IgnoreRule } from '../../bench/package-files';

const ROOT = join(__dirname, '..', '..');
const project = JSON.parse(readFileSync(join(ROOT, 'project.config.json'), 'utf8'));
const rules: IgnoreRule[] = project.packOptions.ignore;

test('project.config.json points DevTools at the app, the built npm packages and the cloud function', () => {
  expect(existsSync(join(ROOT, project.miniprogramRoot, 'app.json'))).toBe(true);
  for (const { miniprogramNpmDistDir } of project.setting.packNpmRelationList) {
    expect(existsSync(join(ROOT, miniprogramNpmDistDir, 'miniprogram_npm', '@vant', 'weapp', 'button', 'index.js'))).toBe(true);
  }
  expect(existsSync(join(ROOT, project.cloudfunctionRoot, 'game', 'index.js'))).toBe(true);
});

test('构建 npm packs the pages\' components only: miniprogram/package.json holds Vant Weapp alone', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'miniprogram', 'package.json'), 'utf8'));
  expect(Object.keys(pkg.dependencies)).toEqual(['@vant/weapp']);
  expect(pkg.devDependencies).toBeUndefined();
  const lock = JSON.parse(readFileSync(join(ROOT, 'miniprogram', 'package-lock.json'), 'utf8'));
  expect(Object.keys(lock.packages).filter((p) => p !== '')).toEqual(['node_modules/@vant/weapp']);
  expect(readdirSync(join(ROOT, 'miniprogram', 'miniprogram_npm'))).toEqual(['@vant']);
  expect(readdirSync(join(ROOT, 'miniprogram', 'miniprogram_npm', '@vant'))).toEqual(['weapp']);
  // The npm packages and their manifests stay on the computer.
  for (const file of ['node_modules/@vant/weapp/package.json', 'package.json', 'package-lock.json']) {
    expect(ignored(join(ROOT, 'miniprogram', file), rules)).toBe(true);
  }
});

test('the upload leaves out unused Vant components and keeps every file the pages reach', () => {
  const main = mainPackage();
  // Every usingComponents entry resolves (node scripts/check-wxml.js checks it too), Vant included.
  expect([...main].map(relativeToMp)).toEqual(expect.arrayContaining([
    'miniprogram_npm/@vant/weapp/button/index.js', 'miniprogram_npm/@vant/weapp/common/component.js',
  ]));
  const lost = [...main].filter((f) => ignored(f, rules)).map(relativeToMp);
  expect(lost).toEqual([]);

  const usedVant = new Set([...main].map(relativeToMp).filter((f) => f.startsWith('miniprogram_npm/')).map((f) => f.split('/')[3]));
  const shipped = allFiles().filter((f) => !ignored(f, rules)).map(relativeToMp);
  const unusedShipped = [...new Set(shipped.filter((f) => f.startsWith('miniprogram_npm/')).map((f) => f.split('/')[3]))]
    .filter((dir) => !usedVant.has(dir));
  expect(unusedShipped).toEqual([]);
});

test('main package ≤ 1 MB, upload ≤ 2 MB', () => {
  const main = bytes(mainPackage());
  const upload = bytes(allFiles().filter((f) => !ignored(f, rules)));
  console.log(`mini-program size: main package ${(main / 1024).toFixed(1)} KB, upload ${(upload / 1024).toFixed(1)} KB`);
  expect(main).toBeLessThanOrEqual(1024 * 1024);
  expect(upload).toBeLessThanOrEqual(2 * 1024 * 1024);
});
