// Compiles every .wxml under miniprogram/ with the official WXML compiler (wcc, via
// miniprogram-compiler), the templates of the Vant components in miniprogram_npm/ included, since the
// page tests compile them all together. Also checks that every usingComponents entry of our pages
// and components points at a component that exists, and that no style of ours uses flex `gap`
// (ignored before iOS 14.5). Exits non-zero with the file and line of the first error.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { wxmlToJs } = require('miniprogram-compiler');

const root = join(__dirname, '..', 'miniprogram');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

if (!existsSync(join(root, 'miniprogram_npm'))) {
  console.error('check-wxml: miniprogram/miniprogram_npm is missing; run `npm run build` first');
  process.exit(1);
}

// miniprogram/node_modules holds the npm packages 构建 npm packs from: not part of the mini-program.
const ours = walk(root).filter((f) => f.endsWith('.wxml') && !/^(miniprogram_npm|node_modules)\b/.test(relative(root, f)));
const problems = [];

for (const wxml of ours) {
  const json = wxml.replace(/\.wxml$/, '.json');
  if (!existsSync(json)) {
    problems.push(`${relative(root, wxml)}: no ${relative(root, json)} beside it`);
    continue;
  }
  // wx:key names a property of each item (or *this): "index" keys nothing on a list of strings.
  if (/wx:key=["']index["']/.test(readFileSync(wxml, 'utf8'))) problems.push(`${relative(root, wxml)}: wx:key="index" keys nothing; give each item an id`);
  let using = {};
  try {
    using = JSON.parse(readFileSync(json, 'utf8')).usingComponents || {};
  } catch (error) {
    problems.push(`${relative(root, json)}: not valid JSON (${error.message})`);
    continue;
  }
  for (const [tag, target] of Object.entries(using)) {
    const base = target.startsWith('/') ? join(root, target)
      : target.startsWith('.') ? join(dirname(json), target)
        : join(root, 'miniprogram_npm', target);
    if (!existsSync(`${base}.json`)) problems.push(`${relative(root, json)}: <${tag}> → ${target} not found`);
  }
}

for (const wxss of walk(root).filter((f) => f.endsWith('.wxss') && !/^(miniprogram_npm|node_modules)\b/.test(relative(root, f)))) {
  readFileSync(wxss, 'utf8').split('\n').forEach((line, i) => {
    if (/(^|[\s;{])((row|column)-)?gap\s*:/.test(line)) problems.push(`${relative(root, wxss)}:${i + 1}: flex gap is ignored before iOS 14.5; use margins`);
  });
}

try {
  wxmlToJs(root);
} catch (error) {
  problems.push(String(error.message || error).trim());
}

if (problems.length > 0) {
  console.error(`check-wxml: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-wxml: ${ours.length} templates of ours and the Vant templates compile with wcc`);
