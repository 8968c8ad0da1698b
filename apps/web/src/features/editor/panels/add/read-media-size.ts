/** How long a picture or video may take to say its size before it is added at the canvas's shape. */
const readSizeTimeoutMs = 10_000;

export interface MediaSizePx {
  widthPx: number;
  heightPx: number;
}

/** A picture's or video's natural size, read by loading it (only its metadata for a video); null when it cannot be read. */
export function readMediaSize(url: string, kind: 'pic' | 'video'): Promise<MediaSizePx | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), readSizeTimeoutMs);
    let media: HTMLImageElement | HTMLVideoElement;
    function done(size: MediaSizePx | null) {
      clearTimeout(timer);
      media.onload = null;
      media.onerror = null;
      if (media instanceof HTMLVideoElement) {
        media.onloadedmetadata = null;
        media.removeAttribute('src');
        media.load();
      }
      resolve(size);
    }
    if (kind === 'pic') {
      const image = new Image();
      media = image;
      image.onload = () => done({ widthPx: image.naturalWidth, heightPx: image.naturalHeight });
    } else {
      const video = document.createElement('video');
      media = video;
      video.preload = 'metadata';
      video.muted = true;
      video.onloadedmetadata = () => done({ widthPx: video.videoWidth, heightPx: video.videoHeight });
    }
    media.onerror = () => done(null);
    media.src = url;
  });
}
