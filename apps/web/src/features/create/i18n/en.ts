/** The 'Make a video' page: what this version can make, said plainly. */
export const enCreate = {
  create: {
    nav: 'Make a video',
    title: 'Make a video',
    subtitle: 'What this version of Talkreel can make today, and how.',
    timeline: {
      title: 'Timeline videos, rendered to MP4',
      body: 'A video is a timeline: scenes with your pictures, video clips, music, text, shapes and subtitles. Talkreel renders it to an MP4 with a cover and subtitle files. In this version a timeline is written as JSON and sent through the API (POST /api/project/batch_render) or rendered on the command line (talkreel render workspace.json -o video.mp4); the media it names are files you uploaded first. The finished videos appear in My Videos, where you can watch, download, rename or delete them.',
      apiDocs: 'Open the API reference',
      myVideos: 'Go to My Videos',
    },
    talkingPhoto: {
      title: 'Talking photos',
      body: 'Upload a photo of a face, type a script or upload a recording, and get an MP4 in which that face speaks: the lips follow the words, the eyes blink and the head moves a little. Made on this machine by a face animator (a warp of the photo, not a neural network) unless a lip-sync service is configured.',
      action: 'Make a talking photo',
    },
    avatars: {
      title: 'Talking avatars',
      body: 'Pick an avatar from the library or draw your own look, type a script of any length, and get a video in which the avatar speaks it, scene by scene, with captions.',
      action: 'Make a talking-avatar video',
    },
    podcast: {
      title: 'Video podcasts',
      body: 'Turn a web page, a YouTube video, a PDF, your own text, a finished script or a two-person recording into a video podcast with two hosts. The script is yours to edit before the video is made.',
      action: 'Make a video podcast',
    },
    topic: {
      title: 'Text to video',
      body: 'Type a topic, watch a scene-by-scene script appear, and turn it into a video with a presenter.',
      action: 'Start from a topic',
    },
    voices: {
      title: 'Voices',
      body: 'Make a voice from a recording of your own voice, and keep voices from the built-in library in many languages.',
      action: 'Go to Voices',
    },
    templates: {
      title: 'Templates',
      body: 'Start from a finished video: preview a template, then use it to get your own copy in the Editor, ready to change.',
      action: 'Browse templates',
      batchAction: 'Batch mode: a video per sheet row',
    },
    product: {
      title: 'Product to video',
      body: 'Paste a product page’s link, or upload its pictures and videos: check the title, description and price found, pick a framework, a presenter and a length, choose one of three scripts, then edit the video or render it.',
      action: 'Start from a product link',
    },
  },
};
