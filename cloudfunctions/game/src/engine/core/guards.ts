/** Runtime checks for values that arrive from outside as parsed JSON. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An input that says nothing: absent, null or empty (a 过, or a close with the answers as given). */
export function saysNothing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}

export function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

export function isSeatNumber(value: unknown, players: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= players;
}

/**
 * Whether typed text holds a character nobody can see or that breaks a line: control and format
 * characters (zero-width spaces, direction marks), line and paragraph separators, and half a
 * surrogate pair (a phone shows �). "苹果" and "苹果\u200b" would look the same on every phone yet be
 * two words. The zero-width joiner stays allowed: emoji such as 👨‍👩‍👧 are built with it.
 */
export function hasHiddenCharacter(text: string): boolean {
  return /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]|(?!\u200d)\p{Cf}/u.test(text);
}

/** Typed text in one form: an accented letter typed as one character or as two is the same text (NFC). */
export function typedText(value: string): string {
  return value.trim().normalize('NFC');
}
