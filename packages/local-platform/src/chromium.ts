/** Debian's Chromium, as the browser tests and the web benchmark launch it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium tries hosts this machine cannot reach (NOTES.md).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The omnibox popup is a web page of its own (WebUI) that a new browser loads at start, headless
  // too: a second renderer busy for 2–3 s, which on two cores slowed whatever page came first.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
