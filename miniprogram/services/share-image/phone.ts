// The review's pictures on the phone: drawn on a <canvas type="2d"> of a component, exported with
// wx.canvasToTempFilePath; the tall one saved with wx.saveImageToPhotosAlbum.
import type { Review } from '../../../typings/api';
import Toast from '../../miniprogram_npm/@vant/weapp/toast/toast';
import { drawTall, drawWide, TALL_WIDTH, tallHeight, WIDE, type Canvas2D } from './draw';

export type Layout = 'wide' | 'tall';

function isContext(value: unknown): value is Canvas2D {
  const ctx = value as Partial<Record<keyof Canvas2D, unknown>> | null;
  return typeof ctx?.fillText === 'function' && typeof ctx.measureText === 'function' && typeof ctx.fillRect === 'function' && typeof ctx.scale === 'function';
}

/** The picture of `review` as a temporary file, drawn on the canvas `selector` inside `owner`. */
export function pictureFile(owner: WechatMiniprogram.Component.TrivialInstance, selector: string, review: Review, layout: Layout): Promise<string> {
  const width = layout === 'wide' ? WIDE.width : TALL_WIDTH;
  const height = layout === 'wide' ? WIDE.height : tallHeight(review);
  return canvasPicture(owner, selector, width, height, (ctx) => (layout === 'wide' ? drawWide(ctx, review) : drawTall(ctx, review)));
}

/** What `draw` paints on `owner`'s 2D canvas `selector` (width × height logical pixels), as a temporary PNG file. */
export function canvasPicture(
  owner: WechatMiniprogram.Component.TrivialInstance, selector: string, width: number, height: number, draw: (ctx: Canvas2D) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    owner.createSelectorQuery().select(selector).fields({ node: true }).exec((found: { node?: WechatMiniprogram.Canvas }[]) => {
      const canvas = found?.[0]?.node;
      const ctx: unknown = canvas?.getContext('2d');
      if (!canvas || !isContext(ctx)) {
        reject(new Error('no 2d canvas'));
        return;
      }
      const scale = Math.min(3, wx.getWindowInfo().pixelRatio);
      canvas.width = width * scale;
      canvas.height = height * scale;
      ctx.scale(scale, scale);
      draw(ctx);
      wx.canvasToTempFilePath({
        canvas, x: 0, y: 0, width: width * scale, height: height * scale, destWidth: width * scale, destHeight: height * scale, fileType: 'png',
        success: (res) => resolve(res.tempFilePath),
        fail: (err) => reject(new Error(err.errMsg)),
      });
    });
  });
}

/**
 * Saves a picture to the photo album. Answers what to tell the player ('' when the player cancelled).
 * WeChat refuses without the album permission, or when the 用户隐私保护指引 does not declare it or the
 * player has not agreed to it.
 */
export function saveToAlbum(filePath: string): Promise<string> {
  return new Promise((resolve) => {
    wx.saveImageToPhotosAlbum({
      filePath,
      success: () => resolve('已保存到相册'),
      fail: (err: { errMsg: string; errno?: number }) => resolve(saveFailure(err)),
    });
  });
}

export function saveFailure(err: { errMsg: string; errno?: number }): string {
  if (/cancel/.test(err.errMsg)) return '';
  if (err.errno === 104 || err.errno === 112 || /privacy/i.test(err.errMsg)) return '保存失败：需要先同意小程序的隐私保护指引才能保存到相册';
  if (/auth|authorize|permission|deny/i.test(err.errMsg)) return '没有相册权限：请点右上角「…」→「设置」，打开「保存到相册」后再试';
  return '保存失败，请稍后再试';
}

/** 保存图片: the tall picture of the review drawn on `owner`'s #share-canvas, saved; the outcome in a toast. */
export async function saveReviewPicture(owner: WechatMiniprogram.Component.TrivialInstance, review: Review): Promise<void> {
  let file: string;
  try {
    file = await pictureFile(owner, '#share-canvas', review, 'tall');
  } catch {
    Toast('生成图片失败，请稍后再试');
    return;
  }
  const message = await saveToAlbum(file);
  if (message) Toast(message);
}
