/**
 * The blog's only stylesheet, inlined in every page (about 4 KB: no extra
 * request, no app bundle). Tokens from DESIGN.md: violet #6D5AE6, ink #111827,
 * muted #6B7280, borders #E5E7EB, page #F7F7FB; 720 px reading column.
 * Chinese text tries the device's own Chinese faces before the self-hosted
 * Noto Sans SC, which only Chinese pages declare: an English page's one
 * Chinese text, the language switch, never downloads it (92 KB for four
 * characters) and is drawn in the device's face. Latin text is in the system
 * font until Inter is cached (`html.inter`, see blog-fonts.ts).
 */
export const blogStyles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#F7F7FB;color:#111827;font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif}
.inter body{font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif}
a{color:#6D5AE6;text-decoration:none}
a:hover{color:#5B48D6;text-decoration:underline}
a:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px;border-radius:4px}
img{max-width:100%;height:auto;display:block}
.wrap{max-width:1200px;margin:0 auto;padding:0 20px}
.column{max-width:720px;margin:0 auto;padding:0 20px}
.site-header{background:#fff;border-bottom:1px solid #E5E7EB;position:sticky;top:0;z-index:10}
.site-header .wrap{display:flex;align-items:center;gap:24px;height:64px;position:relative}
.logo{display:flex;align-items:center;gap:8px;font-weight:700;font-size:20px;color:#111827}
.logo:hover{color:#111827;text-decoration:none}
.logo-mark{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#6D5AE6,#FF6B57);display:inline-block}
.nav{display:flex;align-items:center;gap:20px;font-size:14px;flex:1}
.nav a,.features-menu>summary{color:#374151}
.nav>a[aria-current],.features-menu:has([aria-current])>summary{color:#6D5AE6;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.menu>summary{list-style:none;cursor:pointer;display:flex;align-items:center;gap:6px;border-radius:6px}
.menu>summary::-webkit-details-marker{display:none}
.menu>summary:focus-visible{outline:2px solid #6D5AE6;outline-offset:2px}
.features-menu{position:relative}
.caret{width:6px;height:6px;border:solid currentColor;border-width:0 1.5px 1.5px 0;transform:translateY(-2px) rotate(45deg)}
.features-menu[open] .caret{transform:translateY(1px) rotate(-135deg)}
.menu-panel{position:absolute;z-index:20;margin:0;background:#fff;border:1px solid #E5E7EB;box-shadow:0 12px 32px rgba(17,24,39,.14);font-size:14px}
.menu-panel ul,ul.menu-panel{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:2px 8px}
.features-menu .menu-panel{top:calc(100% + 20px);left:-20px;width:420px;padding:8px;border-radius:12px}
.menu-panel a{display:block;padding:8px 12px;border-radius:8px;color:#374151}
.menu-panel a:hover{background:#F7F7FB;color:#111827;text-decoration:none}
.menu-panel a[aria-current]{color:#6D5AE6;font-weight:600}
.phone-menu{display:none}
.menu-button{width:40px;height:40px;justify-content:center;border:1px solid #E5E7EB}
.menu-icon,.menu-icon::before,.menu-icon::after{display:block;width:18px;height:2px;border-radius:1px;background:#111827}
.menu-icon{position:relative}
.menu-icon::before,.menu-icon::after{content:"";position:absolute;left:0;top:-6px}
.menu-icon::after{top:6px}
.phone-menu[open] .menu-icon{background:transparent}
.phone-menu[open] .menu-icon::before{top:0;transform:rotate(45deg)}
.phone-menu[open] .menu-icon::after{top:0;transform:rotate(-45deg)}
.phone-menu .menu-panel{top:64px;left:0;right:0;max-height:calc(100vh - 64px);overflow-y:auto;padding:8px 8px 16px;border-radius:0 0 12px 12px;border-width:1px 0}
.menu-heading{margin:8px 12px;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#6B7280}
.menu-panel .menu-more{margin-top:8px;padding-top:8px;border-top:1px solid #E5E7EB}
.actions{display:flex;align-items:center;gap:12px;font-size:14px;white-space:nowrap}
.logo,.menu-button{flex-shrink:0}
.actions .lang{color:#6B7280}
.lang:lang(zh-CN),.menu-lang:lang(zh-CN){font-family:"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif}
.button{display:inline-block;background:#6D5AE6;color:#fff;font-weight:600;padding:8px 16px;border-radius:8px;font-size:14px;white-space:nowrap}
.button:hover{background:#5B48D6;color:#fff;text-decoration:none}
.hero{padding:48px 0 24px}
.hero h1{font-size:40px;line-height:1.15;margin:0 0 12px;letter-spacing:-.02em}
.hero p{color:#6B7280;margin:0;max-width:640px;font-size:18px}
.chips{display:flex;flex-wrap:wrap;gap:8px;margin:20px 0 0;padding:0;list-style:none}
.card .chips{margin:0}
.chip{display:inline-block;font-size:12px;font-weight:600;padding:4px 10px;border-radius:999px;background:#EEEBFD;color:#4C3BC4}
.chip:hover{text-decoration:none;filter:brightness(.97)}
.chip.coral{background:#FFE9E6;color:#B93A2A}.chip.teal{background:#DDF5F1;color:#0F766E}.chip.blue{background:#E0ECFF;color:#1D4ED8}.chip.amber{background:#FDF0D5;color:#92580A}.chip.green{background:#DCFCE7;color:#15803D}
.chip.current{background:#6D5AE6;color:#fff}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:24px;padding:24px 0 8px}
.card{background:#fff;border:1px solid #E5E7EB;border-radius:12px;overflow:hidden;display:flex;flex-direction:column;box-shadow:0 1px 2px rgba(17,24,39,.06),0 8px 24px rgba(17,24,39,.06)}
.card img{aspect-ratio:16/9;object-fit:cover;object-position:top left;width:100%;background:#EEF0F5;border-bottom:1px solid #E5E7EB}
.card-body{padding:16px 20px 20px;display:flex;flex-direction:column;gap:8px;flex:1}
.card h2,.card h3{font-size:20px;line-height:1.3;margin:0}
.card h2 a,.card h3 a{color:#111827}
.card p{margin:0;color:#6B7280;font-size:14px}
.meta{color:#6B7280;font-size:14px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center}
.card .meta{margin-top:auto;font-size:12px}
.pager{display:flex;justify-content:space-between;align-items:center;padding:24px 0 48px;color:#6B7280;font-size:14px}
.pager a{font-weight:600}
.breadcrumb{font-size:14px;color:#6B7280;padding:24px 0 0}
.breadcrumb ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.breadcrumb li+li::before{content:"/";margin-right:6px;color:#D1D5DB}
article h1{font-size:40px;line-height:1.2;margin:16px 0 12px;letter-spacing:-.02em}
.lead{font-size:18px;color:#4B5563;margin:0 0 16px}
.cover{margin:24px 0;border-radius:12px;overflow:hidden;border:1px solid #E5E7EB;background:#fff}
.prose{font-size:17px;line-height:1.75}
.prose h2{font-size:26px;line-height:1.3;margin:40px 0 12px}
.prose h3{font-size:20px;margin:32px 0 8px}
.prose p,.prose ul,.prose ol{margin:0 0 18px}
.prose li{margin:4px 0}
.prose code{background:#EEF0F5;padding:2px 6px;border-radius:6px;font-size:.9em}
.prose pre{background:#111827;color:#F9FAFB;padding:16px;border-radius:12px;overflow-x:auto}
.prose pre code{background:none;padding:0}
.prose blockquote{margin:0 0 18px;padding:4px 16px;border-left:4px solid #6D5AE6;color:#4B5563}
.prose table{border-collapse:collapse;width:100%;display:block;overflow-x:auto;margin:0 0 18px;font-size:15px}
.prose th,.prose td{border:1px solid #E5E7EB;padding:8px 10px;text-align:left}
.prose .picture{margin:28px 0}
.prose .picture img{width:100%;border-radius:12px;border:1px solid #E5E7EB;background:#EEF0F5}
.prose figcaption{margin-top:8px;font-size:14px;color:#4B5563;text-align:center}
.source{color:#6B7280;font-size:14px;border-top:1px solid #E5E7EB;padding-top:16px;margin-top:32px}
.cta{background:linear-gradient(135deg,#6D5AE6,#8B7CF0);color:#fff;border-radius:12px;padding:28px;margin:40px 0}
.cta h2{margin:0 0 8px;font-size:24px}
.cta p{margin:0 0 16px;opacity:.92}
.cta .button{background:#fff;color:#4C3BC4}
.cta .links{display:flex;flex-wrap:wrap;gap:8px 16px;margin-top:16px;font-size:14px}
.cta .links a{color:#fff;text-decoration:underline}
.prev-next{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin:32px 0}
.prev-next a{display:block;background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:16px;color:#111827;font-weight:600}
.prev-next a:hover{border-color:#6D5AE6;text-decoration:none}
.prev-next span{display:block;font-size:12px;color:#6B7280;font-weight:500;margin-bottom:4px}
.prev-next .next{text-align:right;grid-column:2}
.related h2{font-size:22px;margin:40px 0 0}
.related .grid{grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px}
.related .card h3{font-size:16px}
.related-features h2{font-size:22px;margin:40px 0 16px}
.related-features ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}
.related-features a{display:flex;flex-direction:column;gap:4px;height:100%;background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:16px;color:#111827;font-weight:600}
.related-features a:hover{border-color:#6D5AE6;text-decoration:none}
.related-features span{font-size:14px;font-weight:400;color:#6B7280}
.author-box{display:flex;gap:12px;align-items:flex-start;margin:0 0 24px;color:#4B5563}
.site-footer{border-top:1px solid #E5E7EB;background:#fff;margin-top:48px;padding:32px 0;font-size:14px;color:#6B7280}
.site-footer .wrap{display:flex;flex-wrap:wrap;gap:12px 24px;justify-content:space-between}
.site-footer nav{display:flex;flex-wrap:wrap;gap:12px 20px}
.site-footer a{color:#374151}
@media (max-width:860px){.nav{display:none}.phone-menu{display:block}.actions{margin-left:auto}}
@media (max-width:520px){
.hero{padding:32px 0 8px}.hero h1,article h1{font-size:30px}.hero p,.lead{font-size:16px}
.grid{grid-template-columns:1fr;gap:16px}
.actions .sign-in{display:none}
.site-header .wrap,.actions{gap:8px}
.prev-next{grid-template-columns:1fr}.prev-next .next{grid-column:1}
.prose{font-size:16px}
.cta{padding:20px}
}
@media (max-width:400px){.actions .lang{display:none}}
`
  .trim()
  .replace(/\n/gu, '');
