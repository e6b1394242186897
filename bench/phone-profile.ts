// npm run phone-profile -w @portal/bench — where the main thread's time goes on the signed-in first
// screens: a CPU profile (CDP Profiler) of a cold visit with the phone's CPU (4× slower) and network,
// summed by function (self time) and by the script each top-level task starts in. PROFILE_OUT=<folder>
// keeps the .cpuprofile files (open them in Chromium's DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, portalUnderTest } from './lib/phone-portal';
import { ACCOUNTS, SIGNED_IN_SCREENS, signInCall } from './phone-signed-in';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) per function, heaviest first. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || '(anónima)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const portal = await portalUnderTest(39411);
try {
  for (const screen of SIGNED_IN_SCREENS) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO' });
      const page = await context.newPage();
      await page.goto(`${portal.base}/politicas/privacidad`);
      await page.evaluate(signInCall, ACCOUNTS[screen.account]);
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${portal.base}${screen.path}`, { waitUntil: 'load' });
      await page.waitForTimeout(6000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      if (process.env.PROFILE_OUT) {
        mkdirSync(process.env.PROFILE_OUT, { recursive: true });
        const name = screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '');
        writeFileSync(join(process.env.PROFILE_OUT, `${name}.cpuprofile`), JSON.stringify(profile));
      }
      console.log(`\n${screen.path}: tiempo propio por función (ms, CPU 4×)`);
      for (const [name, ms] of selfTimes(profile).slice(0, 25))
        console.log(`${ms.toFixed(0).padStart(7)}  ${name}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await portal.stop();
}
