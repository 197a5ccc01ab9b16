import { test } from 'node:test';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import * as h from './harness.mjs';
import * as play from './play.mjs';
const site = h.useSite('/tmp/pt/shots');
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
test('repl', { timeout: 3 * 3600 * 1000 }, async () => {
  const ctx = { site, h, play, fs, sleep };
  ctx.openPhone = async (w = 390, hh = 844, q = '?test=1') => {
    if (ctx.o) await ctx.o.context.close();
    ctx.o = await h.open(site.browser, site.url + q, { viewport: { width: w, height: hh }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    ctx.page = ctx.o.page;
  };
  ctx.shot = async (name) => { await ctx.page.screenshot({ path: `/tmp/pt/shots/${name}.png` }); return `/tmp/pt/shots/${name}.png`; };
  ctx.tap = (id) => h.tap(ctx.page, id);
  ctx.st = () => h.state(ctx.page);
  ctx.tapxy = async (x, y) => { const s = await h.state(ctx.page); await ctx.page.touchscreen.tap(x, y); await h.until(ctx.page, (n) => n.frames > s.frames && n.paused, 'settle'); };
  ctx.brief = async () => { const s = await h.state(ctx.page); const c = { ...s }; delete c.save; delete c.rects; c.rectIds = Object.keys(s.rects); return c; };
  fs.writeFileSync('/tmp/pt/q/ready', 'ok');
  while (!fs.existsSync('/tmp/pt/q/quit')) {
    if (fs.existsSync('/tmp/pt/q/cmd.js')) {
      const src = fs.readFileSync('/tmp/pt/q/cmd.js', 'utf8');
      fs.unlinkSync('/tmp/pt/q/cmd.js');
      let out;
      try { const r = await new AsyncFunction('ctx', 'h', src)(ctx, h); out = JSON.stringify(r, null, 1); }
      catch (e) { out = 'ERROR: ' + (e.stack || e); }
      fs.writeFileSync('/tmp/pt/q/out.tmp', String(out)); fs.renameSync('/tmp/pt/q/out.tmp', '/tmp/pt/q/out.txt');
    }
    await sleep(100);
  }
  if (ctx.o) await ctx.o.context.close();
});
