import { describe, expect, it } from 'vitest';
import { speakProductName } from './spoken-product-name.ts';

describe('speakProductName', () => {
  it('says a marketplace title up to its first separator', () => {
    expect(speakProductName('Aurora LED Desk Lamp | Eye-Caring, Dimmable, USB-C Rechargeable')).toBe('Aurora LED Desk Lamp');
    expect(speakProductName('Sony WH-1000XM5 Wireless Headphones with Auto Noise Cancelling, 30 Hours')).toBe('Sony WH-1000XM5 Wireless Headphones');
    expect(speakProductName('Duprey 4-Light Lantern Pendant - Black')).toBe('Duprey 4-Light Lantern Pendant');
    expect(speakProductName('极光护眼台灯【学生宿舍专用】')).toBe('极光护眼台灯');
  });

  it('keeps a title whole when its head is no name of its own, and tidies spaces', () => {
    expect(speakProductName('New | Aurora Lamp')).toBe('New | Aurora Lamp');
    expect(speakProductName('  Kenmore White 17"   Microwave ')).toBe('Kenmore White 17" Microwave');
    expect(speakProductName('2009 Volkswagen Golf V GTI MY09 Direct-Shift Gearbox')).toBe('2009 Volkswagen Golf V GTI MY09 Direct-Shift Gearbox');
  });
});
