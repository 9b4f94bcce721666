// The WeChat group behind a `wx.cloud.CloudID(...)` that a page sends with `joinCircle`.
import { badRequest } from '../../game/src/engine/core/errors';
import { isPlainObject } from '../../game/src/engine/core/guards';

/** An openGId as WeChat writes them: letters, digits, `-` and `_`. */
const OPEN_GID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The group a `wx.cloud.CloudID(...)` stands for: the platform hands the function the decoded
 * `{ cloudID, data: { openGId } }` in its place. Anything else (a bare string, a decode error, a
 * made-up shape) is refused.
 */
export function decodedGroup(value: unknown): string {
  const data = isPlainObject(value) && typeof value.cloudID === 'string' && isPlainObject(value.data) ? value.data : undefined;
  const openGId = data?.openGId;
  if (typeof openGId !== 'string' || !OPEN_GID.test(openGId)) throw badRequest('无法识别这个微信群，请从群里的分享卡片重新打开');
  return openGId;
}
