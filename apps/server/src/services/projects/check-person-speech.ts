import { PLANS, PlanNameSchema } from '@talkreel/contract';
import type { UserRow, UserVoiceRow, VoiceRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';

/** A script longer than the user's plan allows answers 40000, naming the plan and both lengths. */
export function assertScriptWithinPlan(user: UserRow, script: string): void {
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  if (script.length > plan.characters) {
    throw ApiError.invalidInput(`The script is too long for the ${plan.name} plan: at most ${plan.characters} characters (this one has ${script.length})`);
  }
}

/**
 * A voice a person may speak with: one of the user's (My Voices) or a public
 * one, whose engine this server has. Another user's voice is not found.
 */
export async function findSpeakingVoice(context: AppContext, userId: string, voiceId: string): Promise<UserVoiceRow | VoiceRow> {
  const { userVoices, voices } = context.runtime.repositories;
  const voice = (await userVoices.findOwned(userId, voiceId)) ?? (await voices.findById(voiceId));
  if (!voice) throw ApiError.notFound('No such voice: choose another voice');
  if (!context.speech.engines[(voice.engine as { name?: string }).name ?? '']) {
    throw ApiError.invalidInput('This voice needs a speech service this server does not have: pick another voice');
  }
  return voice;
}
