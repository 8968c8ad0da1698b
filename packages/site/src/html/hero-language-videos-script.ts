import { muteToggleLabels } from './hero-texts.ts';

/**
 * The translator banner's inline script. Picking a language plays that
 * language's video in place, with sound (a click is the user gesture browsers
 * ask for before sound plays). The mute toggle shows once it can work, and
 * follows the video's own muted state, so muting with the native controls
 * changes its label too. Without it the first video and its controls remain,
 * and each language is a link to its video file.
 */
export const languageVideosScript = `(() => {
  const root = document.querySelector('[data-language-videos]');
  if (!root) return;
  const video = root.querySelector('video');
  const toggle = root.querySelector('.mute-toggle');
  const label = toggle.querySelector('.mute-label');
  const hint = toggle.querySelector('.mute-hint');
  const labels = ${JSON.stringify(muteToggleLabels)};
  const sync = () => {
    label.textContent = video.muted ? labels.whenMuted : labels.whenSoundOn;
    if (hint) hint.textContent = ' (' + (video.muted ? hint.dataset.whenMuted : hint.dataset.whenSoundOn) + ')';
  };
  const options = [...root.querySelectorAll('.language-option')];
  for (const option of options) {
    option.addEventListener('click', (event) => {
      event.preventDefault();
      for (const other of options) other.removeAttribute('aria-current');
      option.setAttribute('aria-current', 'true');
      if (video.getAttribute('src') !== option.dataset.src) {
        video.src = option.dataset.src;
        video.poster = option.dataset.poster;
        video.setAttribute('aria-label', option.dataset.alt);
      }
      video.muted = false;
      sync();
      video.currentTime = 0;
      video.play().catch(() => {});
    });
  }
  toggle.addEventListener('click', () => {
    video.muted = !video.muted;
    sync();
  });
  video.addEventListener('volumechange', sync);
  sync();
  toggle.hidden = false;
})();`;
