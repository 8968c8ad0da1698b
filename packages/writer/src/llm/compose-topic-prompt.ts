import type { ScriptLanguage } from '../language/script-language.ts';
import { topicTargetSeconds, unitsForSeconds } from '../language/spoken-length.ts';
import type { ScriptTone } from '../script-tones.ts';
import type { TopicRequest } from '../script-types.ts';
import { describeLength } from './compose-podcast-prompt.ts';
import type { ChatMessage } from './stream-chat-completion.ts';

/** The line the model puts before each scene; the scene splitter reads it (and the forms models drift to). */
export const sceneMarkerLine = '### SCENE';

/** Scenes per length, as the embedded writer makes them: a hook, three to five points, a call to action. */
export const topicSceneCounts: Record<TopicRequest['expectedDuration'], number> = { 1: 5, 2: 6, 3: 7 };

/** The messages that ask a model for a topic video script, scene by scene, streamed. */
export function composeTopicPrompt(request: TopicRequest, language: ScriptLanguage, tone: ScriptTone): ChatMessage[] {
  const seconds = topicTargetSeconds[request.expectedDuration];
  const scenes = topicSceneCounts[request.expectedDuration];
  const system = [
    'You write the script of a short video in which one presenter speaks to the camera.',
    `Write in ${language.label} (${language.nativeLabel}), in a ${tone.toLowerCase()} tone.`,
    `Length: ${describeLength(unitsForSeconds(seconds, language), language)} in all, about ${seconds} seconds spoken.`,
    `Make ${scenes} scenes: a hook, ${scenes - 2} points about the topic, and a call to action.`,
    `Start every scene with a line that says only ${sceneMarkerLine}, then the words the presenter says in that scene.`,
    'Write only the words spoken: no titles, stage directions, camera notes, markdown or emojis. Say nothing you are not sure is true.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Topic: ${request.topic.trim()}` },
  ];
}
