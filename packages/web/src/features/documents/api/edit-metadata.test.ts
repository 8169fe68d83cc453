import { draftOf, toMetadataPayload, toPublicationDate } from './edit-metadata';
import { sampleFile } from '../components/test-files';

describe('metadata editor conversion', () => {
  it.each([
    ['2024/03/31', '2024-03-31'],
    ['2024-03-31', '2024-03-31'],
    ['  2021/1/5 ', '2021-1-5'],
    ['', null],
    ['   ', null],
  ])('publication date %j is sent as %j', (input, expected) => {
    expect(toPublicationDate(input)).toBe(expected);
  });

  it('turns blanks into null and trims, producing a body the contract accepts', () => {
    const payload = toMetadataPayload({
      fileName: ' paper.pdf ',
      title: '  ',
      publication: ' Journal of Invented Studies ',
      publicationDate: '2023/11/02',
    });
    expect(payload.success).toBe(true);
    expect(payload.data).toEqual({
      fileName: 'paper.pdf',
      title: null,
      publication: 'Journal of Invented Studies',
      publicationDate: '2023-11-02',
    });
  });

  it('refuses an empty file name and a malformed date with their messages', () => {
    const payload = toMetadataPayload({ fileName: ' ', title: '', publication: '', publicationDate: '31.03.2024' });
    expect(payload.success).toBe(false);
    const byField = Object.fromEntries(payload.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField.fileName).toBe('File name cannot be empty.');
    expect(byField.publicationDate).toBeDefined();
  });

  it('starts the draft from the stored values, with empty strings for nulls', () => {
    expect(draftOf(sampleFile({ title: null, publication: null, publicationDate: null }))).toEqual({
      fileName: 'handbook.pdf',
      title: '',
      publication: '',
      publicationDate: '',
    });
  });
});
