/**
 * The feature pages' CSS, appended to the shared stylesheet (inline, no
 * request). DESIGN.md: violet #6D5AE6, coral #FF6B57, headline up to 56 px,
 * bands alternating white and #F7F7FB, the spec's 800 ms fade-up (delay 200).
 * The fade is for screens only: a printed page (or one saved as PDF) never
 * scrolls, so bands waiting hidden to come into view would print blank.
 */
export const featureStyles = `
.feature-hero{background:radial-gradient(1200px 480px at 85% -10%,#E9E5FF 0,rgba(233,229,255,0) 60%),linear-gradient(180deg,#fff 0,#F7F7FB 100%);padding:64px 0 72px;overflow:hidden}
.feature-hero .wrap{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:56px;align-items:center}
.badge{display:inline-block;margin:0 0 16px;padding:6px 12px;border-radius:999px;background:#EEEBFD;color:#4C3BC4;font-size:14px;font-weight:600}
.feature-hero h1{font-size:56px;line-height:1.08;letter-spacing:-.03em;margin:0 0 20px}
.hero-sub{font-size:20px;line-height:1.55;color:#4B5563;margin:0 0 32px}
.hero-actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.button.large{padding:14px 24px;font-size:16px;border-radius:8px;box-shadow:0 6px 16px rgba(109,90,230,.28)}
.hero-frame{background:#fff;border:1px solid #E5E7EB;border-radius:12px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 24px 48px rgba(17,24,39,.12);overflow:hidden}
.frame-bar{display:flex;gap:6px;padding:10px 12px;border-bottom:1px solid #E5E7EB;background:#FAFAFC}
.frame-bar span{width:10px;height:10px;border-radius:50%;background:#E5E7EB}
.frame-bar span:first-child{background:#FF6B57}
.hero-frame img,.hero-frame video{width:100%;display:block}
.band{padding:80px 0;background:#fff}
.band.tone-tint{background:#F7F7FB}
.band.tone-brand{background:linear-gradient(135deg,#6D5AE6 0,#8B7CF0 60%,#FF8A7A 100%);color:#fff;text-align:center}
.band.band-joins-next{padding-bottom:0}
.band.band-joins-next .block-heading{margin-bottom:0}
.band.band-joined{padding-top:40px}
.band.band-joined>.wrap>.block-heading{margin-bottom:32px}
.band.band-joined>.wrap>.block-heading h2{font-size:28px}
.band.band-continues{padding-top:40px}
.band.band-before-cta{padding-bottom:96px}
@media screen{.fade-ready main>.band>.wrap{opacity:0}.fade-ready main>.band.in-view>.wrap{animation:fade-up 800ms ease-out 200ms both}}
@keyframes fade-up{from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.fade-ready main>.band>.wrap{opacity:1;animation:none}}
.block-heading{text-align:center;max-width:760px;margin:0 auto 48px}
.block-heading .tag{margin:0 0 12px;color:#6D5AE6;font-weight:700;font-size:14px;letter-spacing:.06em;text-transform:uppercase}
.block-heading h2{font-size:40px;line-height:1.15;letter-spacing:-.02em;margin:0}
.block-heading .sub{color:#6B7280;font-size:18px;margin:16px 0 0}
.block-actions{text-align:center;margin-top:40px}
.shot{border:1px solid #E5E7EB;border-radius:12px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06);background:#fff}
.photo-credit{margin:10px 0 0;font-size:13px;line-height:1.5;color:#6B7280;text-align:left}
.photo-credit a{color:inherit;text-decoration:underline}
.numbers{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px;margin:0}
.number{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:28px;display:flex;flex-direction:column;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.number dt{order:2;font-weight:700;font-size:18px;margin:4px 0}
.number .figure{order:1;margin:0;font-size:48px;line-height:1.1;font-weight:700;letter-spacing:-.02em;background:linear-gradient(135deg,#6D5AE6,#FF6B57);-webkit-background-clip:text;background-clip:text;color:transparent}
.number .unit,.number .prefix{font-size:24px}
.number-desc{order:3;margin:0;color:#6B7280;font-size:14px}
.how-to{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:40px;align-items:start}
.steps{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.steps button{all:unset;box-sizing:border-box;display:block;width:100%;cursor:pointer;padding:20px 24px;border-radius:12px;border:1px solid #E5E7EB;background:#fff;transition:border-color .2s,box-shadow .2s}
.steps button:hover{border-color:#C9C1F7}
.steps button:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.steps button[aria-selected=true]{border-color:#6D5AE6;box-shadow:0 8px 24px rgba(109,90,230,.16)}
.step-label{display:block;font-size:12px;font-weight:700;letter-spacing:.08em;color:#6D5AE6}
.step-title{display:block;font-size:20px;font-weight:700;margin:4px 0 6px}
.step-desc{display:block;color:#6B7280;font-size:15px;line-height:1.6}
.step-media{position:sticky;top:88px}
.how-to.style_2{grid-template-columns:minmax(0,7fr) minmax(0,5fr)}
.how-to.style_2 .steps{order:2}
.how-to.style_3{grid-template-columns:1fr;gap:28px}
.how-to.style_3 .steps{flex-direction:row;overflow-x:auto;scroll-snap-type:x mandatory;padding:4px}
.how-to.style_3 .steps li{flex:1 0 220px;scroll-snap-align:start}
.how-to.style_3 .steps button{height:100%}
.how-to.style_3 .step-media{position:static;max-width:880px;width:100%;margin:0 auto}
.how-to-cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:24px}
.how-to-card{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:20px 20px 24px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.how-to-card .shot{width:100%;height:auto;margin-bottom:16px;box-shadow:none}
.usp-grid,.reasons{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:24px}
.usp-card,.reasons li{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:28px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.usp-card{border-top:4px solid #6D5AE6}
.usp-card h3,.reasons h3{font-size:20px;line-height:1.3;margin:0 0 8px}
.usp-card p,.reasons p{margin:0;color:#4B5563}
.usp-card img{border-radius:8px;margin-bottom:16px}
.text-link{display:inline-block;margin-top:12px;font-weight:600}
.reason-number{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:10px;background:#EEEBFD;color:#4C3BC4;font-weight:700;margin-bottom:16px}
.about{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:48px;align-items:center}
.about-text p{font-size:18px;color:#374151;margin:0 0 24px}
.faq{max-width:840px;margin:0 auto;display:flex;flex-direction:column;gap:12px}
.faq details{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:0 24px}
.faq summary{cursor:pointer;list-style:none;font-weight:600;font-size:18px;padding:20px 32px 20px 0;position:relative}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";position:absolute;right:0;top:16px;font-size:24px;color:#6D5AE6;font-weight:400}
.faq details[open] summary::after{content:"−"}
.faq details p{margin:0 0 20px;color:#4B5563}
.explore{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:24px}
.explore-card{display:flex;flex-direction:column;height:100%;background:#fff;border:1px solid #E5E7EB;border-radius:12px;overflow:hidden;color:#111827;transition:transform .2s,box-shadow .2s}
.explore-card:hover{text-decoration:none;color:#111827;transform:translateY(-2px);box-shadow:0 12px 28px rgba(17,24,39,.1)}
.explore-card img,.explore-placeholder{aspect-ratio:16/9;object-fit:cover;object-position:top left;width:100%;border-bottom:1px solid #E5E7EB;background:linear-gradient(135deg,#EEEBFD,#FFE9E6)}
.explore-name{font-weight:700;font-size:18px;padding:16px 20px 4px}
.explore-desc{color:#6B7280;font-size:14px;padding:0 20px 20px}
.carousel-nav{display:flex;align-items:center;justify-content:center;gap:16px;margin-top:24px}
.carousel-button{width:44px;height:44px;border-radius:50%;border:1px solid #E5E7EB;background:#fff;color:#111827;font-size:24px;line-height:1;cursor:pointer;box-shadow:0 1px 2px rgba(17,24,39,.06)}
.carousel-button:hover:not(:disabled){border-color:#6D5AE6;color:#6D5AE6}
.carousel-button:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.carousel-button:disabled{opacity:.35;cursor:not-allowed;box-shadow:none}
.carousel-position{min-width:64px;text-align:center;color:#6B7280;font-size:14px;font-variant-numeric:tabular-nums}
[data-carousel]:not(.is-enhanced)>.carousel-nav{display:none}
.reviews{max-width:760px;margin:0 auto}
.review-track,.swiper-track,.card-track{list-style:none;margin:0;padding:0 0 8px;display:grid;grid-auto-flow:column;grid-auto-columns:100%;gap:24px;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:thin}
.review-track>li,.swiper-track>li,.card-track>li{scroll-snap-align:start}
.review{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:32px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06);display:flex;flex-direction:column}
.review h3{font-size:22px;line-height:1.3;margin:8px 0 12px}
.review-desc{margin:0 0 24px;color:#4B5563;font-size:17px}
.review footer,.proof-quote figcaption{display:flex;align-items:center;gap:12px;margin-top:auto;flex-wrap:wrap}
.review-avatar{width:44px;height:44px;border-radius:50%;object-fit:cover;flex:none}
.review-initial{display:inline-flex;align-items:center;justify-content:center;background:#EEEBFD;color:#4C3BC4;font-weight:700}
.review-name{font-weight:700;display:block}
.review-who{flex:1 1 160px;min-width:0}
.review-position{display:block;color:#6B7280;font-size:14px}
.example-mark{display:inline-block;padding:2px 8px;border-radius:999px;border:1px dashed #9CA3AF;color:#4B5563;font-size:12px;font-weight:600;background:#F9FAFB}
.stars{margin:0;color:#D1D5DB;font-size:20px;letter-spacing:2px}
.star.is-on{color:#F59E0B}
@media (min-width:768px){
.reviews.is-enhanced .review-track{display:grid;grid-auto-flow:row;grid-template-columns:1fr;overflow:visible;padding:0 48px 40px 0}
.reviews.is-enhanced .review{grid-area:1/1;transition:transform .4s ease,opacity .4s ease;opacity:0;visibility:hidden;transform:translateX(-32px)}
.reviews.is-enhanced .review[data-offset="0"]{opacity:1;visibility:visible;transform:none;z-index:3}
.reviews.is-enhanced .review[data-offset="1"]{opacity:.75;visibility:visible;transform:translate(24px,20px) scale(.96);z-index:2}
.reviews.is-enhanced .review[data-offset="2"]{opacity:.45;visibility:visible;transform:translate(48px,40px) scale(.92);z-index:1}
}
@media (prefers-reduced-motion:reduce){.reviews.is-enhanced .review{transition:none}}
.swiper-with-list{display:grid;gap:48px;align-items:center}
.swiper-with-list.has-videos{grid-template-columns:minmax(0,5fr) minmax(0,6fr)}
.point-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:20px}
.point-list li{padding-left:20px;border-left:3px solid #6D5AE6}
.point-list h3,.node-title{font-size:20px;margin:0 0 4px}
.point-list p{margin:0;color:#4B5563}
.swiper figure,.demo-item figure{margin:0}
.swiper video{width:100%;height:420px;object-fit:contain;background:#111827;border-radius:12px;display:block}
.swiper figcaption,.demo-item figcaption{margin-top:10px;color:#4B5563;font-size:14px}
.social-proof{display:grid;gap:32px;align-items:center}
.social-proof.has-numbers{grid-template-columns:minmax(0,6fr) minmax(0,5fr)}
.proof-quote{margin:0;background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:32px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06);border-left:4px solid #FF6B57}
.proof-quote h3{font-size:22px;margin:0 0 12px}
.proof-quote blockquote{margin:0 0 24px;color:#374151;font-size:18px}
.proof-quote blockquote p{margin:0}
.numbers.compact{grid-template-columns:1fr;gap:16px}
.numbers.compact .number{padding:20px 24px}
.numbers.compact .figure{font-size:40px}
.use-tree{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:40px;align-items:center}
.tree-nodes{list-style:none;margin:0;padding:0 0 0 28px;position:relative;display:flex;flex-direction:column;gap:12px}
.tree-nodes::before{content:"";position:absolute;left:8px;top:12px;bottom:12px;width:2px;background:linear-gradient(#6D5AE6,#FF6B57);border-radius:2px}
.tree-nodes li{position:relative}
.tree-nodes li::before{content:"";position:absolute;left:-20px;top:28px;width:20px;height:2px;background:#C9C1F7}
.tree-nodes button{all:unset;box-sizing:border-box;display:block;width:100%;cursor:pointer;padding:16px 20px;border-radius:12px;border:1px solid #E5E7EB;background:#fff;transition:border-color .2s,box-shadow .2s}
.tree-nodes button:hover{border-color:#C9C1F7}
.tree-nodes button:focus-visible,.demo-tabs button:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.tree-nodes button[aria-selected=true]{border-color:#6D5AE6;box-shadow:0 8px 24px rgba(109,90,230,.16)}
.node-title{display:block;font-weight:700}
.node-desc{display:block;color:#6B7280;font-size:15px}
.tree-stage{display:flex;justify-content:center}
.tree-stage-item video{max-height:520px;max-width:100%;width:auto;border-radius:12px;background:#111827;display:block;box-shadow:0 1px 2px rgba(17,24,39,.06),0 24px 48px rgba(17,24,39,.12)}
.stage-text{font-size:18px;color:#374151}
.tree-stage-item.is-landscape{width:100%;max-width:924px}
.tree-stage-item.is-landscape video{width:100%;height:auto}
.card-track{grid-auto-columns:calc((100% - 24px)/2)}
.card-track .explore-card{height:100%}
.demo-tabs{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0 0 32px}
.demo-tabs[hidden]{display:none}
.demo-tabs button{border:1px solid #E5E7EB;background:#fff;color:#374151;border-radius:999px;padding:8px 18px;font:inherit;font-weight:600;cursor:pointer}
.demo-tabs button[aria-selected=true]{background:#6D5AE6;border-color:#6D5AE6;color:#fff}
.demo-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,380px));justify-content:center;gap:24px}
.demo-item[hidden]{display:none}
.demo-item video{width:100%;height:auto;aspect-ratio:16/9;object-fit:contain;background:#111827;border-radius:12px;display:block}
.demo-label{display:inline-block;padding:2px 10px;border-radius:999px;background:#EEEBFD;color:#4C3BC4;font-weight:600;font-size:13px}
.plans{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px}
.plan{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:28px;display:flex;flex-direction:column;gap:12px;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.plan.is-highlight{border:2px solid #6D5AE6;box-shadow:0 12px 32px rgba(109,90,230,.2)}
.plan h3{margin:0;font-size:22px}
.plan-credits{margin:0;font-size:20px;font-weight:700;color:#4C3BC4}
.plan-facts{list-style:none;margin:0 0 8px;padding:0;color:#4B5563;font-size:15px;flex:1}
.plan-facts li{padding:6px 0 6px 24px;position:relative}
.plan-facts li::before{content:"✓";position:absolute;left:0;color:#16A34A;font-weight:700}
.plan .button{text-align:center}
.button.secondary{background:#fff;color:#4C3BC4;border:1px solid #C9C1F7;box-shadow:none}
.button.secondary:hover{background:#F3F1FF;color:#4C3BC4}
.plan-note{text-align:center;color:#6B7280;font-size:14px;margin:24px auto 0;max-width:640px}
.compare-scroll{overflow-x:auto;border:1px solid #E5E7EB;border-radius:12px;background:#fff;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.compare{width:100%;border-collapse:collapse;min-width:560px;font-size:15px}
.compare th,.compare td{padding:14px 20px;border-bottom:1px solid #E5E7EB;text-align:left;vertical-align:top}
.compare thead th{vertical-align:bottom;padding-top:24px;padding-bottom:20px}
.compare thead th.is-highlight{background:#F3F1FF;border-top:3px solid #6D5AE6}
.compare td.is-highlight{background:#FAF9FF}
.compare tbody th{font-weight:600;width:36%}
.compare-corner{color:#6B7280;font-weight:600}
.compare-title{display:block;font-size:20px;font-weight:700}
.compare-price{display:block;font-size:28px;font-weight:700;margin-top:4px}
.compare-unit{font-size:14px;font-weight:500;color:#6B7280;margin-left:4px}
.compare-desc{display:block;color:#6B7280;font-weight:400;font-size:14px;margin:4px 0 12px}
.compare-section th{background:#F7F7FB;font-size:13px;letter-spacing:.06em;text-transform:uppercase;color:#4C3BC4}
.compare tbody tr:last-child>*{border-bottom:0}
.template-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:24px;align-items:flex-start}
.template-card{display:flex;flex-direction:column;gap:10px;color:#111827;font-weight:600}
.template-card:hover{text-decoration:none;color:#4C3BC4}
.template-poster{position:relative;display:block;border-radius:12px;overflow:hidden;background:linear-gradient(135deg,#EEEBFD,#FFE9E6);box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06);transition:transform .2s}
.template-card:hover .template-poster{transform:translateY(-2px)}
.template-poster img{display:block;width:100%;height:100%;object-fit:cover}
.ratio-9-16 .template-poster{width:200px;aspect-ratio:9/16}
.ratio-16-9 .template-poster{width:400px;aspect-ratio:16/9}
.ratio-1-1 .template-poster{width:260px;aspect-ratio:1}
.ratio-badge{position:absolute;left:10px;top:10px;padding:2px 8px;border-radius:6px;background:rgba(17,24,39,.72);color:#fff;font-size:12px;font-weight:600}
.template-caption{font-size:15px}
.block-final-cta .block-heading{margin-bottom:32px}
.block-final-cta .block-heading h2{color:#fff}
.block-final-cta .block-heading .sub{color:rgba(255,255,255,.9)}
.final-actions{display:flex;justify-content:center;flex-wrap:wrap;gap:16px;align-items:center}
.button.light{background:#fff;color:#4C3BC4;box-shadow:0 8px 24px rgba(17,24,39,.18)}
.button.light:hover{background:#F3F1FF;color:#4C3BC4}
.ghost{color:#fff;font-weight:600;padding:14px 20px;border:1px solid rgba(255,255,255,.6);border-radius:8px}
.ghost:hover{color:#fff;background:rgba(255,255,255,.12);text-decoration:none}
.fine{margin:16px 0 0;font-size:14px;color:rgba(255,255,255,.85)}
main+.site-footer{margin-top:0}
@media (max-width:960px){
.feature-hero .wrap,.how-to,.about,.use-tree,.swiper-with-list.has-videos,.social-proof.has-numbers{grid-template-columns:1fr;gap:32px}
.step-media{position:static}
.how-to.style_2{grid-template-columns:1fr}
.how-to.style_2 .steps{order:0}
.how-to-cards{grid-template-columns:repeat(2,minmax(0,1fr))}
}
@media (max-width:767px){
.card-track{grid-auto-columns:85%}
.review-track{grid-auto-columns:88%}
}
@media (max-width:600px){
.how-to-cards{grid-template-columns:1fr}
.feature-hero{padding:32px 0 40px}
.feature-hero h1{font-size:34px}
.hero-sub{font-size:17px;margin-bottom:24px}
.hero-actions .button{width:100%;text-align:center}
.band{padding:48px 0}
.block-heading{margin-bottom:28px}
.block-heading h2{font-size:28px}
.block-heading .sub{font-size:16px}
.number{padding:20px}
.number .figure{font-size:40px}
.steps button{padding:16px 18px}
.step-title{font-size:18px}
.faq details{padding:0 16px}
.faq summary{font-size:16px}
.usp-card,.reasons li{padding:20px}
.explore{grid-auto-flow:column;grid-template-columns:none;grid-auto-columns:80%;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:12px;margin:0 -20px;padding-left:20px;padding-right:20px;scroll-padding:0 20px}
.explore li{scroll-snap-align:start}

.band.band-joined,.band.band-continues{padding-top:24px}
.band.band-before-cta{padding-bottom:64px}
.review,.proof-quote{padding:22px}
.review h3,.proof-quote h3{font-size:19px}
.swiper video{height:360px}
.tree-stage-item video{max-height:440px}
.ratio-9-16 .template-poster{width:150px}
.ratio-16-9 .template-poster{width:100%;max-width:350px}
.template-list li{max-width:100%}
.plan{padding:22px}
.compare{min-width:0;font-size:13px}
.compare th,.compare td{padding:10px}
.compare tbody th{width:30%}
.compare-title{font-size:15px}
.compare-price{font-size:20px}
.compare .button{padding:8px 10px;font-size:13px}
}
`
  .trim()
  .replace(/\n/gu, '');
