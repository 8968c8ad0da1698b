import type { ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenUnits, topicTargetSeconds, unitsForSeconds } from '../language/spoken-length.ts';
import type { ScriptTone } from '../script-tones.ts';
import { WriterError, type TopicRequest } from '../script-types.ts';
import { chineseTopicPhrasing } from './topic-phrasing-chinese.ts';
import { englishTopicPhrasing } from './topic-phrasing-english.ts';
import { toneFamilies, type TopicAngle, type TopicPhrasing } from './topic-phrasing.ts';
import { outlineTopic } from './topic-outline.ts';

/** The points of the outline for each length: three for ~30 s, four for ~60 s, five for ~3 min. */
const anglesByDuration: Record<TopicRequest['expectedDuration'], TopicAngle[]> = {
  1: ['reason', 'firstStep', 'measure'],
  2: ['meaning', 'reason', 'firstStep', 'measure'],
  3: ['meaning', 'reason', 'firstStep', 'trap', 'measure'],
};
/** The script stops growing once within this share below the target length, and never goes more than this share above it. */
const lengthTolerance = 0.05;

interface SceneDraft {
  candidates: string[];
  said: number;
}

/**
 * A topic script from a template outline, with no language model: a hook,
 * three to five points and a call to action, one scene each. The hook and
 * the call to action are phrased in the chosen tone; the points are the
 * questions and steps a viewer applies to the topic (what you mean by it,
 * why it matters to you, a first step, the usual trap, how to measure
 * progress), each about one of the topic's key phrases. It claims no facts
 * about the topic: it knows none. Sentences are added, point by point,
 * until the script is as long as the chosen duration at the language's
 * speaking rate. English and Simplified Chinese.
 */
export function writeTemplateTopicScript(request: TopicRequest, language: ScriptLanguage, tone: ScriptTone): string[] {
  const phrasing = findTopicPhrasing(language);
  if (!phrasing) throw needsLanguageModel(language);
  const { subject, focusPhrases } = outlineTopic(request.topic, language);
  const angles = anglesByDuration[request.expectedDuration];
  const leads = phrasing.pointLeads(toneFamilies[tone]);
  const scenes: SceneDraft[] = [
    { candidates: phrasing.hook(tone, subject, angles.length), said: 1 },
    ...angles.map((angle, index) => ({
      candidates: phrasing.point(angle, index === angles.length - 1 ? leads[4] : leads[index]!, focusPhrases[index % focusPhrases.length]!, subject),
      said: 1,
    })),
    { candidates: phrasing.closing(tone, subject), said: 1 },
  ];
  const targetUnits = unitsForSeconds(topicTargetSeconds[request.expectedDuration], language);
  const unitsOf = (sentence: string) => measureSpokenUnits(sentence, language);
  let totalUnits = scenes.reduce((sum, scene) => sum + unitsOf(scene.candidates[0]!), 0);
  // Round by round, each point says one sentence more (then the hook and the call to action), while the script fits.
  const order = [...scenes.slice(1, -1), scenes[0]!, scenes.at(-1)!];
  for (let round = 1; totalUnits < targetUnits * (1 - lengthTolerance); round += 1) {
    const additions = order.filter((scene) => scene.candidates.length > round);
    if (additions.length === 0) break;
    for (const scene of additions) {
      const units = unitsOf(scene.candidates[round]!);
      if (totalUnits + units > targetUnits * (1 + lengthTolerance) || scene.said !== round) continue;
      scene.said += 1;
      totalUnits += units;
      if (totalUnits >= targetUnits * (1 - lengthTolerance)) break;
    }
  }
  return scenes.map((scene) => scene.candidates.slice(0, scene.said).join(phrasing.joiner));
}

/** The languages with template phrasing: English and Simplified Chinese. */
export function findTopicPhrasing(language: ScriptLanguage): TopicPhrasing | undefined {
  if (language.phrasing === 'english') return englishTopicPhrasing;
  if (language.phrasing === 'simplified-chinese') return chineseTopicPhrasing;
  return undefined;
}

function needsLanguageModel(language: ScriptLanguage): WriterError {
  return new WriterError('needs_language_model', `Topic scripts in ${language.label} need a language model this server does not have.`);
}
