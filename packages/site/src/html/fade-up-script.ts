/**
 * The spec's fade-up (800 ms, delay 200, repeating): the script marks the page
 * `fade-ready` (only then do bands start hidden, so with JavaScript off
 * everything is visible), and toggles `in-view` on each band as it enters and
 * leaves the viewport, so the animation plays again every time. Skipped
 * entirely for visitors who prefer reduced motion.
 */
export const fadeUpScript = `(function(){if(!('IntersectionObserver' in window)||window.matchMedia('(prefers-reduced-motion: reduce)').matches)return;document.documentElement.classList.add('fade-ready');var observer=new IntersectionObserver(function(entries){entries.forEach(function(entry){entry.target.classList.toggle('in-view',entry.isIntersecting);});},{rootMargin:'0px 0px -10% 0px'});document.querySelectorAll('main>.band').forEach(function(band){observer.observe(band);});})();`;
