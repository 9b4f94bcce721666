// What the mini-program ships: the files reachable from app.json (the main package) and everything
// under miniprogram/ that project.config.json's packOptions.ignore keeps (the upload). DevTools
// compiles each .ts to a .js of about the same size: the .ts source is counted as a stand-in.
// Used by `npm run bench` (figure 5) and by the package test of the pages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { MINIPROGRAM as MP, PROJECT_CONFIG } from './paths';

const COMPONENT_FILES = ['.json', '.wxml', '.wxss', '.ts', '.js'];
const IMAGE = /\.(png|jpe?g|gif|svg|webp)$/i;

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
const firstFile = (candidates: string[]) => candidates.find(isFile) ?? null;
const posix = (p: string) => p.split(sep).join('/');
const inside = (f: string) => !relative(MP, f).startsWith('..');

/** A script module as `require`/`import` names it: .ts before .js, else the folder's index. */
function script(base: string): string | null {
  return firstFile([`${base}.ts`, `${base}.js`, base, join(base, 'index.ts'), join(base, 'index.js')]);
}

/** Where a `usingComponents` entry points: relative, absolute (from miniprogram/), or an npm path. */
function componentBase(from: string, target: string): string {
  const base = target.startsWith('/') ? join(MP, target) : target.startsWith('.') ? join(dirname(from), target) : join(MP, 'miniprogram_npm', target);
  return existsSync(base) && statSync(base).isDirectory() ? join(base, 'index') : base;
}

/** A path written in a page's markup or style: absolute from miniprogram/ or relative to the file. */
const asset = (from: string, path: string) => (path.startsWith('/') ? join(MP, path) : join(dirname(from), path));

/** Every file the main package needs (absolute paths). */
export function mainPackage(): Set<string> {
  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (file: string | null) => {
    if (file && inside(file) && !seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  const addComponent = (base: string) => COMPONENT_FILES.forEach((ext) => add(firstFile([`${base}${ext}`])));

  const appJson = join(MP, 'app.json');
  const app = JSON.parse(readFileSync(appJson, 'utf8')) as {
    pages: string[]; sitemapLocation?: string; usingComponents?: Record<string, string>;
    tabBar?: { list?: { iconPath?: string; selectedIconPath?: string }[] };
  };
  add(appJson);
  add(script(join(MP, 'app')));
  add(firstFile([join(MP, 'app.wxss')]));
  if (app.sitemapLocation) add(join(MP, app.sitemapLocation));
  for (const target of Object.values(app.usingComponents ?? {})) addComponent(componentBase(appJson, target));
  for (const item of app.tabBar?.list ?? []) {
    for (const icon of [item.iconPath, item.selectedIconPath]) if (icon) add(firstFile([join(MP, icon)]));
  }
  for (const page of app.pages) addComponent(join(MP, page));

  while (queue.length > 0) {
    const file = queue.shift() as string;
    const ext = extname(file);
    if (IMAGE.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (ext === '.json' && file !== appJson) {
      const using = (JSON.parse(text) as { usingComponents?: Record<string, string> }).usingComponents ?? {};
      for (const target of Object.values(using)) addComponent(componentBase(file, target));
    } else if (ext === '.ts' || ext === '.js') {
      const specifiers = [
        ...[...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
        ...[...text.matchAll(/^\s*import\s+(type\s)?[^'"]*?['"]([^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2]),
        ...[...text.matchAll(/^\s*export\s+(type\s)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2]),
      ];
      for (const spec of specifiers) if (spec.startsWith('.') || spec.startsWith('/')) add(script(asset(file, spec)));
    } else if (ext === '.wxml') {
      for (const m of text.matchAll(/<(?:wxs|import|include)\s[^>]*?\bsrc=["']([^"']+)["']/g)) {
        add(firstFile([asset(file, m[1]), `${asset(file, m[1])}.wxml`]));
      }
      for (const m of text.matchAll(/\bsrc=["']([^"'{}]+)["']/g)) if (IMAGE.test(m[1])) add(firstFile([asset(file, m[1])]));
    } else if (ext === '.wxs') {
      for (const m of text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) add(firstFile([asset(file, m[1])]));
    } else if (ext === '.wxss') {
      for (const m of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) add(firstFile([asset(file, m[1]), `${asset(file, m[1])}.wxss`]));
      for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) if (IMAGE.test(m[1]) && !/^(data|https?):/.test(m[1])) add(firstFile([asset(file, m[1])]));
    }
  }
  return seen;
}

export interface IgnoreRule { type: string; value: string }

/** Whether packOptions.ignore leaves a file out (values are relative to miniprogram/). */
export function ignored(file: string, rules: IgnoreRule[]): boolean {
  const rel = posix(relative(MP, file));
  const name = rel.split('/').pop() ?? rel;
  return rules.some((rule) => {
    const value = rule.value.replace(/^\.?\//, '').replace(/\/$/, '');
    switch (rule.type) {
      case 'folder': return rel === value || rel.startsWith(`${value}/`);
      case 'file': return rel === value;
      case 'suffix': return name.endsWith(value);
      case 'prefix': return name.startsWith(value);
      case 'regexp': return new RegExp(rule.value).test(rel);
      case 'glob': return new RegExp(`^${value.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*')}$`).test(rel);
      default: return false;
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

export const bytes = (files: Iterable<string>) => [...files].reduce((n, f) => n + statSync(f).size, 0);

/** Every file under miniprogram/. */
export const allFiles = (): string[] => walk(MP);

export const relativeToMp = (file: string): string => posix(relative(MP, file));

/** project.config.json's packOptions.ignore (none when the file is missing). */
export function ignoreRules(): IgnoreRule[] {
  if (!existsSync(PROJECT_CONFIG)) return [];
  return (JSON.parse(readFileSync(PROJECT_CONFIG, 'utf8')) as { packOptions?: { ignore?: IgnoreRule[] } }).packOptions?.ignore ?? [];
}
