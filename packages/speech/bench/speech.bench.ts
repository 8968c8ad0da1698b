import { createSpeechEngines } from '../src/create-speech-engines.ts';
import { synthesizeWithVoice } from '../src/speak/synthesize-with-voice.ts';
import { getPublicVoice, loadVoiceCatalogue } from '../src/catalogue/load-voice-catalogue.ts';

const englishScript = [
  'Welcome to Talkreel. In this short video we walk through the three steps of making a talking avatar.',
  'First, choose a presenter from the gallery or upload a clear photo of yourself.',
  'Second, write or paste your script; it can be up to a thousand characters on the free plan.',
  'Third, pick a voice, preview it, and press the button to create the video.',
  'Rendering usually takes less than a minute, and you can follow the progress on the page.',
  'When it is done, download the file or share the link with your team.',
  'Subtitles are generated from the word timings, so every caption appears exactly when it is spoken.',
  'If you need another language, the same script can be read by one of more than a hundred and fifty voices.',
  'You can also match a voice to a recording of your own: we measure its pitch, pace and brightness and tune the closest voice.',
  'Loudness is levelled for every clip, so a playlist of videos never jumps in volume from one to the next.',
  'Everything runs on your own server, and no script ever leaves it.',
  'Thank you for watching, and have fun creating.',
].join(' ');

const chineseScript = [
  '欢迎使用我们的视频制作平台。只需要三个简单的步骤，您就可以制作出一段生动的数字人视频。',
  '第一步，从头像库中选择一位主持人，或者上传一张清晰的正面照片。第二步，输入或粘贴您的脚本，免费用户最多可以输入一千个字符。',
  '第三步，选择一个合适的声音，先试听一下，然后点击按钮开始生成视频。一般来说，渲染过程不到一分钟，您可以在页面上看到实时进度。',
  '完成以后，您可以下载视频文件，或者把链接分享给您的同事和朋友。字幕会根据每个词的时间自动生成，保证字幕和声音完全同步。',
  '如果您需要其他语言的版本，同一个脚本可以由一百五十多种声音来朗读，覆盖六十多种语言。',
  '我们还支持根据您上传的录音匹配最接近的声音，让数字人听起来更像您自己。',
  '感谢您的观看，祝您创作愉快，也欢迎您把宝贵的意见和建议告诉我们，我们会不断改进产品，为您带来更好的体验。',
  '无论是产品介绍、课程讲解、新闻播报还是社交媒体短视频，都可以轻松完成，不需要摄影棚，也不需要专业的录音设备。',
  '现在就开始吧，相信您一定会喜欢这种全新的创作方式。我们的团队随时为您提供帮助，如果遇到任何问题，请随时联系我们。',
  '祝您工作顺利，生活愉快，每一天都充满灵感和快乐。让我们一起用声音和画面讲述更多精彩的故事，把想法变成作品。',
  '在开始之前，请先准备好您的脚本。一段好的脚本通常开门见山，先说明视频的主题，再用几个简短的段落展开内容，最后给观众一个明确的行动建议。',
  '句子不要太长，每一句话最好只表达一个意思，这样数字人朗读的时候节奏会更加自然，观众也更容易理解和记住。',
  '如果脚本里有数字、日期或者网址，系统会自动把它们转换成适合朗读的形式，例如把年份读成完整的数字，把网址中的点读出来。',
  '您还可以调整语速和音调。语速稍慢适合教学和讲解，语速稍快适合广告和短视频。音调高一点听起来更有活力，音调低一点听起来更加沉稳可靠。',
  '生成视频以后，建议您完整地看一遍，检查字幕和口型是否同步，画面是否清晰，声音是否自然。',
  '如果有需要修改的地方，只要编辑脚本重新生成就可以了，整个过程只需要几分钟，非常方便快捷。',
  '我们也在不断增加新的声音和新的语言，让更多的人能够用自己的母语制作高质量的视频内容。',
  '无论您是老师、创业者、市场人员还是内容创作者，都可以在这里找到适合自己的声音和形象，用更低的成本做出更专业的作品。',
  '最后，再次感谢您选择我们的产品。希望它能成为您工作和生活中的好帮手，帮助您把每一个好想法都变成打动人心的视频作品。',
].join('');

/**
 * Real-time factor of the embedded engines through the whole pipeline (text
 * normalisation, synthesis, alignment of words, 48 kHz, loudness, WAV) on a
 * ~1,000-character script: seconds of audio per second of wall time, after
 * one warm-up call that starts the worker thread and the Flite process.
 * English uses the catalogue's default English voice (Flite slt), Chinese the
 * default Chinese voice (eSpeak NG cmn).
 */
export async function runBenchmarks(): Promise<void> {
  const catalogue = loadVoiceCatalogue();
  const speech = createSpeechEngines();
  try {
    for (const [name, voiceId, script] of [
      ['tts_realtime_en', 'english-sarah', englishScript.slice(0, 1000)],
      ['tts_realtime_zh', 'chinese-li-na', chineseScript.slice(0, 1000)],
    ] as const) {
      const voice = getPublicVoice(catalogue, voiceId);
      await synthesizeWithVoice(speech.engines, voice, script.slice(0, 80));
      const startedMs = performance.now();
      const result = await synthesizeWithVoice(speech.engines, voice, script);
      const wallSeconds = (performance.now() - startedMs) / 1000;
      console.log(`BENCH ${name} ${(result.durationMs / 1000 / wallSeconds).toFixed(1)} x`);
    }
  } finally {
    await speech.close();
  }
}
