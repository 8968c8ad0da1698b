import { describe, expect, it } from 'vitest';
import { EN_TRANSLATION, ZH_CN_TRANSLATION } from '../../../app/i18n/translations.ts';
import { translateLedgerReason, type LedgerReasonWords } from './ledger-reason.ts';

/** The words the credit history hands over, from the app's real strings. */
function wordsOf(strings: typeof EN_TRANSLATION): LedgerReasonWords {
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/gu, (_match, name: string) => values[name] ?? '');
  return {
    known: strings.credits.history.reasons,
    planReason: (kind, plan) => fill(strings.credits.history.planReasons[kind], { plan }),
    plans: strings.plans,
    refund: (reason) => fill(strings.credits.history.refund, { reason }),
    yearlyMonth: (plan, month, months) => fill(strings.credits.history.yearlyMonth, { plan, month, months }),
    pack: (credits) => fill(strings.credits.history.pack, { credits }),
  };
}

const zh = wordsOf(ZH_CN_TRANSLATION);
const en = wordsOf(EN_TRANSLATION);

/** Every reason the server writes today (create-account.ts, check-render-allowance.ts, start-look-generation.ts, grant-*-credits.ts). */
const SERVER_REASONS = [
  'Welcome credits (Free plan)',
  'Talking photo video',
  'Talking avatar video',
  'Podcast video',
  'Avatar looks',
  'Monthly credits (Pro plan)',
  'Business plan (granted by the operator)',
  'Credits granted by the operator',
  'Credit pack (2,000 credits)',
  'Monthly credits (Business plan, yearly: month 3 of 12)',
  'Upgrade credits (Pro plan)',
];

describe('translateLedgerReason', () => {
  it('translates every reason the server writes, and refunds of them, into Chinese', () => {
    expect(translateLedgerReason('Welcome credits (Free plan)', zh)).toBe('欢迎赠送积分（免费版）');
    expect(translateLedgerReason('Refund: Talking photo video', zh)).toBe('退款：照片说话视频');
    for (const reason of SERVER_REASONS) {
      const translated = translateLedgerReason(reason, zh);
      expect(translated, reason).not.toMatch(/[A-Za-z]{3,}/u);
      expect(translateLedgerReason(`Refund: ${reason}`, zh)).toBe(`退款：${translated}`);
    }
  });

  it('names the plan of any plan grant in the UI’s language', () => {
    expect(translateLedgerReason('Welcome credits (Starter plan)', zh)).toBe('欢迎赠送积分（入门版）');
    expect(translateLedgerReason('Monthly credits (Pro plan)', zh)).toBe('每月积分（专业版）');
    expect(translateLedgerReason('Business plan (granted by the operator)', zh)).toBe('运营者开通的商业版');
    expect(translateLedgerReason('Welcome credits (Starter plan)', en)).toBe('Welcome credits (Starter plan)');
    expect(translateLedgerReason('Welcome credits (Gold plan)', zh)).toBe('欢迎赠送积分（Gold）');
  });

  it('translates what payments grant: packs, a yearly plan’s months, an upgrade’s difference', () => {
    expect(translateLedgerReason('Credit pack (2,000 credits)', zh)).toBe('积分包（2,000 积分）');
    expect(translateLedgerReason('Monthly credits (Pro plan, yearly: month 3 of 12)', zh)).toBe('每月积分（专业版年付，第 3/12 个月）');
    expect(translateLedgerReason('Upgrade credits (Business plan)', zh)).toBe('升级补发积分（商业版）');
    expect(translateLedgerReason('Refund: Credit pack (500 credits)', zh)).toBe('退款：积分包（500 积分）');
    expect(translateLedgerReason('Monthly credits (Pro plan, yearly: month 3 of 12)', en)).toBe('Monthly credits (Pro plan, yearly: month 3 of 12)');
  });

  it('keeps English reasons as the server wrote them', () => {
    for (const reason of SERVER_REASONS) expect(translateLedgerReason(reason, en)).toBe(reason);
    expect(translateLedgerReason('Refund: Podcast video', en)).toBe('Refund: Podcast video');
  });

  it('keeps an unknown reason as stored, even inside a refund', () => {
    expect(translateLedgerReason('Bonus from the operator', zh)).toBe('Bonus from the operator');
    expect(translateLedgerReason('Refund: Bonus', zh)).toBe('退款：Bonus');
  });
});
