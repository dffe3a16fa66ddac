import type { SheetManifest } from '../../app/features/staging/brand-sheets.server';
import { escapeHtml } from '../../app/lib/escape-html';

/**
 * The sheet's page: a row per page, a column per width and mode, each shot linked to its full size; with a
 * comparison, changed rows are marked (`data-changed`) and their changed shots link their diff image. Self-contained
 * (inline style, no script), so it opens from the folder or through staging's route alike.
 */
export function sheetHtml(manifest: SheetManifest): string {
  const columns = manifest.widths.flatMap((width) => manifest.modes.map((mode) => ({ width, mode })));
  const changedPages = new Set(manifest.compare?.changedPages ?? []);
  const rows = manifest.pages.map((page) => {
    const changed = changedPages.has(page.id);
    const cells = columns.map(({ width, mode }) => {
      const shot = manifest.shots.find((s) => s.page === page.id && s.width === width.id && s.mode === mode);
      if (!shot) return '<td></td>';
      const diff = shot.diff?.changed
        ? `<p class="diff">changed${shot.diff.pixels ? `: ${shot.diff.pixels} px` : ''}${shot.diff.note ? ` (${escapeHtml(shot.diff.note)})` : ''}${shot.diff.file ? ` · <a href="${escapeHtml(shot.diff.file)}">diff</a>` : ''}</p>`
        : '';
      const alt = `${page.id}, ${width.id} ${width.px} px, ${mode}`;
      return `<td data-shot="${escapeHtml(shot.file)}"${shot.diff?.changed ? ' data-changed="true"' : ''}><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(alt)}" loading="lazy" style="max-width:${width.id === 'phone' ? 195 : 320}px"></a><p class="meta">${shot.status} ${escapeHtml(shot.landedOn)}</p>${diff}</td>`;
    });
    const title = `<th scope="row">${escapeHtml(page.id)}<br><span class="meta">${escapeHtml(page.path)}${page.member ? ' (member)' : ''}${page.maintenance ? ' (maintenance)' : ''}</span>${changed ? '<br><span class="badge">changed</span>' : ''}</th>`;
    return `<tr data-page="${escapeHtml(page.id)}"${changed ? ' data-changed="true"' : ''}>${title}${cells.join('')}</tr>`;
  });
  const heads = columns.map(({ width, mode }) => `<th scope="col">${escapeHtml(width.id)} ${width.px} px · ${mode}</th>`);
  const summary = manifest.compare
    ? `<p>Compared with <code>${escapeHtml(manifest.compare.against)}</code>: ${manifest.compare.changedPages.length ? `changed pages: ${manifest.compare.changedPages.map(escapeHtml).join(', ')}` : 'no page changed'}.</p>
<p class="meta" data-tolerance="${manifest.compare.equalAtMostPixels ?? 0}">A shot counts as changed when more than ${manifest.compare.equalAtMostPixels ?? 0} of its pixels differ (pixelmatch, colour threshold ${manifest.compare.threshold ?? 'default'}, anti-aliased pixels not counted); a smaller difference is counted but the shot is equal.</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(manifest.brand.name)} contact sheet ${escapeHtml(manifest.takenAt)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1a1a1a; background: #f4f4f4; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.5rem; vertical-align: top; background: #fff; }
tr[data-changed] th[scope="row"] { background: #fff4d6; }
td[data-changed] { outline: 3px solid #b35c00; outline-offset: -3px; }
img { display: block; height: auto; border: 1px solid #ddd; }
.meta { color: #555; font-size: 12px; margin: 0.25rem 0 0; }
.diff { color: #8a4500; font-weight: 600; margin: 0.25rem 0 0; }
.badge { display: inline-block; margin-top: 0.25rem; padding: 0 0.4rem; background: #b35c00; color: #fff; border-radius: 3px; }
.wrap { overflow-x: auto; }
</style>
</head>
<body>
<h1>${escapeHtml(manifest.brand.name)} (${escapeHtml(manifest.brand.id)}${manifest.brand.draft ? ', draft' : ''})</h1>
<p>Taken ${escapeHtml(manifest.takenAt)} on <code>${escapeHtml(manifest.brand.host)}</code> against the reference platform; member pages as <code>${escapeHtml(manifest.member)}</code>.</p>
${summary}
<div class="wrap"><table>
<thead><tr><th scope="col">Page</th>${heads.join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>
</body>
</html>
`;
}
