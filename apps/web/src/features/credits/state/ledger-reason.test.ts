import { describe, expect, it } from 'vitest';
import { translateLedgerReason, type LedgerReasonWords } from './ledger-reason.ts';

const zh: LedgerReasonWords = {
  known: { 'Welcome credits (Free plan)': '欢迎赠送积分（免费版）', 'Render a video': '渲染视频' },
  refund: (reason) => `退款：${reason}`,
};

describe('translateLedgerReason', () => {
  it('translates known reasons, and refunds of them', () => {
    expect(translateLedgerReason('Welcome credits (Free plan)', zh)).toBe('欢迎赠送积分（免费版）');
    expect(translateLedgerReason('Refund: Render a video', zh)).toBe('退款：渲染视频');
  });

  it('keeps an unknown reason as stored, even inside a refund', () => {
    expect(translateLedgerReason('Bonus from the operator', zh)).toBe('Bonus from the operator');
    expect(translateLedgerReason('Refund: Bonus', zh)).toBe('退款：Bonus');
  });
});
