import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * `npm run brand:icons -- <id> [--background #hex]`: draws a brand's home-screen PNGs from its
 * `icon.svg` in a headless Chromium: 192 and 512 px icons as drawn, and a maskable 512 px icon and the
 * 180 px Apple touch icon on a full-bleed background (phones crop those to their own shapes, so the
 * artwork sits inside the middle 80%). The background defaults to the icon's first fill colour.
 */
const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--') && !/^#/.test(a));
const backgroundArg = args.includes('--background') ? args[args.indexOf('--background') + 1] : undefined;
if (!id) {
  console.error('usage: npm run brand:icons -- <id> [--background #rrggbb]');
  process.exit(2);
}
const dir = path.join(path.resolve(process.env.BRANDS_DIR ?? 'brands'), id);
const svgFile = path.join(dir, 'icon.svg');
if (!fs.existsSync(svgFile)) {
  console.error(`${svgFile} is missing`);
  process.exit(1);
}
const svg = fs.readFileSync(svgFile, 'utf8');
const background = backgroundArg ?? svg.match(/fill="(#[0-9a-fA-F]{3,6})"/)?.[1] ?? '#222222';
if (!/^#[0-9a-fA-F]{3,6}$/.test(background)) {
  console.error(`--background must be a hex colour like #4c1d95 (got ${background})`);
  process.exit(2);
}
const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const outputs = [
  { file: 'icon-192.png', size: 192, inset: 0, fill: null },
  { file: 'icon-512.png', size: 512, inset: 0, fill: null },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.14, fill: background },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.08, fill: background },
];

const debian = '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(debian) ? debian : undefined),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, inset, fill } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<html><body style="margin:0;background:${fill ?? 'transparent'}"><img src="${src}" style="display:block;width:${size - 2 * pad}px;height:${size - 2 * pad}px;margin:${pad}px"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(dir, file), omitBackground: fill === null, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${path.join(dir, file)} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
