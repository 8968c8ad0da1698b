import { nextHowToStep, nextTreeNode } from '../features/cycle-index.ts';

/** The blocks whose tabs each show a panel and, when its video ends, move on by their own tested rule. */
export type VideoTabsKind = 'how-to' | 'tree';

const advanceRules: Record<VideoTabsKind, (index: number, count: number) => number> = { 'how-to': nextHowToStep, tree: nextTreeNode };

/**
 * Tabs with a panel each (how-to steps, the use-case home tree): a click or
 * the arrow keys select a tab and play its panel's video; when that video
 * ends the next tab is selected by the block's rule (how-to modulo 3, the tree
 * cycling), whose own source is shipped. The selected video plays while the
 * block is in view, unless the visitor prefers reduced motion. Only the rules
 * of the kinds on the page are included.
 */
export function buildVideoTabsScript(kinds: readonly VideoTabsKind[]): string {
  if (kinds.length === 0) return '';
  const rules = kinds.map((kind) => advanceRules[kind]);
  const table = kinds.map((kind) => `'${kind}':${advanceRules[kind].name}`).join(',');
  return `(function(){${rules.map(String).join('\n')}
var advance={${table}};var isStill=window.matchMedia('(prefers-reduced-motion: reduce)').matches;
function play(video){if(!video)return;var started=video.play();if(started&&started.catch)started.catch(function(){});}
document.querySelectorAll('[data-video-tabs]').forEach(function(box){var rule=advance[box.getAttribute('data-video-tabs')];if(!rule)return;var tabs=[].slice.call(box.querySelectorAll('[role=tab]'));var panels=[].slice.call(box.querySelectorAll('[role=tabpanel]'));var current=0;var isInView=false;
function videoAt(i){return panels[i].querySelector('video');}
function show(i,shouldPlay){current=i;tabs.forEach(function(tab,j){tab.setAttribute('aria-selected',String(i===j));tab.tabIndex=i===j?0:-1;panels[j].hidden=i!==j;var video=videoAt(j);if(video&&i!==j)video.pause();});var video=videoAt(i);if(video&&shouldPlay){video.currentTime=0;play(video);}}
panels.forEach(function(panel,j){var video=videoAt(j);if(video)video.addEventListener('ended',function(){if(j===current)show(rule(j,tabs.length),isInView);});});
tabs.forEach(function(tab,i){tab.addEventListener('click',function(){show(i,true);});tab.addEventListener('keydown',function(event){var d=event.key==='ArrowDown'||event.key==='ArrowRight'?1:event.key==='ArrowUp'||event.key==='ArrowLeft'?-1:0;if(d){event.preventDefault();var n=(i+d+tabs.length)%tabs.length;show(n,true);tabs[n].focus();}});});
if(!isStill&&'IntersectionObserver' in window)new IntersectionObserver(function(entries){entries.forEach(function(entry){isInView=entry.isIntersecting;var video=videoAt(current);if(!video)return;if(isInView)play(video);else video.pause();});},{threshold:0.4}).observe(box);});})();`;
}
