import fs from 'node:fs';
import path from 'node:path';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getEnv } from '~/lib/env.server';
import { notFound } from '~/lib/responses';
import { getBrandRegistry } from '~/request/brands/registry.server';
import { latestSheet, latestSheetFile } from './brand-sheets.server';
import { requireStaff } from './staff-sign-in.server';

const TYPES: Record<string, string> = { '.png': 'image/png', '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8' };

/** The folder every brand's sheets live under. */
export const brandSheetsRoot = () => path.resolve(getEnv().BRAND_SHEETS_DIR);

/** Where staging links a brand's newest contact sheet, or null when the brand has none. */
export function latestSheetHref(brandId: string): string | null {
  return latestSheet(brandSheetsRoot(), brandId) ? `/staff/sheets/${encodeURIComponent(brandId)}/index.html` : null;
}

/**
 * One file of a brand's newest contact sheet, for staff: the brand is looked up in the registry and the file
 * in that sheet's manifest, so only files the sheet script wrote are ever read; anything else is a 404.
 */
export function brandSheetFileLoader(args: LoaderFunctionArgs) {
  requireStaff(args);
  const brand = getBrandRegistry().brands.find((b) => b.id === args.params.brand);
  const file = brand && args.params.file ? latestSheetFile(brandSheetsRoot(), brand.id, args.params.file) : null;
  if (!file) throw notFound();
  return new Response(fs.readFileSync(file), {
    headers: {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      // The sheet's page shows its own images with its inline style, and nothing else: no script, no form, no frame.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    },
  });
}
