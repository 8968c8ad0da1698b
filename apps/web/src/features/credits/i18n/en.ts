/** The credits confirmation and the credit history. */
export const enCredits = {
  credits: {
    confirm: {
      defaultTitle: 'Generate Talking Photo',
      defaultDescription: 'Great project to run! Please review the summary below and submit.',
      needed: 'Credits needed',
      left: 'Credits left',
      insufficient:
        'Your current balance is insufficient to produce this generate. Upgrade your plan for more credits, or purchase them directly in the Credits Store',
      doNotPromptAgain: 'Do not prompt again',
      cancel: 'Cancel',
      submit: 'Submit',
      creditsStore: 'Credits Store',
      upgrade: 'Upgrade',
    },
    history: {
      title: 'Credit history',
      subtitle: 'Every change to your balance, newest first.',
      date: 'Date',
      reason: 'Reason',
      change: 'Change',
      balance: 'Balance',
      empty: 'No credits have been added or spent yet.',
      emptyAction: 'Start creating',
      loadMore: 'Load more',
      loadFailed: 'The credit history could not be loaded.',
      retry: 'Retry',
      /** The server's reasons (stored in English), word for word; English shows them as they are. */
      reasons: {
        'Talking photo video': 'Talking photo video',
        'Talking avatar video': 'Talking avatar video',
        'Podcast video': 'Podcast video',
        'Avatar looks': 'Avatar looks',
        Avatar: 'Avatar',
        'Credits granted by the operator': 'Credits granted by the operator',
      } as Record<string, string>,
      planReasons: {
        welcome: 'Welcome credits ({{plan}} plan)',
        monthly: 'Monthly credits ({{plan}} plan)',
        operatorPlan: '{{plan}} plan (granted by the operator)',
        upgrade: 'Upgrade credits ({{plan}} plan)',
      },
      yearlyMonth: 'Monthly credits ({{plan}} plan, yearly: month {{month}} of {{months}})',
      pack: 'Credit pack ({{credits}} credits)',
      refund: 'Refund: {{reason}}',
    },
  },
};
