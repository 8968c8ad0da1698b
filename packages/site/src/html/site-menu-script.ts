/**
 * What the header's `<details>` menus cannot do alone (they open and close
 * without it): Escape closes an open menu and gives focus back to its button,
 * and a click elsewhere, or opening the other menu, closes it. About 400 bytes.
 */
export const siteMenuScript = `(function(d){var open=function(){return d.querySelectorAll('details.menu[open]');};d.addEventListener('keydown',function(e){if(e.key!=='Escape')return;open().forEach(function(menu){var hadFocus=menu.contains(d.activeElement);menu.open=false;if(hadFocus)menu.querySelector('summary').focus();});});d.addEventListener('click',function(e){open().forEach(function(menu){if(!menu.contains(e.target))menu.open=false;});});})(document);`;
