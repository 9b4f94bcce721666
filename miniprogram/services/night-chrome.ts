// WeChat's own chrome around a page: the navigation bar on top and the window behind the page (what
// shows when a page is pulled past its end). A page gone dark at night under a white bar would still
// light a dark room through closed eyelids, so at night the chrome turns as dark as the page.

/** The day chrome: app.json's `window` (navigation bar and background), which a page cannot read back. */
export const DAY_CHROME = { bar: '#ffffff', text: '#000000', window: '#f7f8fa' } as const;

/**
 * A page's chrome switch: `(night) => void` darkens the bar and the window to `nightColor` with white
 * text at night, and brings back the day's; WeChat is told only when it changes.
 */
export function nightChrome(nightColor: string): (night: boolean) => void {
  let shown = false;
  return (night) => {
    if (night === shown) return;
    shown = night;
    const bar = night ? nightColor : DAY_CHROME.bar;
    const window = night ? nightColor : DAY_CHROME.window;
    wx.setNavigationBarColor({ frontColor: night ? '#ffffff' : DAY_CHROME.text, backgroundColor: bar, animation: { duration: 0, timingFunc: 'linear' } });
    wx.setBackgroundColor({ backgroundColor: window, backgroundColorTop: window, backgroundColorBottom: window });
  };
}
