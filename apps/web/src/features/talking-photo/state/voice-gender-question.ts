import { createDialogRequest } from '../../../ui/dialog-request/create-dialog-request.ts';

/** 1 a woman's voice, 2 a man's (spec §4's codes); 0 when the question is closed unanswered. */
export type VoiceGenderAnswer = 0 | 1 | 2;

export const voiceGenderQuestion = createDialogRequest<null, VoiceGenderAnswer>({ whenOpen: 'join', dismissedResult: 0 });

/**
 * Asked when the face check and /aigc/sex are both unsure whose face it is
 * (a guess read a short-haired woman as a man and gave her a man's voice).
 */
export function askVoiceGender(): Promise<VoiceGenderAnswer> {
  return voiceGenderQuestion.open(null);
}
