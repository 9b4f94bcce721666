// What the mini-program ships: the files reachable from app.json (the main package) and everything
// under miniprogram/ that project.config.json does not ignore (the upload). TypeScript sources are
// counted at their own size (DevTools compiles each to a .js of about the same size).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';

export const MP = join(__dirname, '..', '..', '..', 'miniprogram');
const COMPONENT_FILES = ['.json', '.wxml', '.wxss', '.ts', '.js'];

function firstExisting(candidates: string[]): string | null {
  return candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

/** A script module: .ts before .js (what DevTools compiles), else an index file. */
function script(base: string): string | null {
  return firstExisting([`${base}.ts`, `${base}.js`, base, join(base, 'index.ts'), join(base, 'index.js')]);
}

function componentBase(from: string, target: string): string {
  if (target.startsWith('/')) return join(MP, target);
  if (target.startsWith('.')) return join(dirname(from), target);
  return join(MP, 'miniprogram_npm', target);
}

/** Every file the main package needs, as absolute paths. */
export function mainPackage(): Set<string> {
  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (file: string | null) => {
    if (file && !seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  const addComponent = (base: string) => {
    for (const ext of COMPONENT_FILES) add(firstExisting([`${base}${ext}`]));
  };

  const appJson = join(MP, 'app.json');
  add(appJson);
  add(script(join(MP, 'app')));
  add(firstExisting([join(MP, 'app.wxss')]));
  const app = JSON.parse(readFileSync(appJson, 'utf8'));
  if (app.sitemapLocation) add(join(MP, app.sitemapLocation));
  for (const page of app.pages as string[]) addComponent(join(MP, page));

  while (queue.length > 0) {
    const file = queue.shift() as string;
    const text = readFileSync(file, 'utf8');
    const ext = extname(file);
    if (ext === '.json' && file !== appJson) {
      const using: Record<string, string> = JSON.parse(text).usingComponents ?? {};
      for (const target of Object.values(using)) addComponent(componentBase(file, target));
    } else if (ext === '.ts' || ext === '.js') {
      const specifiers = [
        ...[...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
        ...[...text.matchAll(/\bimport\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/g)]
          .filter((m) => !m[1]).map((m) => m[2]),
        ...[...text.matchAll(/\bexport\s+(type\s+)?[^;'"]*?\s+from\s+['"]([^'"]+)['"]/g)]
          .filter((m) => !m[1]).map((m) => m[2]),
      ];
      for (const spec of specifiers) if (spec.startsWith('.')) add(script(join(dirname(file), spec)));
    } else if (ext === '.wxml') {
      for (const m of text.matchAll(/<(?:wxs|import|include)\s[^>]*\bsrc="([^"]+)"/g)) {
        add(firstExisting([join(dirname(file), m[1]), `${join(dirname(file), m[1])}.wxml`]));
      }
    } else if (ext === '.wxs') {
      for (const m of text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) add(firstExisting([join(dirname(file), m[1])]));
    } else if (ext === '.wxss') {
      for (const m of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) {
        const target = m[1].startsWith('/') ? join(MP, m[1]) : join(dirname(file), m[1]);
        add(firstExisting([target, `${target}.wxss`]));
      }
    }
  }
  return seen;
}

export interface IgnoreRule { type: 'folder' | 'file' | 'suffix' | 'prefix'; value: string }

function posix(path: string): string {
  return path.split(sep).join('/');
}

export function ignored(file: string, rules: IgnoreRule[]): boolean {
  const rel = posix(relative(MP, file)).toLowerCase();
  const name = rel.split('/').pop() ?? rel;
  return rules.some((rule) => {
    const value = rule.value.toLowerCase().replace(/^\.\//, '').replace(/\/$/, '');
    switch (rule.type) {
      case 'folder': return rel.startsWith(`${value}/`);
      case 'file': return rel === value;
      case 'suffix': return name.endsWith(value);
      case 'prefix': return name.startsWith(value);
    }
  });
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

export function allFiles(): string[] {
  return walk(MP);
}

export function bytes(files: Iterable<string>): number {
  let total = 0;
  for (const f of files) total += statSync(f).size;
  return total;
}

export function relativeToMp(file: string): string {
  return posix(relative(MP, file));
}
