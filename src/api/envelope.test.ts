import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  bool,
  count,
  countMap,
  countOrNull,
  idOrNull,
  listEnvelope,
  numeric,
  numericId,
  text,
  textOrNull,
} from './envelope';

describe('tolerant primitives', () => {
  it('read numbers and ids from numbers or numeric strings', () => {
    expect(numeric().parse('1.0')).toBe(1);
    expect(numericId().parse('12')).toBe(12);
    expect(numericId().parse(12)).toBe(12);
    expect(numericId().safeParse('12a').success).toBe(false);
    expect(numericId().safeParse(1.5).success).toBe(false);
    expect(numericId().safeParse(null).success).toBe(false);
  });

  it('keep a missing id as null', () => {
    expect(idOrNull().parse(null)).toBeNull();
    expect(idOrNull().parse('')).toBeNull();
    expect(idOrNull().parse('7')).toBe(7);
  });

  it('read counters, with missing as 0', () => {
    expect(count().parse('3')).toBe(3);
    expect(count().parse(null)).toBe(0);
    expect(count().parse(undefined)).toBe(0);
    expect(count().safeParse('many').success).toBe(false);
    expect(countOrNull().parse(undefined)).toBeNull();
    expect(countOrNull().parse('4')).toBe(4);
    expect(countOrNull().parse([{}, {}])).toBe(2);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
  ])('read the flag %j as %j', (input, expected) => {
    expect(bool().parse(input)).toBe(expected);
  });

  it('read text, with null as empty, and "none" as null', () => {
    expect(text().parse(null)).toBe('');
    expect(text().parse(5)).toBe('5');
    expect(textOrNull().parse(false)).toBeNull();
    expect(textOrNull().parse('')).toBeNull();
    expect(textOrNull().parse('https://x.test/r')).toBe('https://x.test/r');
  });

  it('read count maps with string counts, and [] as empty', () => {
    expect(countMap().parse({ US: '3', FR: 1 })).toEqual({ US: 3, FR: 1 });
    expect(countMap().parse([])).toEqual({});
  });
});

describe('listEnvelope', () => {
  const schema = listEnvelope(['cta', 'overlay'], z.object({ id: numericId() }));

  it('reads the contract form into a Page', () => {
    const page = schema.parse({
      error: '0',
      data: {
        result: 3,
        perpage: 2,
        currentpage: 1,
        nextpage: 2,
        maxpage: 2,
        cta: [{ id: 1 }, { id: 2 }],
      },
    });
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 3,
      perPage: 2,
      page: 1,
      nextPage: 2,
      maxPage: 2,
    });
  });

  it('reads the real-world form: strings, the other key, nextpage null, float maxpage', () => {
    const page = schema.parse({
      error: 0,
      data: {
        result: '3',
        perpage: '2',
        currentpage: '2',
        nextpage: null,
        maxpage: '2.0',
        overlay: [{ id: '3' }],
      },
    });
    expect(page).toMatchObject({
      items: [{ id: 3 }],
      total: 3,
      page: 2,
      nextPage: null,
      maxPage: 2,
    });
  });

  it('reads an empty list with maxpage 0', () => {
    const page = schema.parse({
      error: 0,
      data: { result: 0, perpage: 15, currentpage: 1, nextpage: null, maxpage: 0, cta: [] },
    });
    expect(page).toEqual({ items: [], total: 0, perPage: 15, page: 1, nextPage: null, maxPage: 0 });
  });

  it('never points past the last page (nextpage equal to the current page)', () => {
    const page = schema.parse({
      data: { result: 1, perpage: 15, currentpage: 1, nextpage: 1, maxpage: 1, cta: [{ id: 1 }] },
    });
    expect(page.nextPage).toBeNull();
  });

  it('accepts a list sent as an object with numeric keys, and missing counts', () => {
    const page = schema.parse({ data: { cta: { 0: { id: 1 }, 1: { id: 2 } } } });
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 2,
      perPage: 2,
      page: 1,
      nextPage: null,
      maxPage: 1,
    });
  });

  it('says which list is missing', () => {
    const result = schema.safeParse({ data: { result: 0 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('the list "cta" or "overlay" is missing');
  });
});
