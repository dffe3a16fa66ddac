/**
 * The switches every Chromium the tests and the brand tools start is given: no sandbox (containers), no GPU, no
 * background traffic. Debian's Chromium runs the full browser headless, which gives each new window (every
 * Playwright context) the address bar's popup as a web page of its own, preloaded in a renderer of its own:
 * ~0.4 CPU-s a context for a bar no test types into. The features below keep that renderer from starting; what a
 * page draws is unchanged.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];
