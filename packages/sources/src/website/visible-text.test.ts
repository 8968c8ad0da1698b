import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { toVisibleText } from './visible-text.ts';

function textOf(bodyHtml: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><html><body>${bodyHtml}</body></html>`, 'text/html');
  return toVisibleText(document.body as unknown as Node);
}

describe('toVisibleText', () => {
  it('separates paragraphs by one blank line however deeply the blocks nest', () => {
    expect(textOf('<div><div><p>One</p></div></div><section><div><h2>Two</h2></div></section><p>Three</p>')).toBe('One\n\nTwo\n\nThree');
  });

  it('puts list items, definitions and table rows on lines of their own, cells side by side', () => {
    expect(textOf('<ul><li>flour</li><li>water</li></ul><dl><dt>Yeast</dt><dd>a fungus</dd></dl>')).toBe('flour\nwater\n\nYeast\na fungus');
    expect(textOf('<table><tr><th>Item</th><th>Grams</th></tr><tr><td>flour</td><td>500</td></tr></table>')).toBe('Item Grams\nflour 500');
  });

  it('collapses white space within a line, non-breaking spaces included, and keeps words of inline elements together', () => {
    expect(textOf('<p>  Bread\n\t rises&nbsp;&nbsp;because <em>yeast</em><strong>s</strong>   work. </p>')).toBe('Bread rises because yeasts work.');
  });

  it('turns one <br> into a new line and two into a blank line', () => {
    expect(textOf('<p>line one<br>line two<br><br>after a gap</p>')).toBe('line one\nline two\n\nafter a gap');
  });

  it('keeps the lines of <pre>', () => {
    expect(textOf('<p>Code:</p><pre>const a = 1;\nconst b = 2;</pre>')).toBe('Code:\n\nconst a = 1;\nconst b = 2;');
  });

  it('leaves out scripts, styles, forms, hidden elements and comments', () => {
    expect(textOf('<p>Seen<script>var hidden = 1;</script><style>p{}</style><!-- note --></p><p hidden>Hidden</p><button>Share</button><p>Also seen</p>')).toBe(
      'Seen\n\nAlso seen',
    );
  });

  it('walks 20,000 nested elements without overflowing the stack', () => {
    const depth = 20_000;
    expect(textOf(`${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`)).toBe('deep');
  });
});
