/** A legal page: a title, a lead paragraph, then headed sections. */
export type LegalDocument = {
  title: string;
  intro: string;
  sections: Array<{ heading: string; body: string }>;
};

const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  intro:
    'Talkreel is software that anyone can install on their own server. This installation is run by its operator: the person or organisation who set it up. By using it you agree to these terms.',
  sections: [
    {
      heading: 'Who provides this service',
      body: 'The operator of this installation provides the service, decides who may use it, and is responsible for it. The authors of the Talkreel software do not run this server and cannot see its data. Questions about this installation go to its operator.',
    },
    {
      heading: 'Your account',
      body: 'You can browse as a guest, tied to this browser, or sign in with an email address and password, or with Google or Discord where the operator has enabled them. Keep your password to yourself; you are responsible for what is done with your account.',
    },
    {
      heading: 'What you upload and create',
      body: 'You keep the rights to the photos, audio, documents and scripts you upload. Upload only material you are allowed to use. Do not make videos that show or imitate a real person without their consent, that deceive people, or that break the law.',
    },
    {
      heading: 'Generated media',
      body: 'Avatars, voices, scripts and videos are made by AI models and can contain mistakes. Check them before you publish them. Videos made on the Free plan carry a small ‘Made with Talkreel’ mark.',
    },
    {
      heading: 'Credits and plans',
      body: 'Generating media uses credits. Your balance and every change to it are listed under Credit history. Plans, prices and how credits are bought are set by the operator.',
    },
    {
      heading: 'Changes and availability',
      body: 'The operator may change, pause or end the service, and may remove content or accounts that break these terms. The software is provided as is, without any warranty.',
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This page lists what this Talkreel installation stores about you. Everything is kept on the server run by the operator of this installation; the Talkreel software sends nothing to its authors.',
  sections: [
    {
      heading: 'Your account',
      body: 'Your email address, nickname, plan and credit balance. Your browser turns your password into a SHA-256 hash before sending it, and the server stores only a hash derived from that, never the password itself. If you sign in with Google or Discord, the server keeps that provider’s account id and the email address it reports.',
    },
    {
      heading: 'Files and generated media',
      body: 'The photos, audio, documents and scripts you upload, and the avatars, audio, scripts and videos you create, with the credit history of each change to your balance. Guest files move to your account when you sign up or sign in from that browser.',
    },
    {
      heading: 'Security records',
      body: 'To stop password guessing and mail abuse, the server records the email address and IP address of failed sign-ins and of verification-code requests, and keeps verification codes and image checks only as hashes until they expire.',
    },
    {
      heading: 'Email',
      body: 'Verification codes are sent to your email address through the mail server the operator configured. Without one, the messages stay on this server for the operator to read.',
    },
    {
      heading: 'Browser storage',
      body: 'The app keeps your session token, a random device id, your language, the sidebar setting and your choice to skip the credits confirmation in your browser’s localStorage. It sets no advertising or analytics cookies. Signing out removes the session token from this browser.',
    },
    {
      heading: 'Who is responsible',
      body: 'The operator of this installation decides how it is run, secured and backed up, who can access its data, and how long data is kept. To see, correct or delete your data, contact the operator.',
    },
  ],
};

export const enLegal = { legal: { termsOfUse, privacyPolicy } };
