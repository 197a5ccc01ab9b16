// The three browser engines behind one small driver interface, so that one test flow (and the
// helpers in harness.mjs and play.mjs) runs on each of them:
//   chromium  Debian's Chromium through playwright-core (CDP)
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, headed under Xvfb
//   webkit    WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver, under Xvfb
// Firefox and WebKit need an X display: run the suite under xvfb-run (npm test and
// scripts/test.sh do). Both render WebGL 2 with Mesa's software GL.
//
// launchEngine(name) gives { name, newPage(view), close() }. newPage gives a fresh profile
// (empty storage, no service worker) as { page, consoleErrors(), close() }, where `page` offers
// what the helpers use and nothing more:
//   evaluate(fn, arg)        run fn(arg) in the page and return its (JSON-like) result
//   mouse.click(x, y), mouse.move(x, y), mouse.down(), mouse.up()     CSS pixels of the viewport
//   touchscreen.tap(x, y)    only where the engine can emulate touch (TOUCH[name])
//   screenshot({ path })     the viewport as PNG bytes, also written to path
//   goto(url), reload()      both return once the document has loaded
// `view` is { width, height, phone }: phone asks for a 2x touch screen where the engine emulates one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { freePort, launch } from './harness.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
// Whether the engine's automation can emulate a touch screen (real touch events from a tap).
// WebKitWebDriver turns touch pointer actions into mouse events.
export const TOUCH = { chromium: true, firefox: true, webkit: false };
const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// What an engine lacks here, in words, or '' when it can run.
export function missing(name) {
  if (name === 'chromium') return '';
  const binary = name === 'firefox' ? FIREFOX : WEBKIT_DRIVER;
  if (!fs.existsSync(binary)) return `${binary} is not installed (scripts/deps.sh browser installs it)`;
  if (!process.env.DISPLAY) return 'no X display: run the suite under xvfb-run (npm test and scripts/test.sh do)';
  return '';
}

export async function launchEngine(name) {
  const why = missing(name);
  if (why) throw new Error(`${name} cannot run: ${why}`);
  if (name === 'chromium') return chromiumEngine();
  if (name === 'firefox') return firefoxEngine();
  if (name === 'webkit') return webkitEngine();
  throw new Error(`unknown engine '${name}' (expected one of ${ENGINES.join(', ')})`);
}

// Console errors and uncaught exceptions of a page, from the engine's own events.
function collectErrors(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function chromiumEngine() {
  const browser = await launch();
  return {
    name: 'chromium',
    async newPage({ width, height, phone }) {
      const context = await browser.newContext({ viewport: { width, height },
        ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      const errors = collectErrors(page);
      return { page, consoleErrors: async () => errors, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

async function firefoxEngine() {
  const { default: puppeteer } = await import('puppeteer-core');
  // Headed: headless Firefox has no WebGL 2 here (docs/TOOLCHAIN.md, "Three engines").
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: false, defaultViewport: null,
    env: { ...process.env, MOZ_HEADLESS: '', LIBGL_ALWAYS_SOFTWARE: '1' },
  });
  return {
    name: 'firefox',
    async newPage({ width, height, phone }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height, ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}) });
      const errors = collectErrors(page);
      return { page, consoleErrors: async () => errors, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

// WebKitWebDriver serves one browser per session, so each page is its own session (about a
// second to start), which also gives each test an empty profile.
async function webkitEngine() {
  const { Builder, Capabilities } = await import('selenium-webdriver');
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore', env: { ...process.env, LIBGL_ALWAYS_SOFTWARE: '1' } });
  const server = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {  // until the driver answers
    try {
      if ((await fetch(`${server}/status`)).ok) break;
    } catch { /* not listening yet */ }
    if (i > 100) throw new Error('WebKitWebDriver did not start');
    await sleep(100);
  }
  const sessions = new Set();
  return {
    name: 'webkit',
    async newPage({ width, height }) {
      const caps = new Capabilities({ browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } });
      const driver = await new Builder().usingServer(server).withCapabilities(caps).build();
      sessions.add(driver);
      const page = new WebKitPage(driver);
      await page.resize(width, height);
      return {
        page,
        consoleErrors: () => page.consoleErrors(),
        close: async () => { sessions.delete(driver); await driver.quit(); },
      };
    },
    async close() {
      for (const d of sessions) await d.quit().catch(() => {});
      driverProcess.kill();
    },
  };
}

// The driver interface on a selenium session. WebKitWebDriver offers no console log, so the
// page's errors are read from what tests/e2e/console-probe.js recorded (see webkitSite).
class WebKitPage {
  constructor(driver) {
    this.driver = driver;
    this.errors = [];
    const act = (f) => f(this.driver.actions()).perform();
    const at = (a, x, y) => a.move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' });
    this.mouse = {
      click: (x, y) => act((a) => at(a, x, y).press().release()),
      move: (x, y) => act((a) => at(a, x, y)),
      down: () => act((a) => a.press()),
      up: () => act((a) => a.release()),
    };
  }

  // The window is sized so that the viewport (the window less MiniBrowser's toolbar) is width x height.
  async resize(width, height) {
    const win = this.driver.manage().window();
    await win.setRect({ width, height });
    const inner = await this.evaluate(() => [window.innerWidth, window.innerHeight]);
    await win.setRect({ width: 2 * width - inner[0], height: 2 * height - inner[1] });
  }

  evaluate(fn, arg) {
    return this.driver.executeScript(fn, arg);
  }

  async screenshot({ path }) {
    const png = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (path) fs.writeFileSync(path, png);
    return png;
  }

  async goto(url) {
    await this.keepErrors();
    await this.driver.get(url);
  }

  // Returns once the new document is in place: a mark left on the old one must be gone (the
  // driver may answer before the old document is replaced).
  async reload() {
    await this.keepErrors();
    await this.evaluate(() => { window.rummyOldDocument = true; });
    await this.driver.navigate().refresh();
    for (const end = Date.now() + 30000; ;) {
      const old = await this.evaluate(() => window.rummyOldDocument === true).catch(() => true);
      if (!old) return;
      if (Date.now() > end) throw new Error('the page did not reload within 30 s');
      await sleep(100);
    }
  }

  async keepErrors() {
    try {
      this.errors.push(...(await this.evaluate(() => window.rummyConsoleErrors || [])));
    } catch { /* no document yet */ }
  }

  async consoleErrors() {
    const now = await this.evaluate(() => window.rummyConsoleErrors || null);
    if (now === null) return [...this.errors, 'the console probe is missing: serve the site with webkitSite()'];
    return [...this.errors, ...now];
  }
}

// A copy of dist/ whose page loads tests/e2e/console-probe.js first (and whose service worker
// keeps it), so that errors are recorded from the start in an engine whose automation cannot
// read the console. Returns the copy's folder.
export function webkitSite(dist, dir) {
  fs.cpSync(dist, dir, { recursive: true });
  const probe = new URL('./console-probe.js', import.meta.url);
  fs.copyFileSync(probe, `${dir}/console-probe.js`);
  const index = `${dir}/index.html`;
  const html = fs.readFileSync(index, 'utf8');
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the probe before');
  fs.writeFileSync(index, html.replace('</head>', '<script src="./console-probe.js"></script>\n</head>'));
  const sw = `${dir}/sw.js`;
  const text = fs.readFileSync(sw, 'utf8');
  if (!text.includes('"./index.html"')) throw new Error('sw.js does not list ./index.html');
  fs.writeFileSync(sw, text.replace('"./index.html"', '"./index.html","./console-probe.js"'));
  return dir;
}
