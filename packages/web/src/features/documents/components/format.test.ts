import { formatPublicationDate, formatSize, formatUploadDate } from './format';

describe('dates en-US in UTC', () => {
  it('shows the upload date as a short date plus a medium time, in UTC', () => {
    expect(formatUploadDate('2025-02-04T18:05:09.000Z')).toBe('2/4/25, 6:05:09 PM UTC');
    expect(formatUploadDate('2025-02-04T23:59:59.000-05:00')).toBe('2/5/25, 4:59:59 AM UTC');
  });
  it('keeps a publication day on its calendar day', () => {
    expect(formatPublicationDate('2024-03-31')).toBe('Mar 31, 2024');
    expect(formatPublicationDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatPublicationDate(null)).toBe('—');
  });
  it('sizes in B, KB, MB', () => {
    expect([formatSize(900), formatSize(48_213), formatSize(3 * 1024 * 1024)]).toEqual(['900 B', '47 KB', '3.0 MB']);
  });
});
