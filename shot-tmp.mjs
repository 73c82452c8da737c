import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto(process.argv[2]); await p.waitForTimeout(1000);
console.log(await p.evaluate(() => {
  const core = new Set(); for (let c=0x20;c<=0x7e;c++) core.add(c);
  const out = {};
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let n; while ((n = walk.nextNode())) for (const ch of n.data) { const k = ch.codePointAt(0); if (!core.has(k)) out['U+'+k.toString(16)] = (out['U+'+k.toString(16)]||0)+1; }
  return JSON.stringify(out);
}));
await b.close();
