import { describe, expect, it } from 'vitest';
import { isValidDay, parsePeriodKey } from './periods.ts';
import {
  calendarDay,
  hasForbiddenControlCharacters,
  httpUrl,
  instant,
  isHttpUrl,
  isUrlUnder,
  line,
  text,
} from './text.ts';

describe('text helpers', () => {
  it('refuses NUL and the other control characters; text() keeps tab, line feed and carriage return', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001by', 'del\u007f']) {
      expect(line().safeParse(bad).success).toBe(false);
      expect(text().safeParse(bad).success).toBe(false);
      expect(hasForbiddenControlCharacters(bad)).toBe(true);
    }
    for (const multiLine of ['one\ntwo', 'tab\there', 'windows\r\nline']) {
      expect(line().safeParse(multiLine).success).toBe(false);
      expect(text().safeParse(multiLine).success).toBe(true);
      expect(hasForbiddenControlCharacters(multiLine)).toBe(false);
    }
    expect(line().safeParse('Café « Le Vélo » — 5 €').success).toBe(true);
  });

  it('accepts only absolute http(s) URLs', () => {
    for (const good of ['https://example.org', 'http://example.org/a?b=c#d', 'https://xn--caf-dma.fr/']) {
      expect(isHttpUrl(good)).toBe(true);
      expect(httpUrl().safeParse(good).success).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/',
      '//example.org/logo.png',
      '/logo.png',
      'https://',
      'not a url',
      `https://example.org/${'x'.repeat(2000)}`,
      'https://example.org/\u0000',
    ]) {
      expect(httpUrl().safeParse(bad).success, bad).toBe(false);
    }
  });

  it('compares a URL with its base by parsed origin and path segments, never as a string prefix', () => {
    const base = 'https://shop.example.org';
    expect(isUrlUnder('https://shop.example.org/cafe', base)).toBe(true);
    expect(isUrlUnder('https://SHOP.example.org:443/cafe', base)).toBe(true);
    expect(isUrlUnder('https://shop.example.org.evil.test/cafe', base)).toBe(false);
    expect(isUrlUnder('https://shop.example.org@evil.test/cafe', base)).toBe(false);
    expect(isUrlUnder('https://user:pw@shop.example.org/cafe', base)).toBe(false);
    expect(isUrlUnder('http://shop.example.org/cafe', base)).toBe(false);
    expect(isUrlUnder('https://shop.example.org:8443/cafe', base)).toBe(false);
    expect(isUrlUnder('javascript:alert(1)//https://shop.example.org', base)).toBe(false);
    const withPath = 'https://example.org/shop/';
    expect(isUrlUnder('https://example.org/shop', withPath)).toBe(true);
    expect(isUrlUnder('https://example.org/shop/item?id=1', withPath)).toBe(true);
    expect(isUrlUnder('https://example.org/shopping', withPath)).toBe(false);
    expect(isUrlUnder('https://example.org/other', withPath)).toBe(false);
  });

  it('accepts only real calendar days between 2000 and 2100, and period keys in those years', () => {
    for (const good of ['2026-02-28', '2024-02-29', '2000-01-01', '2100-12-31']) {
      expect(calendarDay().safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-04-31',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '0001-01-01',
      '2026-1-1',
      '20260101',
      '2026-02-30T00:00:00Z',
    ]) {
      expect(calendarDay().safeParse(bad).success, bad).toBe(false);
      expect(isValidDay(bad)).toBe(false);
    }
    expect(instant().safeParse('2026-03-01T10:00:00+01:00').success).toBe(true);
    for (const bad of [
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '9999-12-31T10:00:00Z',
      '1970-01-01T00:00:00Z',
    ]) {
      expect(instant().safeParse(bad).success, bad).toBe(false);
    }
    expect(parsePeriodKey('2026-13')).toBeNull();
    expect(parsePeriodKey('2026-00')).toBeNull();
    expect(parsePeriodKey('2026-W54')).toBeNull();
    expect(parsePeriodKey('1999')).toBeNull();
    expect(parsePeriodKey('9999-01')).toBeNull();
    expect(parsePeriodKey('2101-W01')).toBeNull();
    expect(parsePeriodKey('2026-12')).toEqual({ period: 'month', startDate: '2026-12-01' });
    expect(parsePeriodKey('2100')).toEqual({ period: 'year', startDate: '2100-01-01' });
  });
});
