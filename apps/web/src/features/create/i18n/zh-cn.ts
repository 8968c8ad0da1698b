import type { enCreate } from './en.ts';

/** “制作视频”页：如实说明当前版本能制作什么。 */
export const zhCnCreate: typeof enCreate = {
  create: {
    nav: '制作视频',
    title: '制作视频',
    subtitle: '当前版本的 Talkreel 现在能制作什么，以及怎么做。',
    timeline: {
      title: '时间线视频，渲染为 MP4',
      body: '一个视频就是一条时间线：由场景组成，包含你的图片、视频片段、音乐、文字、形状和字幕。Talkreel 会把它渲染成 MP4，并生成封面和字幕文件。在当前版本中，时间线以 JSON 编写，通过 API（POST /api/project/batch_render）提交，或在命令行中渲染（talkreel render workspace.json -o video.mp4）；其中引用的素材须先上传。完成的视频会出现在“我的视频”中，可以观看、下载、重命名或删除。',
      apiDocs: '打开 API 文档',
      myVideos: '前往我的视频',
    },
    talkingPhoto: {
      title: '照片说话',
      body: '上传一张人脸照片，输入文案或上传录音，即可得到一段这张脸在说话的 MP4：嘴唇跟随字词开合，眼睛会眨，头部轻微摆动。默认由本机的人脸动画引擎生成（对照片做形变，而非神经网络）；配置唇形同步服务后改用该服务。',
      action: '制作照片说话',
    },
    avatars: {
      title: '数字人说话视频',
      body: '从数字人库中选择一位数字人，或绘制你自己的形象，输入任意长度的文案，即可得到数字人逐场景讲述、带字幕的视频。',
      action: '制作数字人视频',
    },
    podcast: {
      title: '视频播客',
      body: '把网页、YouTube 视频、PDF、你自己的文字、写好的脚本或两人对话录音变成由两位主持人出镜的视频播客。生成视频之前，脚本可以随意修改。',
      action: '制作视频播客',
    },
    topic: {
      title: '文字转视频',
      body: '输入一个主题，看着逐场景的脚本生成出来，再把它变成由主持人讲述的视频。',
      action: '从主题开始',
    },
    voices: {
      title: '声音',
      body: '用你自己的录音制作声音，并从内置声音库中收藏多种语言的声音。',
      action: '前往声音',
    },
    templates: {
      title: '模板',
      body: '从一个完成的视频开始：先预览模板，再使用它，在编辑器中得到一份属于你的副本，随意修改。',
      action: '浏览模板',
      batchAction: '批量模式：表格每行一个视频',
    },
    product: {
      title: '商品转视频',
      body: '粘贴商品页面的链接，或上传它的图片和视频：检查读取到的标题、描述和价格，选择脚本框架、主播和时长，从三个脚本中选一个，然后编辑视频或直接渲染。',
      action: '从商品链接开始',
    },
  },
};
