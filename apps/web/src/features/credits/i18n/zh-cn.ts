import type { enCredits } from './en.ts';

/** 积分确认与积分记录的简体中文文本。 */
export const zhCnCredits: typeof enCredits = {
  credits: {
    confirm: {
      defaultTitle: '生成照片说话视频',
      defaultDescription: '项目已准备就绪！请查看以下摘要后提交。',
      needed: '所需积分',
      left: '剩余积分',
      insufficient: '您当前的积分余额不足以完成本次生成。升级套餐可获得更多积分，也可以直接在积分商店购买。',
      doNotPromptAgain: '不再提示',
      cancel: '取消',
      submit: '提交',
      creditsStore: '积分商店',
      upgrade: '升级',
    },
    history: {
      title: '积分记录',
      subtitle: '积分余额的每一次变动，最新的在前。',
      date: '时间',
      reason: '原因',
      change: '变动',
      balance: '余额',
      empty: '还没有积分的获得或消耗记录。',
      emptyAction: '开始创作',
      loadMore: '加载更多',
      loadFailed: '积分记录加载失败。',
      retry: '重试',
      reasons: {
        'Talking photo video': '照片说话视频',
        'Talking avatar video': '数字人视频',
        'Podcast video': '播客视频',
        'Avatar looks': '数字人形象生成',
        Avatar: '创建数字人',
        'Credits granted by the operator': '运营者赠送的积分',
      },
      planReasons: {
        welcome: '欢迎赠送积分（{{plan}}）',
        monthly: '每月积分（{{plan}}）',
        operatorPlan: '运营者开通的{{plan}}',
        upgrade: '升级补发积分（{{plan}}）',
      },
      yearlyMonth: '每月积分（{{plan}}年付，第 {{month}}/{{months}} 个月）',
      pack: '积分包（{{credits}} 积分）',
      refund: '退款：{{reason}}',
    },
  },
};
