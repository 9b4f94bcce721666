// Turns a page rendered by miniprogram-simulate (the same `load`/`open` helpers as the page tests)
// into a standalone HTML file that Chromium can screenshot: the page's DOM, the WXSS the simulator
// compiled for it, app.wxss, an icon font, WeChat's built-in tag styles and a navigation bar.
// ../shared/docs/preview.md explains each fix. Importing this module installs the render hooks,
// so import it before any `load(...)`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import simulate from 'miniprogram-simulate';
import { MP_ROOT, type Opened } from '../../tests/pages/helpers/load';
import type { Phone } from '../../tests/pages/helpers/env';

export const OUT = join(__dirname, '..', 'out', 'html');

interface Utils { transformRpx: (style: string, keepZero?: boolean) => string }
interface Wxss { compile: (wxss: string, options?: { prefix?: string }) => string }

// Paths are resolved the Node way; the modules are loaded through jest's `require`, so that the
// hooks land on the very instances the page tests' helpers use.
const resolve = createRequire(__filename).resolve;
const simulateDir = dirname(resolve('miniprogram-simulate/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simulateUtils: Utils = require(join(simulateDir, 'src', 'utils'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jUtils: Utils = require(resolve('j-component/src/tool/utils', { paths: [simulateDir] }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const wxss: Wxss = require(join(simulateDir, 'src', 'wxss'));

// 1. rpx: the simulator writes 1rpx as 1px; a 375-wide phone has 750rpx = 375px.
export function rpxToPx(style: string): string {
  return style.replace(/(-?(?:\d+\.?\d*|\.\d+))rpx/gi, (_all, n: string) => `${+(Number(n) / 2).toFixed(3)}px`);
}
simulateUtils.transformRpx = rpxToPx;
jUtils.transformRpx = rpxToPx;

// 2. Selectors: built-in tags are emitted as wx-view, wx-text…; the page is <body>; :host is the
//    component's own tag (the simulator's class prefix is that tag name).
const TAGS = ['view', 'text', 'button', 'input', 'textarea', 'image', 'label', 'icon', 'navigator', 'scroll-view', 'swiper', 'rich-text'];
const TAG_RE = new RegExp(`(^|[\\s>+~,(])(${TAGS.join('|')}|page)(?![\\w-])`, 'g');

export function rewriteSelectors(css: string, host: string): string {
  // Rule preludes only: text before a `{` that is not inside a declaration block.
  return css.replace(/(^|[{};])([^{};@]+)\{/g, (all, before: string, prelude: string) => {
    if (/^\s*(from|to|\d+%)/.test(prelude)) return all;
    const rewritten = prelude
      .replace(/:host(?![\w-])/g, host || 'main')
      .replace(TAG_RE, (_m, sep: string, tag: string) => `${sep}${tag === 'page' ? 'body' : `wx-${tag}`}`);
    return `${before}${rewritten}{`;
  });
}

const compile = wxss.compile;
wxss.compile = (source, options = {}) => compile(rewriteSelectors(source, options.prefix ?? 'main'), options);

// 3. app.wxss, which the simulator ignores: compiled with the page prefix (pages are <main>).
function appCss(): string {
  const file = join(MP_ROOT, 'app.wxss');
  return existsSync(file) ? rpxToPx(wxss.compile(readFileSync(file, 'utf8'), { prefix: 'main' })) : '';
}

// 4. Icons: Vant's icon font is on a CDN; @vant/icons ships the same woff2 inline.
function iconFontCss(): string {
  try {
    const less = readFileSync(resolve('@vant/icons/src/encode-woff2.less'), 'utf8');
    const src = /url\('(data:font\/woff2[^']+)'\)/.exec(less);
    if (src) return `@font-face{font-family:vant-icon;font-style:normal;font-weight:400;src:url('${src[1]}') format('woff2')}`;
  } catch {
    // not installed: the fallback below
  }
  // Without @vant/icons, draw the few icons the pages use with ordinary glyphs.
  const glyphs: Record<string, string> = {
    arrow: '›', 'arrow-left': '‹', 'arrow-down': '⌄', 'arrow-up': '⌃', success: '✓', cross: '✕', 'clear': '⊗',
  };
  return Object.entries(glyphs)
    .map(([name, glyph]) => `.van-icon--van-icon-${name}:before{content:'${glyph}'!important;font-family:sans-serif}`)
    .join('');
}

const BASE_CSS = `
html{-webkit-text-size-adjust:100%}
body{margin:0;padding-top:88px;min-height:100vh;box-sizing:border-box;
  font-family:"PingFang SC","Noto Sans CJK SC","Noto Sans SC","Helvetica Neue",sans-serif;
  font-size:16px;-webkit-font-smoothing:antialiased}
*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}
main,wx-view,wx-label,wx-scroll-view,wx-swiper,wx-navigator{display:block}
wx-label,wx-text{display:inline}
wx-text{white-space:pre-wrap}
wx-image{display:inline-block;width:320px;height:240px;overflow:hidden}
wx-icon{display:inline-block}
wx-button{position:relative;display:block;margin:0 auto;padding:0 14px;box-sizing:border-box;font-size:18px;
  text-align:center;line-height:2.55555556;border-radius:5px;overflow:hidden;color:#000;background-color:#f8f8f8;
  -webkit-tap-highlight-color:transparent}
wx-button::after{content:" ";width:200%;height:200%;position:absolute;top:0;left:0;border:1px solid rgba(0,0,0,.2);
  transform:scale(.5);transform-origin:0 0;box-sizing:border-box;border-radius:10px}
wx-input,wx-textarea{display:flex;align-items:center;min-height:1.4rem;overflow:hidden;white-space:nowrap}
wx-input::before,wx-textarea::before{content:attr(data-value);flex:1;text-align:inherit;overflow:hidden}
wx-input[data-empty]::before,wx-textarea[data-empty]::before{content:attr(data-placeholder);color:#c8c9cc}
/* Vant's collapse opens by an animation measured with getRect, which the simulator cannot run. */
.van-collapse-item--van-collapse-item__title--expanded+.van-collapse-item--van-collapse-item__wrapper{height:auto!important}
.wx-nav{position:fixed;top:0;left:0;right:0;height:88px;z-index:1000;background:#fff;color:#000;box-sizing:border-box}
.wx-status{height:44px;display:flex;align-items:center;justify-content:space-between;padding:0 26px 0 32px;
  font:600 15px/1 -apple-system,"Helvetica Neue",sans-serif}
.wx-battery{display:inline-block;width:22px;height:11px;border:1.5px solid #000;border-radius:3px;box-sizing:border-box;
  position:relative;margin-left:6px;vertical-align:middle}
.wx-battery::after{content:"";position:absolute;left:1.5px;top:1.5px;bottom:1.5px;width:14px;background:#000;border-radius:1px}
.wx-bars{display:inline-block;vertical-align:middle;font-size:11px;letter-spacing:1px}
.wx-title{height:44px;display:flex;align-items:center;justify-content:center;font-size:17px;font-weight:500;
  padding:0 100px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.wx-capsule{position:absolute;right:7px;top:50px;width:87px;height:32px;box-sizing:border-box;border-radius:16px;
  border:0.5px solid rgba(0,0,0,.12);background:rgba(255,255,255,.6);display:flex;align-items:center}
.wx-capsule span{flex:1;text-align:center;font-size:15px;line-height:1;letter-spacing:1px}
.wx-capsule i{width:0.5px;height:18px;background:rgba(0,0,0,.15)}
.wx-capsule b{display:inline-block;width:14px;height:14px;border:2.5px solid #000;border-radius:50%;box-sizing:border-box;
  position:relative}
.wx-capsule b::after{content:"";position:absolute;left:2px;top:2px;width:5px;height:5px;border-radius:50%;background:#000}
.wx-nav.wx-light-text .wx-battery{border-color:#fff}
.wx-nav.wx-light-text .wx-battery::after,.wx-nav.wx-light-text .wx-capsule i{background:#fff}
.wx-nav.wx-light-text .wx-capsule{border-color:rgba(255,255,255,.25);background:rgba(0,0,0,.15)}
.wx-nav.wx-light-text .wx-capsule b{border-color:#fff}
.wx-nav.wx-light-text .wx-capsule b::after{background:#fff}
.wx-home{position:fixed;left:50%;bottom:8px;width:134px;height:5px;margin-left:-67px;border-radius:3px;
  background:#000;z-index:1001}
`;

/** WeChat's bar as the page last coloured it (wx.setNavigationBarColor), app.json's otherwise. */
function navigationBar(title: string, chrome: Phone['chrome']): string {
  const colours = chrome ? ` style="background:${chrome.bar};color:${chrome.text}"` : '';
  const lightText = chrome?.text === '#ffffff' ? ' wx-light-text' : '';
  return `<div class="wx-nav${lightText}"${colours}><div class="wx-status"><span>9:41</span>`
    + '<span><span class="wx-bars">▂▄▆█</span><span class="wx-battery"></span></span></div>'
    + `<div class="wx-title">${escapeHtml(title)}</div>`
    + '<div class="wx-capsule"><span>•••</span><i></i><span><b></b></span></div></div>';
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function pageTitle(path: string): string {
  const read = (file: string): Record<string, unknown> => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const own = read(join(MP_ROOT, `${path}.json`)).navigationBarTitleText;
  const app = read(join(MP_ROOT, 'app.json')).window as Record<string, unknown> | undefined;
  return String(own ?? app?.navigationBarTitleText ?? '');
}

// 5. Inputs carry no text in the DOM: copy value/placeholder from the internal tree.
interface WxNode { _vt?: { attrs?: { name: string; value: unknown }[] } }
function fillInputs(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('wx-input, wx-textarea'))) {
    const node = (el as unknown as { __wxElement?: WxNode }).__wxElement;
    const attrs = new Map((node?._vt?.attrs ?? []).map((a) => [a.name, a.value]));
    const value = attrs.get('value');
    const text = value === undefined || value === null ? '' : String(value);
    el.setAttribute('data-value', attrs.get('password') === true ? '•'.repeat(text.length) : text);
    el.setAttribute('data-placeholder', String(attrs.get('placeholder') ?? ''));
    if (text === '') el.setAttribute('data-empty', '');
    else el.removeAttribute('data-empty');
  }
}

/** Styles the simulator injected for a loaded page (its id is what `load` returned). */
function pageCss(id: string): string {
  const style = document.head.querySelector(`style[id="${id}"]`);
  return style?.innerHTML ?? '';
}

export interface SnapshotOptions {
  /** The page path under miniprogram/ (for the navigation bar title). */
  path: string;
  /** What `load` returned for that page. */
  id: string;
  /** Extra CSS for this picture only. */
  css?: string;
  /** Scroll the picture so that this node (a selector inside the page) is just below the bar. */
  scrollTo?: string;
  /** false: no <name>-full.png (the whole page is another state's). */
  full?: boolean;
}

const SCROLL_SCRIPT = '<script>document.fonts.ready.then(function(){var el=document.querySelector("[data-preview-scroll]");'
  + 'if(el)window.scrollTo(0,el.getBoundingClientRect().top+window.scrollY-96);});</script>';

/** Writes preview/out/html/<name>.html for the page as it is now. */
export async function snapshot(name: string, opened: Opened, options: SnapshotOptions): Promise<string> {
  await simulate.sleep(400); // Vant's transitions
  const dom = opened.comp.dom as Element;
  fillInputs(dom);
  if (options.scrollTo) {
    const target = opened.comp.querySelector(options.scrollTo)?.dom as Element | undefined;
    if (!target) throw new Error(`snapshot ${name}: no node matches ${options.scrollTo}`);
    target.setAttribute('data-preview-scroll', '');
  }
  const css = [appCss(), pageCss(options.id)].join('\n')
    .replace(/@font-face\{[^}]*alicdn[^}]*\}/g, '')
    .replace(/env\(safe-area-inset-bottom\)/g, '34px')
    .replace(/constant\(safe-area-inset-bottom\)/g, '34px');
  const html = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=375, initial-scale=1">'
    + (options.full === false ? '<meta name="preview-full" content="no">' : '')
    + `<title>${escapeHtml(name)}</title>`
    + `<style>${BASE_CSS}</style><style>${iconFontCss()}</style><style>${css}</style>`
    + (options.css ? `<style>${options.css}</style>` : '')
    + `</head><body>${navigationBar(pageTitle(options.path), opened.phone.chrome)}${dom.outerHTML}<div class="wx-home"></div>`
    + `${options.scrollTo ? SCROLL_SCRIPT : ''}</body></html>`;
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.html`);
  writeFileSync(file, html);
  return file;
}
