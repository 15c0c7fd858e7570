import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });
  it('cannot break out of the quoted name or the header', () => {
    const header = attachmentDisposition('a";\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="a____Set-Cookie_ x_1.pdf"; filename\*=UTF-8''/);
  });
  it('drops folders and a leading dot', () => {
    expect(attachmentDisposition('../../.env')).toBe(
      `attachment; filename="_env"; filename*=UTF-8''.env`,
    );
  });
});
