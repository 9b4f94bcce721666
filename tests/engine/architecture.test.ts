import { readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import ts from 'typescript';
import { DEATH_CAUSES } from '../../cloudfunctions/game/src/engine/werewolf/state';
import { GAMES } from '../../cloudfunctions/game/src/engine/registry';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';

// The engine's import graph, read with the TypeScript compiler: type imports and `declare module`
// augmentations count as much as value imports (a knot of types is still a knot to read).

const ROOT = resolve(__dirname, '../..');
const ENGINE = join(ROOT, 'cloudfunctions/game/src/engine');
const WEREWOLF = join(ENGINE, 'werewolf');
const ROLES_DIR = join(WEREWOLF, 'roles');
const KIT_DIR = join(WEREWOLF, 'kit');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function resolved(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch { /* not this one */ }
  }
  return base;
}

interface SourceFacts { imports: string[]; valueImports: string[]; strings: string[]; clocks: string[] }

/** Whether an import or export names types only (`import type`, or every name marked `type`). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings)
    && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** What a source imports, the string literals it holds, and its I/O or clock uses. */
function read(path: string): SourceFacts {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
  const facts: SourceFacts = { imports: [], valueImports: [], strings: [], clocks: [] };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      facts.imports.push(resolved(path, node.moduleSpecifier.text));
      if (!typeOnly(node)) facts.valueImports.push(resolved(path, node.moduleSpecifier.text));
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      facts.imports.push(resolved(path, node.name.text));
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])
      && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      facts.imports.push(resolved(path, node.arguments[0].text));
      facts.valueImports.push(resolved(path, node.arguments[0].text));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isModuleDeclaration(node.parent)) facts.strings.push(node.text);
    }
    if (ts.isIdentifier(node) && ['Date', 'setTimeout', 'setInterval', 'process'].includes(node.text)) facts.clocks.push(node.text);
    if (ts.isPropertyAccessExpression(node) && node.getText() === 'Math.random') facts.clocks.push('Math.random');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return facts;
}

const FILES = new Map(sources(ENGINE).map((path) => [path, read(path)]));
const name = (path: string) => relative(ROOT, path);
const inside = (dir: string, path: string) => path.startsWith(`${dir}/`);
const isRoleFile = (path: string) => inside(ROLES_DIR, path) && path !== join(ROLES_DIR, 'index.ts');
const isKernelFile = (path: string) => inside(WEREWOLF, path) && !inside(ROLES_DIR, path) && !inside(KIT_DIR, path);

/** Strongly connected components of the graph restricted to `dir` (Tarjan). */
function circles(dir: string): string[][] {
  const nodes = [...FILES.keys()].filter((f) => inside(dir, f));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    for (const w of FILES.get(v)?.imports ?? []) {
      if (!inside(dir, w) || !FILES.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const circle: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w !== undefined) circle.push(w);
    } while (w !== undefined && w !== v);
    found.push(circle);
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return found.sort((a, b) => b.length - a.length);
}

const edges = [...FILES].flatMap(([from, facts]) => facts.imports.map((to) => ({ from, to })));
const roleToRole = edges.filter((e) => isRoleFile(e.from) && isRoleFile(e.to));
const roleToOther = edges.filter((e) => isRoleFile(e.from)
  && !(e.to === join(KIT_DIR, 'index.ts') || inside(join(ENGINE, 'core'), e.to) || inside(join(ROOT, 'typings'), e.to)));
// Values a role uses come through the kit alone; engine/core and typings may lend it types only.
const roleValuesBesideKit = [...FILES].filter(([path]) => isRoleFile(path))
  .flatMap(([from, facts]) => facts.valueImports.filter((to) => to !== join(KIT_DIR, 'index.ts')).map((to) => ({ from, to })));
const kernelToRole = edges.filter((e) => isKernelFile(e.from) && inside(ROLES_DIR, e.to));
const engineToPages = edges.filter((e) => inside(join(ROOT, 'miniprogram'), e.to));
const largest = circles(WEREWOLF)[0] ?? [];

// A cause of death, a game or a 屠边 class may share its id with a role (the white wolf king's victims
// die of `whiteWolfKing`; 狼人杀 is `werewolf`; 屠边 counts `villager`s): those words are not the role.
const otherWords = new Set<string>([...DEATH_CAUSES, ...GAMES.map((g) => g.info.id), ...ROLES.map((r) => r.class)]);
const roleIds = new Set<string>(ROLES.map((r) => r.id).filter((id) => !otherWords.has(id)));

describe('the engine import graph', () => {
  test('figures', () => {
    console.log([
      `largest circle in engine/werewolf: ${largest.length} files (${largest.map(name).join(', ')})`,
      `role → role imports: ${roleToRole.length}`,
      `role → kernel (or anything but the kit, core, typings) imports: ${roleToOther.length}`,
      `role value imports from anything but the kit: ${roleValuesBesideKit.length}`,
      `kernel → role imports: ${kernelToRole.length}`,
      `engine → miniprogram imports: ${engineToPages.length}`,
    ].join('\n'));
    expect(FILES.size).toBeGreaterThan(100);
  });

  test('no circle of more than 5 files in engine/werewolf', () => {
    expect(largest.length).toBeLessThanOrEqual(5);
  });

  test('a role file imports only the kit, engine/core and typings; never another role', () => {
    expect(roleToOther.map((e) => `${name(e.from)} → ${name(e.to)}`)).toEqual([]);
  });

  test('a role takes every value from the kit: engine/core and typings lend it types only', () => {
    expect(roleValuesBesideKit.map((e) => `${name(e.from)} → ${name(e.to)}`)).toEqual([]);
  });

  test('the kernel imports no role file: the roles are handed to createWerewolf', () => {
    expect(kernelToRole.map((e) => `${name(e.from)} → ${name(e.to)}`)).toEqual([]);
  });

  test('the kernel names no role of the registry', () => {
    const named = [...FILES].filter(([path]) => isKernelFile(path))
      .flatMap(([path, facts]) => facts.strings.filter((s) => roleIds.has(s)).map((s) => `${name(path)}: '${s}'`));
    expect(named).toEqual([]);
  });

  test('the engine imports nothing from miniprogram/ (the pages get the rules as catalog data)', () => {
    const found = engineToPages.map((e) => `${name(e.from)} → ${name(e.to)}`);
    if (found.length > 0) {
      throw new Error(`The engine imports the mini-program (the deck rule is moved into the engine in a branch of its own):\n${found.join('\n')}`);
    }
  });

  test('no I/O or clock in the engine: it is pure and replays the same', () => {
    const io = edges.filter((e) => ['fs', 'path', 'http', 'https', 'child_process', 'os'].includes(e.to.replace(/^node:/, '')));
    const clocks = [...FILES].flatMap(([path, facts]) => facts.clocks.map((c) => `${name(path)}: ${c}`));
    expect([...io.map((e) => `${name(e.from)} → ${e.to}`), ...clocks]).toEqual([]);
  });

  test('the graph sees what it checks (a role file does import the kit)', () => {
    const seer = FILES.get(join(ROLES_DIR, 'seer.ts'));
    expect(seer?.imports).toContain(join(KIT_DIR, 'index.ts'));
    // The witch imports a type from typings and values from the kit: only the kit counts as values.
    const witch = FILES.get(join(ROLES_DIR, 'witch.ts'));
    expect(witch?.imports.some((to) => inside(join(ROOT, 'typings'), to))).toBe(true);
    expect(witch?.valueImports).toEqual([join(KIT_DIR, 'index.ts')]);
    expect(roleIds.has('seer')).toBe(true);
  });
});
