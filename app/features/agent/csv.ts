/** A plain decimal number ("-220.00"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV for spreadsheets. A cell that a spreadsheet would run as a formula (a leading =, +, -, @, tab or
 * carriage return) gets a leading apostrophe, except a plain number (a loss stays a negative number a sum can
 * add); every cell is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const guarded = /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return `"${guarded.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Vietnamese, Thai, Chinese names).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `team-bets_2026-11-01_2026-11-23.csv`: letters, digits, dash, dot and underscore only. */
export function csvFilename(report: string, fromDay: string, toDay: string): string {
  return `${report}_${fromDay}_${toDay}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
}
