// The benchmark's output: one table (figure, value, budget, PASS/OVER) on stdout, the same as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Status = 'PASS' | 'OVER' | 'INFO' | 'N/A';

export interface Row {
  /** The figure group it belongs to (the # column of the table). */
  figure: number;
  name: string;
  /** The figure as a number (in `unit`), null when it could not be measured. */
  value: number | null;
  unit: string;
  /** How the value is printed. */
  text: string;
  /** The budget as printed ('—' for a figure shown for context only). */
  budget: string;
  status: Status;
  /** Numbers behind the figure (samples, the two sides of a ratio…). */
  detail?: Record<string, unknown>;
}

/** A row checked against a budget: `within` says whether the value meets it. */
export function budgeted(
  figure: number, name: string, value: number | null, unit: string, text: string, budget: string, within: boolean,
  detail?: Record<string, unknown>,
): Row {
  const status: Status = value === null || Number.isNaN(value) ? 'N/A' : within ? 'PASS' : 'OVER';
  return { figure, name, value, unit, text, budget, status, ...(detail && { detail }) };
}

/** A row shown for context, without a budget of its own. */
export function info(figure: number, name: string, value: number | null, unit: string, text: string, detail?: Record<string, unknown>): Row {
  return { figure, name, value, unit, text, budget: '—', status: 'INFO', ...(detail && { detail }) };
}

/** Display width in a terminal: CJK and full-width forms take two columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    w += (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf)
      || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff)
      || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60)
      || (code >= 0xffe0 && code <= 0xffe6) ? 2 : 1;
  }
  return w;
}

function pad(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)));
}

const HEADER = ['#', 'figure', 'value', 'budget', ''];

function cells(row: Row): string[] {
  return [String(row.figure), row.name, row.text, row.budget, row.status];
}

/** The table for the terminal. */
export function table(rows: Row[]): string {
  const all = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => width(r[i]))));
  const line = (r: string[]) => r.map((c, i) => pad(c, widths[i])).join('  ').trimEnd();
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(cells(r)))].join('\n');
}

/** The same table as Markdown, for README. */
export function markdown(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| # | 数字 | 测得 | 预算 | |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
  ].join('\n');
}

export function writeResults(file: string, meta: Record<string, unknown>, rows: Row[], notes: string[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...meta, rows, notes }, null, 2)}\n`);
}
