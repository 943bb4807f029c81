/** The Chromium finder of the browser tests: one implementation, shared with bench/ (scripts/chromium.mjs). */
export { CHROMIUM_ARGS, DEBIAN_CHROMIUM, INSTALL_HINT, findChromium } from '../../scripts/chromium.mjs';
