#!/usr/bin/env node
// `npm run preview`: a PNG of every page of the mini-program in the states a judge and a player
// meet, to look at without WeChat. Renders each state with miniprogram-simulate under jest
// (preview/**/*.preview.ts, real games: the engine in-process behind the fake transport) into
// preview/out/html/, then screenshots each HTML at 375×812 CSS px, device scale 2, into preview/out/.
// Pages taller than the screen also get <name>-full.png (the whole page).
//
//   node preview/index.js              every state
//   node preview/index.js judge card   only the preview files whose path matches (preview/judge.preview.ts…)
//   node preview/index.js --readme     also refresh docs/screenshots/ (README's pictures)
//
// Needs Debian's chromium and a CJK font (see `requirements` below); not part of `npm test`.
'use strict';

const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const { CHROMIUM, launch, ownSize } = require('./lib/browser');
const { README_SHOTS, writeReadmeShots } = require('./lib/readme');

const ROOT = join(__dirname, '..');
const OUT = join(__dirname, 'out');
const HTML = join(OUT, 'html');
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

function fontFamilies() {
  try {
    return execFileSync('fc-list', { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/** What is missing on this machine, or [] when the preview can run. */
function requirements() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push(`${CHROMIUM} (Debian package chromium)`);
  const fonts = fontFamilies();
  if (!/noto.*cjk/i.test(fonts)) missing.push('a CJK font (Debian package fonts-noto-cjk; `fc-list | grep -i "noto.*cjk"` finds none)');
  return { missing, emoji: /emoji/i.test(fonts) };
}

function render(filters) {
  rmSync(HTML, { recursive: true, force: true });
  mkdirSync(HTML, { recursive: true });
  const jest = require.resolve('jest/bin/jest');
  // Filters are jest path patterns: `judge` renders preview/judge.preview.ts only.
  const args = [jest, '--config', join(__dirname, 'jest.config.js'), '--silent', ...filters];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('preview: rendering failed (see the jest output above)');
    process.exit(result.status ?? 1);
  }
  return readdirSync(HTML).filter((f) => f.endsWith('.html')).sort();
}

async function main() {
  const argv = process.argv.slice(2);
  const readme = argv.includes('--readme');
  const filters = argv.filter((a) => !a.startsWith('--'));

  const { missing, emoji } = requirements();
  if (missing.length > 0) {
    console.error(`preview: missing ${missing.join(' and ')}.`);
    console.error('Install them once (Debian/Ubuntu, as root), then run `npm run preview` again:');
    console.error(`  ${INSTALL}`);
    process.exit(1);
  }
  try {
    require.resolve('@vant/icons/src/encode-woff2.less');
  } catch {
    console.warn('preview: @vant/icons is not installed: Vant\'s icons are drawn with plain glyphs (add the devDependency "@vant/icons": "3.0.2", the font @vant/weapp 1.11.7 uses)');
  }
  if (!emoji) console.warn('preview: no colour emoji font: 👍/👎 in the judge\'s hints show as boxes (apt-get install -y fonts-noto-color-emoji)');

  const started = Date.now();
  const pages = render(filters);
  const rendered = Date.now();
  if (pages.length === 0) {
    console.error('preview: nothing was rendered');
    process.exit(1);
  }

  mkdirSync(OUT, { recursive: true });
  // A full run starts from an empty folder (no pictures of states that no longer exist).
  if (filters.length === 0) for (const f of readdirSync(OUT)) if (f.endsWith('.png')) rmSync(join(OUT, f));
  const browser = await launch();
  const written = [];
  try {
    for (const page of pages) {
      const name = page.replace(/\.html$/, '');
      const html = join(HTML, page);
      const png = join(OUT, `${name}.png`);
      // A picture (the share images) gives its own size; a page is a phone screen.
      const { height } = await browser.screenshot(html, png, ownSize(html));
      written.push(png);
      // The whole page too when more than a sliver is below the screen (unless the state says its
      // whole page is another state's).
      const noFull = readFileSync(html, 'utf8').includes('<meta name="preview-full" content="no">');
      if (height > 812 + 20 && !noFull) {
        const full = join(OUT, `${name}-full.png`);
        await browser.screenshot(html, full, { fullPage: true });
        written.push(full);
      }
    }
  } finally {
    await browser.close();
  }
  const shot = Date.now();

  for (const png of written) console.log(`  ${relative(ROOT, png)}  ${Math.round(statSync(png).size / 1024)} KB`);
  console.log(`preview: ${pages.length} states, ${written.length} PNGs in ${relative(ROOT, OUT)}/ `
    + `(render ${((rendered - started) / 1000).toFixed(1)} s, screenshots ${((shot - rendered) / 1000).toFixed(1)} s)`);

  if (readme) {
    const missingShots = README_SHOTS.filter((s) => !pages.includes(`${s.from}.html`));
    if (missingShots.length > 0) {
      console.error(`preview: --readme needs ${missingShots.map((s) => s.from).join(', ')} (run without filters)`);
      process.exit(1);
    }
    for (const file of await writeReadmeShots(HTML)) console.log(`  ${relative(ROOT, file.path)}  ${Math.round(file.bytes / 1024)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
