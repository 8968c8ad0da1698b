/**
 * The hero variants' CSS (the base hero is in feature-styles.ts), appended
 * after it: the full-width photo-to-avatar hero, the translator banner (video,
 * language picker, mute toggle), the URL-to-video hero form and the video list
 * under the hero. Phones
 * (≤ 600 px) stack everything in one column, or swipe a row of videos.
 * Hero videos get `height:auto`: their width and height attributes then give
 * the ratio before the poster loads (otherwise a video keeps its 720 px
 * attribute height), on a dark ground until the poster arrives.
 */
export const heroStyles = `
.feature-hero video{height:auto;background:#111827}
.hero-url-form{margin:0 0 20px}
.hero-url-form label{display:block;margin-bottom:8px;font-size:14px;font-weight:600;color:#111827}
.hero-url-row{display:flex;flex-wrap:wrap;gap:8px}
.hero-url-row input{flex:1 1 260px;min-width:0;min-height:48px;padding:0 14px;border:1px solid #D1D5DB;border-radius:8px;background:#fff;color:#111827;font:inherit;font-size:16px}
.hero-url-row input:focus-visible{outline:2px solid #6D5AE6;outline-offset:1px;border-color:#6D5AE6}
.hero-url-row .button{border:0;font:inherit;font-size:16px;font-weight:600;cursor:pointer}
.hero-url-row .button:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.hero-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.hero-full-width .wrap{grid-template-columns:1fr;gap:48px;justify-items:center}
.hero-full-width .hero-text{max-width:820px;text-align:center}
.hero-full-width .hero-actions{justify-content:center}
.hero-full-width .hero-frame{width:100%;max-width:1120px}
.translator-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:14px 16px;border-top:1px solid #E5E7EB;background:#FAFAFC}
.language-picker{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
.picker-label{font-size:14px;font-weight:600;color:#6B7280}
.language-picker ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.language-option{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:0 14px;border:1px solid #E5E7EB;border-radius:999px;background:#fff;color:#111827;font-size:14px;font-weight:600}
.language-option:hover{border-color:#C9C1F7;text-decoration:none}
.language-option:focus-visible,.mute-toggle:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.language-option[aria-current=true]{border-color:#6D5AE6;background:#6D5AE6;color:#fff}
.language-icon{display:inline-grid;place-items:center;min-width:24px;height:24px;padding:0 4px;border-radius:999px;background:#EEEBFD;color:#4C3BC4;font-size:11px;font-weight:700;letter-spacing:.02em}
.language-option[aria-current=true] .language-icon{background:rgba(255,255,255,.22);color:#fff}
.mute-toggle{min-height:40px;padding:0 16px;border:1px solid #E5E7EB;border-radius:8px;background:#fff;color:#111827;font:inherit;font-size:14px;font-weight:600;cursor:pointer}
.mute-toggle:hover{border-color:#C9C1F7}
.mute-toggle[hidden]{display:none}
.feature-hero .hero-videos{display:block;margin-top:56px}
.hero-videos-title{margin:0 0 24px;text-align:center;font-size:24px;line-height:1.3}
.hero-video-list{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:24px;margin:0;padding:0;list-style:none;align-items:start}
.hero-video-list figure{margin:0}
.effect-scale .hero-video-list{max-width:880px;margin:0 auto}
.hero-video-list video{display:block;width:100%;height:auto;border-radius:12px;background:#111827;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.hero-video-list figcaption{margin-top:10px;font-size:14px;color:#6B7280;text-align:center}
.hero-media{margin:0;min-width:0}
.effect-scale .hero-video-list li{transition:transform .3s ease,opacity .3s ease}
.effect-scale .hero-video-list:hover li,.effect-scale .hero-video-list:focus-within li{transform:scale(.96);opacity:.8}
.effect-scale .hero-video-list li:hover,.effect-scale .hero-video-list li:focus-within{transform:scale(1.04);opacity:1}
@media (prefers-reduced-motion:reduce){.effect-scale .hero-video-list li{transition:none}}
@media (max-width:600px){
.hero-url-row .button{width:100%}
.hero-full-width .wrap{gap:32px}
.hero-full-width .hero-text{text-align:left}
.translator-bar{padding:12px}
.mute-toggle{width:100%}
.feature-hero .hero-videos{margin-top:40px}
.hero-videos-title{font-size:20px;margin-bottom:16px}
.effect-two-video .hero-video-list{grid-auto-flow:row;grid-auto-columns:auto;grid-template-columns:1fr;gap:20px}
.effect-scale .hero-video-list,.effect-row .hero-video-list{grid-auto-columns:62%;gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:12px}
.effect-scale .hero-video-list li,.effect-row .hero-video-list li{scroll-snap-align:start}
.effect-scale .hero-video-list:hover li,.effect-scale .hero-video-list:focus-within li,.effect-scale .hero-video-list li:hover,.effect-scale .hero-video-list li:focus-within{transform:none;opacity:1}
}
`;
