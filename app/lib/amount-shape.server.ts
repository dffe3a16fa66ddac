import { COMMON_SHAPE, type AmountShape } from './amount-shape';

const shapes = new Map<string, AmountShape>();

/** Reads `locale`'s way of writing amounts from Intl (kept: the same for every page). */
export function amountShapeOf(locale: string): AmountShape {
  const kept = shapes.get(locale);
  if (kept) return kept;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const parts = format.formatToParts(1234567890123);
  const groups = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const primary = groups.at(-1) ?? 3;
  const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d)).join('');
  // The fewest digits before the last group at which the locale starts grouping.
  let minGrouping = 1;
  while (minGrouping < 4 && !format.formatToParts(10 ** (primary + minGrouping - 1)).some((p) => p.type === 'group')) minGrouping++;
  const secondary = groups.at(-2) ?? primary;
  const read = {
    group: parts.find((p) => p.type === 'group')?.value ?? COMMON_SHAPE.group,
    decimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(0.5).find((p) => p.type === 'decimal')?.value ?? COMMON_SHAPE.decimal,
    primary,
    minGrouping,
  };
  const shape: AmountShape = {};
  for (const key of Object.keys(read) as (keyof typeof read)[]) if (read[key] !== COMMON_SHAPE[key]) Object.assign(shape, { [key]: read[key] });
  if (secondary !== primary) shape.secondary = secondary;
  if (digits !== '0123456789') shape.digits = digits;
  shapes.set(locale, shape);
  return shape;
}
