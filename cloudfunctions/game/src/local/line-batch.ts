/**
 * Lines for an output stream, written together once per turn of the event loop. Writing to a pipe
 * or a file blocks the server for a system call; a busy server answers many calls in one turn, and
 * one write of all their lines costs what one line did.
 */
export interface LineBatch {
  add(line: string): void;
  /** Writes what is waiting now (before the process exits). */
  flush(): void;
}

export function lineBatch(write: (text: string) => void): LineBatch {
  let waiting = '';
  const flush = () => {
    if (waiting === '') return;
    const text = waiting;
    waiting = '';
    write(text);
  };
  return {
    add(line) {
      if (waiting === '') setImmediate(flush);
      waiting += `${line}\n`;
    },
    flush,
  };
}
