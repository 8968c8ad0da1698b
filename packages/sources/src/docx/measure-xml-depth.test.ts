import { describe, expect, it } from 'vitest';
import { measureXmlDepth } from './measure-xml-depth.ts';

describe('measureXmlDepth', () => {
  it('counts nested elements, not empty ones or closing tags', () => {
    expect(measureXmlDepth('<?xml version="1.0"?><a><b/><c><d>text</d></c><e/></a>', 100)).toBe(3);
    expect(measureXmlDepth('<w:document><w:body><w:p><w:r><w:t xml:space="preserve">Hi</w:t></w:r></w:p></w:body></w:document>', 100)).toBe(5);
  });

  it('skips comments, CDATA, declarations and a > inside a quoted attribute value', () => {
    const xml = '<!DOCTYPE a [<!ENTITY x "y">]><a title="1 > 0" note=\'<b>\'><!-- <c><d><e> --><![CDATA[<f><g>]]><h/></a>';
    expect(measureXmlDepth(xml, 100)).toBe(1);
  });

  it('stops counting once past the limit', () => {
    const deep = `${'<w:sdt>'.repeat(500_000)}${'</w:sdt>'.repeat(500_000)}`;
    expect(measureXmlDepth(deep, 200)).toBe(201);
    expect(measureXmlDepth(`${'<a>'.repeat(150)}${'</a>'.repeat(150)}`, 200)).toBe(150);
  });

  it('ends on truncated markup without looping', () => {
    expect(measureXmlDepth('<a><b attr="never closed', 100)).toBe(1);
    expect(measureXmlDepth('<a><!-- never closed', 100)).toBe(1);
    expect(measureXmlDepth('', 100)).toBe(0);
  });
});
