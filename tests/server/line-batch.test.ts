import { lineBatch } from '../../cloudfunctions/game/src/local/line-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the local server writes its call lines a turn of the event loop at a time', () => {
  it('writes the lines of one turn in one write, in order', async () => {
    const writes: string[] = [];
    const lines = lineBatch((text) => writes.push(text));
    lines.add('a');
    lines.add('b');
    lines.add('c');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    lines.add('d');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what waits at once when flushed (the process is about to exit), and nothing twice', async () => {
    const writes: string[] = [];
    const lines = lineBatch((text) => writes.push(text));
    lines.add('last call');
    lines.flush();
    expect(writes).toEqual(['last call\n']);
    await nextTurn();
    lines.flush();
    expect(writes).toEqual(['last call\n']);
  });
});
