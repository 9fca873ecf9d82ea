#!/usr/bin/env node
// Renders Selah's app icons from the SVG artwork in web/public/icons with the machine's Chromium
// (playwright-core drives /usr/bin/chromium; nothing is downloaded). Run it only to change the art:
//   node web/scripts/make-icons.mjs
//
//   icon.svg          -> icon-192.png, icon-512.png   ("any": corners rounded, transparent outside)
//   icon-maskable.svg -> icon-maskable-512.png         (full bleed; launchers apply their own mask)
//   icon.svg          -> apple-touch-icon.png (180)    (full bleed and opaque; iOS rounds it itself)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ICONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192, rounded: true },
  { source: 'icon.svg', file: 'icon-512.png', size: 512, rounded: true },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512, rounded: false },
  { source: 'icon.svg', file: 'apple-touch-icon.png', size: 180, rounded: false },
];

// The same corner radius as the brand mark (12 of 40).
const CORNER_RADIUS = '30%';

function page(svg, size, rounded) {
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const radius = rounded ? CORNER_RADIUS : '0';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: transparent; }
    img { display: block; width: ${size}px; height: ${size}px; border-radius: ${radius}; }
  </style></head><body><img src="${dataUrl}" alt=""></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'],
});
try {
  for (const { source, file, size, rounded } of OUTPUTS) {
    const svg = readFileSync(join(ICONS, source), 'utf8');
    const context = await browser.newContext({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(page(svg, size, rounded));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.screenshot({
      path: join(ICONS, file),
      clip: { x: 0, y: 0, width: size, height: size },
      omitBackground: rounded,
    });
    await context.close();
    console.log(`wrote ${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
