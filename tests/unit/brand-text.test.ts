import { describe, expect, it } from 'vitest';
import { brandText } from '~/request/brands/brand-text';

describe('brand texts per language', () => {
  const footer = { EN: 'Slots and sports.', UR: 'سلاٹس اور کھیل۔', 'pt-br': 'Caça-níqueis e esportes.' };

  it('shows a plain string in every language', () => {
    expect(brandText('Slots and sports.', 'UR', 'EN')).toBe('Slots and sports.');
  });

  it('shows the text in the page language, whatever case the brand file wrote the code in', () => {
    expect(brandText(footer, 'UR', 'EN')).toBe('سلاٹس اور کھیل۔');
    expect(brandText(footer, 'PT-BR', 'EN')).toBe('Caça-níqueis e esportes.');
  });

  it('falls back to the brand default language when the page language has no text', () => {
    expect(brandText(footer, 'TH', 'EN')).toBe('Slots and sports.');
    expect(brandText(footer, 'PT', 'UR')).toBe('سلاٹس اور کھیل۔');
  });
});
