/**
 * The demo section's filter tabs: shown once the script runs (without it
 * every video is listed with its label), the first tab selected, a tab shows
 * only the videos whose extraInfo it names.
 */
export const demoFilterScript = `document.querySelectorAll('[data-demo]').forEach(function(box){var list=box.querySelector('[role=tablist]');var tabs=[].slice.call(list.querySelectorAll('[role=tab]'));var items=[].slice.call(box.querySelectorAll('[data-filter]:not([role=tab])'));function pick(i){var filter=tabs[i].getAttribute('data-filter');tabs.forEach(function(tab,j){tab.setAttribute('aria-selected',String(i===j));tab.tabIndex=i===j?0:-1;});items.forEach(function(item){item.hidden=item.getAttribute('data-filter')!==filter;var video=item.querySelector('video');if(video&&item.hidden)video.pause();});}tabs.forEach(function(tab,i){tab.addEventListener('click',function(){pick(i);});tab.addEventListener('keydown',function(event){var d=event.key==='ArrowRight'?1:event.key==='ArrowLeft'?-1:0;if(d){event.preventDefault();var n=(i+d+tabs.length)%tabs.length;pick(n);tabs[n].focus();}});});list.hidden=false;pick(0);});`;
