import { placeStamp, readStampFile } from './stamps';

describe('placeStamp', () => {
  const page = { width: 600, height: 800 };
  it('keeps a small image at its own size, centred on the click', () => {
    expect(placeStamp({ width: 60, height: 80 }, page, { x: 0.5, y: 0.5 })).toEqual({ x: 0.45, y: 0.45, w: 0.1, h: 0.1 });
  });
  it('scales a large image to at most 75 % of the page, keeping its shape', () => {
    const box = placeStamp({ width: 3000, height: 1000 }, page, { x: 0.5, y: 0.5 });
    expect(box.w).toBeCloseTo(0.75);
    expect(box.h).toBeCloseTo((0.75 * 600) / 3 / 800);
  });
  it('keeps the stamp on the page near an edge', () => {
    const box = placeStamp({ width: 120, height: 80 }, page, { x: 0.99, y: 0.01 });
    expect(box.x + box.w).toBeCloseTo(1);
    expect(box.y).toBe(0);
  });
});

describe('readStampFile', () => {
  it('refuses files that are not images', async () => {
    await expect(readStampFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).rejects.toThrow(/Choose an image/);
  });
  it('refuses images over the size limit', async () => {
    await expect(readStampFile(new File([new Uint8Array(600_000)], 'big.png', { type: 'image/png' }))).rejects.toThrow(/too large/);
  });
  it('reads a small image as a data URL', async () => {
    await expect(readStampFile(new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' }))).resolves.toMatch(
      /^data:image\/png;base64,/,
    );
  });
});
