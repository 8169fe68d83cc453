import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';

describe('changesOf', () => {
  it('lists only the fields that differ', () => {
    expect(changesOf({ title: 'A', size: 1 }, { title: 'B', size: 1 })).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
  });

  it('shows a creation and a deletion field by field', () => {
    expect(changesOf(null, { value: 'x' })).toEqual([{ field: 'value', before: '—', after: 'x' }]);
    expect(changesOf({ guid: 'g' }, null)).toEqual([{ field: 'guid', before: 'g', after: '—' }]);
  });

  it('shows instants as UTC dates', () => {
    expect(changesOf({ handled_at: null }, { handled_at: '2026-11-23T04:11:44.743Z' })).toEqual([
      { field: 'handled_at', before: '—', after: 'Nov 23, 2026, 4:11:44 AM UTC' },
    ]);
  });

  it('writes nested values as JSON', () => {
    expect(changesOf({ rule: { on: true } }, { rule: { on: false } })).toEqual([
      { field: 'rule', before: '{"on":true}', after: '{"on":false}' },
    ]);
  });
});
