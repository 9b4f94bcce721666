// The WeChat group behind a `wx.cloud.CloudID(...)` that a page sends with `joinCircle`.
import { createHash } from 'node:crypto';
import { badRequest } from '../../game/src/engine/core/errors';
import { isPlainObject } from '../../game/src/engine/core/guards';
import { ID_ALPHABET } from './params';

/** An openGId as WeChat writes them: letters, digits, `-` and `_`. */
const OPEN_GID = /^[A-Za-z0-9_-]{8,64}$/;

/** WeChat's exchange of CloudIDs for their data (`cloud.getOpenData`), one entry per id asked. */
export type OpenDataExchange = (cloudIDs: string[]) => Promise<{ list: unknown[] }>;

const UNREADABLE = '无法识别这个微信群，请从群里的分享卡片重新打开';

/**
 * The group a `wx.cloud.CloudID(...)` stands for. The platform puts `{ cloudID, data }` in its place,
 * but a phone can send an object of that shape itself: only the CloudID is taken from the event, and
 * WeChat is asked what it stands for. Anything else (a bare string, a decode error, an id WeChat did
 * not issue) is refused.
 */
export async function verifiedGroup(value: unknown, exchange: OpenDataExchange): Promise<string> {
  const cloudID = isPlainObject(value) && typeof value.cloudID === 'string' && value.cloudID !== '' ? value.cloudID : undefined;
  if (cloudID === undefined) throw badRequest(UNREADABLE);
  const [entry] = (await exchange([cloudID]).catch(() => ({ list: [] }))).list;
  const data = isPlainObject(entry) && entry.cloudID === cloudID && isPlainObject(entry.data) ? entry.data : undefined;
  const openGId = data?.openGId;
  if (typeof openGId !== 'string' || !OPEN_GID.test(openGId)) throw badRequest(UNREADABLE);
  return openGId;
}

/**
 * The id of a group's 圈子, the same whoever makes it: two members tapping at once both try to
 * create this one id, and the store lets one of them.
 */
export function groupCircleId(groupId: string): string {
  const digest = createHash('sha256').update(groupId).digest();
  return `c${Array.from(digest.subarray(0, 12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}
