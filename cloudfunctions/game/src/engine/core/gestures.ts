/**
 * The judge's gestures to an actor are written in brackets in the lines read at night: （向预言家做手势）,
 * （指向 3 号）, （摇手）, （给预言家看身份）, （拇指向上：可以 / 向下：不能）. They are for the judge at a
 * real table: the table hears the words without them, and a phone shows the fact itself instead.
 */
const GESTURE = /（[^）]*(?:示意|手势|指向|摇手|拇指|给[^）]*看)[^）]*）/g;

/** The lines as said aloud: gestures dropped, a line that was only a gesture gone. */
export function withoutGestures(say: readonly string[]): string[] {
  return say.map((line) => line.replace(GESTURE, '').trim()).filter((line) => line.length > 0);
}
