import { describe, expect, it } from 'vitest';
import { sanitizeFaqHtml } from '../../src/modules/admin/content/faq-html.js';

describe('sanitizeFaqHtml (the FAQ allow-list on save)', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>p{color:red}</style><p style="color:red">ok</p>', '<p>ok</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('removes the dangerous part of %s', (dirty, clean) => {
    expect(sanitizeFaqHtml(dirty)).toBe(clean);
  });

  it('keeps the formatting of the allow-list and safe links', () => {
    const html =
      '<h3>Título</h3><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ul><li>um</li></ul>' +
      '<ol><li>dois</li></ol><blockquote>citação</blockquote>' +
      '<a href="https://clube.example.com" title="site">site</a><a href="mailto:a@b.com">mail</a>' +
      '<a href="tel:+5511999999999">tel</a>';
    expect(sanitizeFaqHtml(html)).toBe(html.replace('<br>', '<br />'));
  });
});
