import { detectLinkType, isValidLinkUrl, linkHref } from '@talent/contract';
import { describe, expect, it } from 'vitest';

describe('business card links (spec 2 section 5)', () => {
  it.each([
    ['https://www.facebook.com/jane', 'Facebook'],
    ['fb.com/jane', 'Facebook'],
    ['instagram.com/jane', 'Instagram'],
    ['http://au.linkedin.com/in/jane', 'LinkedIn'],
    ['https://twitter.com/jane', 'Twitter'],
    ['x.com/jane', 'Twitter'],
    ['https://notfacebook.com/jane', 'Other'],
    ['jane.dev', 'Other'],
  ])('%s is a %s link', (url, name) => {
    expect(detectLinkType(url).linkTypeName).toBe(name);
  });

  it('accepts an optional http(s) scheme followed by a dotted host', () => {
    for (const url of ['jane.dev', 'http://jane.dev', 'https://a.b.co/x?y=1#z', 'site.com:8080/p'])
      expect(isValidLinkUrl(url)).toBe(true);
    for (const url of ['jane', 'ftp://jane.dev', 'https://', 'jane dev.com', 'javascript:alert(1)'])
      expect(isValidLinkUrl(url)).toBe(false);
  });

  it('prepends // to a link without a scheme', () => {
    expect(linkHref('jane.dev')).toBe('//jane.dev');
    expect(linkHref('https://jane.dev')).toBe('https://jane.dev');
  });
});
