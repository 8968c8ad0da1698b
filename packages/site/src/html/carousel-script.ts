import { lastCardIndex, moveBoundedIndex, moveCardIndex } from '../features/carousel-index.ts';

/**
 * The carousels' script (testimonials, swipers, card carousels): previous and
 * next move by the tested index rules, whose own source is shipped here; the
 * buttons get `disabled` and `aria-disabled` where a move would stay put; a
 * swipe (scroll-snap) moves the index too, except for a second after a button
 * press, while its own smooth scroll passes other items. `is-enhanced` lets the testimonials
 * stack on a desktop; without the script every item stays in a scrollable row.
 */
export const carouselScript = `(function(){${[lastCardIndex, moveCardIndex, moveBoundedIndex].map(String).join('\n')}
var phone=window.matchMedia('(max-width: 767px)');
document.querySelectorAll('[data-carousel]').forEach(function(box){var track=box.querySelector('[data-track]');var items=[].slice.call(track.children);var count=items.length;var isCards=box.getAttribute('data-carousel')==='cards';var position=box.querySelector('[data-position]');var buttons=[].slice.call(box.querySelectorAll('[data-step]'));var index=0;var timer=0;var heldUntilMs=0;
function move(from,step){return isCards?moveCardIndex(from,step,count,phone.matches):moveBoundedIndex(from,step,count);}
function render(shouldScroll){buttons.forEach(function(button){var isStuck=move(index,Number(button.getAttribute('data-step')))===index;button.disabled=isStuck;button.setAttribute('aria-disabled',String(isStuck));});if(position)position.textContent=position.getAttribute('data-format').replace('{index}',String(index+1)).replace('{count}',String(count));items.forEach(function(item,j){item.setAttribute('data-offset',String(j-index));});if(shouldScroll&&track.scrollWidth>track.clientWidth)track.scrollTo({left:items[index].offsetLeft-items[0].offsetLeft,behavior:'smooth'});}
buttons.forEach(function(button){button.addEventListener('click',function(){index=move(index,Number(button.getAttribute('data-step')));heldUntilMs=Date.now()+1000;render(true);});});
track.addEventListener('scroll',function(){clearTimeout(timer);timer=setTimeout(function(){if(Date.now()<heldUntilMs)return;var nearest=0;items.forEach(function(item,j){if(Math.abs(item.offsetLeft-items[0].offsetLeft-track.scrollLeft)<Math.abs(items[nearest].offsetLeft-items[0].offsetLeft-track.scrollLeft))nearest=j;});index=move(nearest,0);render(false);},120);});
phone.addEventListener('change',function(){index=move(index,0);render(true);});
box.classList.add('is-enhanced');render(false);});})();`;
