// Interactive driver: one browser page, controlled over HTTP on 127.0.0.1:8111.
// /open?w=&h=  /state  /tap?id=  /tapxy?x=&y=  /shot?name=  /swipe?x1=&y1=&x2=&y2=  /wait?ms=  /cmd?json=
import http from 'node:http';
import { launch, ready, state, tap, until, swipe } from '../harness.mjs';
const browser = await launch();
let ctx = null, page = null, errors = [];
const SHOTS = '/work/scratch/playtest/';
async function settle() { try { await until(page, (x) => x.paused, 'settle', 15000); } catch (e) {} }
const srv = http.createServer(async (req, res) => {
  const u = new URL(req.url, 'http://x');
  const q = Object.fromEntries(u.searchParams);
  let out;
  try {
    switch (u.pathname) {
      case '/open': {
        if (ctx) await ctx.close();
        ctx = await browser.newContext({ viewport: { width: +q.w, height: +q.h }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
        page = await ctx.newPage(); errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
        await page.goto('http://127.0.0.1:8099/?test=1');
        if (q.clear) { await page.evaluate(() => localStorage.clear()); await page.reload(); }
        await ready(page); await settle();
        out = 'ok'; break;
      }
      case '/state': { const s = await state(page); delete s.save; out = JSON.stringify(q.full ? s : { ...s, rects: Object.fromEntries(Object.entries(s.rects).map(([k, r]) => [k, r.map(Math.round)])) }); break; }
      case '/tap': await tap(page, q.id); out = 'ok'; break;
      case '/tapxy': { const before = (await state(page)).frames; await page.touchscreen.tap(+q.x, +q.y); try { await until(page, (n) => n.frames > before && n.paused, 'tap'); } catch (e) {} out = 'ok'; break; }
      case '/swipe': await swipe(page, { x: +q.x1, y: +q.y1 }, { x: +q.x2, y: +q.y2 }); out = 'ok'; break;
      case '/shot': await page.screenshot({ path: SHOTS + q.name + '.png' }); out = SHOTS + q.name + '.png'; break;
      case '/wait': await page.waitForTimeout(+q.ms); await settle(); out = 'ok'; break;
      case '/errors': out = JSON.stringify(errors); break;
      case '/eval': out = JSON.stringify(await page.evaluate(q.js)); break;
      case '/quit': res.end('bye'); await browser.close(); process.exit(0);
      default: out = '?';
    }
  } catch (e) { out = 'ERR ' + e.message; }
  res.end(out + '\n');
});
srv.listen(8111, '127.0.0.1', () => console.log('driver up'));
