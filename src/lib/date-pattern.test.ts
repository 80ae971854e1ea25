import { describe, expect, it } from 'vitest';
import { dateOrder, formatDateTimeText, parseDateTimeText } from './date-pattern';

describe('dates typed in the app’s language', () => {
  it('follows each language’s order of day, month and year', () => {
    expect(dateOrder('en')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(dateOrder('fr')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateOrder('de')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
    expect(dateOrder('ar').order).toEqual(['day', 'month', 'year']);
    expect(dateOrder('zh-CN').order).toEqual(['year', 'month', 'day']);
  });

  it('shows a form value in that order, with a 24-hour time', () => {
    expect(formatDateTimeText('2030-12-31T18:30', 'fr')).toBe('31/12/2030 18:30');
    expect(formatDateTimeText('2030-12-31T18:30', 'en')).toBe('12/31/2030 18:30');
    expect(formatDateTimeText('2030-12-31T18:30', 'de')).toBe('31.12.2030 18:30');
    expect(formatDateTimeText('', 'fr')).toBe('');
  });

  it('reads what was typed back, and refuses what is no moment', () => {
    expect(parseDateTimeText('31/12/2030 18:30', 'fr')).toBe('2030-12-31T18:30');
    expect(parseDateTimeText('31.12.2030, 18.30', 'de')).toBe('2030-12-31T18:30');
    expect(parseDateTimeText('12/31/2030 6:30 PM', 'en')).toBe('2030-12-31T18:30');
    expect(parseDateTimeText('12/31/2030 12 am', 'en')).toBe('2030-12-31T00:00');
    expect(parseDateTimeText('٣١/١٢/٢٠٣٠ ١٨:٣٠', 'ar')).toBe('2030-12-31T18:30');
    expect(parseDateTimeText('2030-12-31T18:30', 'fr')).toBe('2030-12-31T18:30');
    expect(parseDateTimeText('  ', 'fr')).toBe('');
    expect(parseDateTimeText('31/12/2030 18:30', 'en')).toBeNull();
    expect(parseDateTimeText('30/02/2030 10:00', 'fr')).toBeNull();
    expect(parseDateTimeText('31/12/2030', 'fr')).toBeNull();
    expect(parseDateTimeText('31/12/2030 24:00', 'fr')).toBeNull();
    expect(parseDateTimeText('demain', 'fr')).toBeNull();
  });
});
