import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let total=0;
const counts = new Map();
for (let i=0;i<profile.samples.length;i++){ counts.set(profile.samples[i], (counts.get(profile.samples[i])||0) + (dt[i]||0)); }
const agg = new Map(); const aggUrl = new Map();
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; agg.set(key,(agg.get(key)||0)+t); const u=cf.url.split('/').pop()||cf.functionName; aggUrl.set(u,(aggUrl.get(u)||0)+t); total+=t; }
console.log('total ms', (total/1000).toFixed(0));
console.log([...aggUrl].sort((a,b)=>b[1]-a[1]).slice(0,15).map(([k,v])=>`${(v/1000).toFixed(0)}ms ${k}`).join('\n'));
console.log('---');
console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>`${(v/1000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close();
