import { describe, expect, it } from 'vitest';
import { descriptionFields, htmlToText, sanitiseHtml } from './sanitise-description';

describe('sanitiseHtml', () => {
  it('removes scripts with their content', () => {
    expect(sanitiseHtml('<p>Hello</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>Hello</p>',
    );
  });

  it('removes event handlers and the elements that carry them when not allowed', () => {
    const html = sanitiseHtml('<p onclick="steal()">Hi <img src=x onerror="alert(1)"></p>');
    expect(html).toBe('<p>Hi </p>');
    expect(html).not.toMatch(/on\w+=/);
  });

  it('drops javascript:, data: and protocol-relative links but keeps the link text', () => {
    const html = sanitiseHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="data:text/html,x">c</a><a href="//evil.example">d</a>',
    );
    expect(html).not.toMatch(/javascript|data:|evil/i);
    expect(html).not.toContain('href');
    expect(html).toContain('>a</a>');
  });

  it('keeps http(s) and mailto links, opening in a new tab without opener or referrer', () => {
    expect(
      sanitiseHtml('<a href="https://x.example/jobs" target="_self" rel="opener">Apply</a>'),
    ).toBe(
      '<a href="https://x.example/jobs" rel="noopener noreferrer nofollow" target="_blank">Apply</a>',
    );
    expect(sanitiseHtml('<a href="mailto:jobs@x.example">Mail us</a>')).toContain(
      'href="mailto:jobs@x.example"',
    );
  });

  it('keeps the safe formatting and nothing else', () => {
    const safe =
      '<h2>Role</h2><h3>Duties</h3><h4>Daily</h4><p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i><br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitiseHtml(safe)).toBe(safe);
    expect(sanitiseHtml('<div class="x" style="color:red"><span>text</span></div>')).toBe('text');
    expect(sanitiseHtml('<iframe src="https://x.example"></iframe><form><input></form>')).toBe('');
  });

  it('files a feed h1 as h2 below the advert title', () => {
    expect(sanitiseHtml('<h1>About us</h1>')).toBe('<h2>About us</h2>');
  });
});

describe('htmlToText', () => {
  it('separates blocks with a blank line and writes list items as lines', () => {
    expect(
      htmlToText(
        '<p>Intro &amp; more</p><p><strong>Duties</strong></p><ul><li>One</li><li>Two</li></ul><p>Line<br />break</p>',
      ),
    ).toBe('Intro & more\n\nDuties\n\n- One\n- Two\n\nLine\nbreak');
  });

  it('joins the white space of the source as a browser would', () => {
    expect(htmlToText('<p>\n  Spread\n   over   lines\n</p>')).toBe('Spread over lines');
  });
});

describe('descriptionFields', () => {
  it('cleans HTML and derives the plain text from the cleaned HTML', () => {
    const fields = descriptionFields(
      '<p>Join us.</p><script>document.cookie</script><img src=x onerror=alert(1)>',
    );
    expect(fields).toEqual({ descriptionHtml: '<p>Join us.</p>', description: 'Join us.' });
  });

  it('keeps a plain-text description as text, without HTML', () => {
    expect(descriptionFields('Fish &amp; chips\r\n\r\n\r\n- fresh  daily\n')).toEqual({
      description: 'Fish & chips\n\n- fresh daily',
      descriptionHtml: null,
    });
  });

  it('treats a lone angle bracket as text, not as a tag', () => {
    expect(descriptionFields('Salary > $90k and < $120k').descriptionHtml).toBeNull();
  });
});
