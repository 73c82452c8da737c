/** How every tool here starts Debian's Chromium on this closed network (MACHINE.md). */

/** The browser binary (Playwright's own download is not reachable here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags without which Chromium reaches for the network or needs a sandbox it cannot have as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
