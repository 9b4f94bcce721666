import fc from 'fast-check';
import { bodyArb, expectWellFormed } from '../helpers/junk';
import { serverForFile } from '../helpers/server';

const server = serverForFile({ GAME_RATE_LIMIT: '0' });

describe('junk sent over HTTP', () => {
  it('gets 200 with the documented shape (or 413 for an oversized body), never 5xx, and leaves the room as it was', async () => {
    const { data } = await server.call('judge', 'createRoom', { game: 'killer', players: 9 });
    const roomNo = data.roomNo;
    await server.call('judge', 'act', { roomNo, stepId: 1 });
    await server.call('judge', 'act', { roomNo, stepId: 2 });
    const snapshot = async () => JSON.stringify((await server.call('judge', 'judgeView', { roomNo })).data);
    const before = await snapshot();
    let failures = 0;
    await fc.assert(fc.asyncProperty(bodyArb({ roomNo, stepId: 3 }), async (body) => {
      // Never a legal change of this room: undo, redeal, closeRoom, leave and rescues come from a
      // stranger, joins and watching from the judge (who may neither sit down nor watch).
      const caller = ['act', 'judgeView', 'joinRoom', 'watch'].some((a) => a === body.action) ? 'judge' : 'stranger';
      const text = JSON.stringify(body);
      const { status, json } = await server.post(caller, text);
      if (Buffer.byteLength(text) > 16 * 1024) {
        expect(status).toBe(413);
        return;
      }
      expect(status).toBe(200);
      expectWellFormed(json);
      if (!json.ok) failures += 1;
    }), { numRuns: 1500 });
    expect(failures).toBeGreaterThan(1200);
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('stops reading a chunked body once it passes 16 KB and answers 413', async () => {
    const { connect } = await import('node:net');
    const url = new URL(server.url);
    // A raw socket: the server may close while we are still sending, and its answer must be there.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      let received = '';
      // Like a real client: stop sending once the answer comes, then hang up.
      socket.on('data', (data) => {
        received += data.toString();
        socket.end();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
      socket.write('POST /api/game HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Openid: a\r\nTransfer-Encoding: chunked\r\n\r\n');
      const chunk = 'x'.repeat(4096);
      const frame = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
      let sent = 0;
      const pump = () => {
        const open = () => received === '' && !socket.destroyed;
        while (sent < 64 && open() && socket.write(frame)) sent += 1;
        if (sent < 64 && open()) socket.once('drain', pump);
      };
      socket.write('1b\r\n{"action":"catalog","pad":"\r\n');
      pump();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"BAD_REQUEST"');
    expect((await server.call('a', 'catalog')).ok).toBe(true);
  });

  it('refuses bodies that are not JSON with 400 and the same error shape', async () => {
    for (const text of ['', 'null x', '{action:"catalog"}', '\u0000\u0001', '[1,2', '"unterminated']) {
      const { status, json } = await server.post('a', text);
      expect(status).toBe(400);
      expectWellFormed(json);
    }
  });
});
