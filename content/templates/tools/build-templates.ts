/**
 * Writes content/templates/<id>.json: a dozen layouts (one per category),
 * each laid out for 9:16, 16:9 and 1:1, with their default texts.
 * Run: npx tsx content/templates/tools/build-templates.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratioName, type TemplateFile } from './template-kit.ts';
import { productHero, saleBurst, tutorialSteps, announcementCard } from './families-offers.ts';
import { testimonialCard, podcastEpisode, quoteCard, listing } from './families-voices.ts';
import { recipe, eventInvite, hiring, newsFlash } from './families-moments.ts';

const templatesDirectory = fileURLToPath(new URL('../', import.meta.url));

// ---------------------------------------------------------------- the templates

const all: TemplateFile[] = [
  // product
  productHero({
    id: 'product-launch-9x16', name: 'Product Launch', ratio: 0, category: 'product', bg: '#f6efe6', accent: '#ff5a36', photo: 'media/lamp.png',
    tag: 'NEW ARRIVAL', product: 'Aurora Lamp', tagline: 'Warm, dimmable light that follows your day', price: '$89', cta: 'Shop now', url: 'auroralamp.com',
    features: ['Three warm light modes, one touch', 'Solid brass arm that holds any angle', 'Charges your phone through the base'],
  }),
  productHero({
    id: 'product-spotlight-16x9', name: 'Product Spotlight', ratio: 1, category: 'product', bg: '#eef1ff', accent: '#5b6cff', photo: 'media/headphones.png',
    tag: 'MEET THE NEW', product: 'Pulse Pro', tagline: 'Noise cancelling headphones with 40-hour battery life', price: '$199', cta: 'Pre-order', url: 'pulseaudio.com',
    features: ['Adaptive noise cancelling', '40 hours on one charge', 'Folds flat into a slim case'],
  }),
  productHero({
    id: 'product-card-1x1', name: 'Product Card', ratio: 2, category: 'product', bg: '#fdf3e7', accent: '#c8553d', photo: 'media/coffee.png',
    tag: 'HOUSE BLEND', product: 'Morning Roast', tagline: 'Single-origin beans, roasted every Monday', price: '$16 / bag', cta: 'Order beans', url: 'northroast.coffee',
    features: ['Roasted to order in small batches', 'Notes of cocoa, cherry and caramel', 'Free delivery over $30'],
  }),
  productHero({
    id: 'product-presenter-9x16', name: 'Product Demo with Presenter', ratio: 0, category: 'product', bg: '#ffffff', accent: '#00a896', photo: 'media/watch.png',
    tag: 'JUST LAUNCHED', product: 'Stride Watch', tagline: 'Track sleep, runs and heart rate for a week on one charge', price: '$149', cta: 'Get yours', url: 'stride.fit',
    features: ['Seven-day battery life', 'Heart rate and sleep tracking', 'Swim-proof to 50 metres'],
    presenter: { avatar: '798', voice: 'english-sarah', script: 'Meet {{product}}. {{tagline}}. Yours for {{price}}.' },
  }),
  productHero({
    id: 'product-presenter-16x9', name: 'Product Pitch with Presenter', ratio: 1, category: 'product', bg: '#f4f1ff', accent: '#6d5ae6', photo: 'media/laptop.png',
    tag: 'NOW AVAILABLE', product: 'Ledger Cloud', tagline: 'Bookkeeping that closes your month in ten minutes', price: 'From $12/mo', cta: 'Start free trial', url: 'ledger.cloud',
    features: ['Bank feeds from 5,000 banks', 'Invoices that chase themselves', 'Tax-ready reports in one click'],
    presenter: { avatar: '600', voice: 'english-daniel', script: 'This is {{product}}: {{tagline}}. Try it today.' },
  }),
  // sale
  saleBurst({ id: 'flash-sale-9x16', name: 'Flash Sale', ratio: 0, accent: '#ff3d71', photo: 'media/sneaker.png', event: 'WEEKEND FLASH SALE', discount: '40% OFF', detail: 'All running shoes and trainers', code: 'RUN40', ends: 'Sunday at midnight', url: 'strideshop.com' }),
  saleBurst({ id: 'seasonal-sale-16x9', name: 'Seasonal Sale', ratio: 1, accent: '#ff7b39', photo: 'media/serum.png', event: 'SUMMER SALE', discount: '30% OFF', detail: 'Every serum, cream and gift set', code: 'GLOW30', ends: 'August 31', url: 'glowskin.co' }),
  saleBurst({ id: 'sale-square-1x1', name: 'Sale Square', ratio: 2, accent: '#5b6cff', photo: 'media/headphones.png', event: 'BLACK FRIDAY', discount: '-50%', detail: 'Headphones and speakers', code: 'BF50', ends: 'Monday', url: 'pulseaudio.com' }),
  // tutorial
  tutorialSteps({ id: 'how-to-steps-9x16', name: 'How-To in 3 Steps', ratio: 0, accent: '#6d5ae6', screenshot: 'media/phone-app.png', topic: 'set a monthly budget', app: 'Pocket', steps: ['Connect your bank account', 'Pick a limit for each category', 'Get a nudge before you overspend'], url: 'pocketapp.io' }),
  tutorialSteps({
    id: 'tutorial-presenter-16x9', name: 'Tutorial with Presenter', ratio: 1, accent: '#00a896', screenshot: 'media/laptop.png', topic: 'send your first invoice', app: 'Ledger', steps: ['Add your client and their email', 'List the work and the price', 'Press send, and get paid online'], url: 'ledger.cloud/help',
    presenter: { avatar: '600', voice: 'english-daniel', script: 'Here is how to {{topic}} in {{app}}, in three quick steps.' },
  }),
  tutorialSteps({ id: 'quick-tip-1x1', name: 'Quick Tip', ratio: 2, accent: '#ff7b39', screenshot: 'media/laptop.png', topic: 'build a sales report', app: 'Sheetly', steps: ['Import last month’s orders', 'Choose the Sales template', 'Share the live link with your team'], url: 'sheetly.app' }),
  // announcement
  announcementCard({ id: 'big-news-9x16', name: 'Big News', ratio: 0, accent: '#ff3d71', background: 'media/bg-sunset.jpg', kicker: 'ANNOUNCEMENT', headline: 'We are opening in Brooklyn', detail: 'Our second studio opens its doors on Bedford Avenue, with free classes all opening week.', date: 'Saturday, May 10', url: 'flowstudio.com' }),
  announcementCard({ id: 'announcement-16x9', name: 'Company Announcement', ratio: 1, accent: '#00c2a8', background: 'media/bg-ocean.jpg', kicker: 'PRODUCT UPDATE', headline: 'Version 3.0 is here', detail: 'A faster editor, team workspaces and 40 new integrations, free for every customer.', date: 'Available today', url: 'tasklane.com/new' }),
  announcementCard({ id: 'announcement-1x1', name: 'Announcement Square', ratio: 2, accent: '#ff7b54', background: 'media/bg-violet.jpg', kicker: 'NEW HOURS', headline: 'Now open on Sundays', detail: 'From 9 am to 4 pm, starting this weekend.', date: 'From June 2', url: 'corner-bakery.com' }),
  // testimonial
  testimonialCard({ id: 'customer-review-9x16', name: 'Customer Review', ratio: 0, accent: '#6d5ae6', bg: '#f7f5ff', photo: 'media/customer-1.jpg', quote: 'We replaced three tools with one. Our team ships client videos twice as fast now.', customer: 'Mia Chen', role: 'Head of Marketing, Bloomly', brand: 'Talkreel', url: 'talkreel.app' }),
  testimonialCard({ id: 'testimonial-16x9', name: 'Client Testimonial', ratio: 1, accent: '#00a896', bg: '#f1fbf8', photo: 'media/customer-2.jpg', quote: 'The best decision we made this year. Onboarding took an afternoon and support answers in minutes.', customer: 'David Okafor', role: 'Founder, Okafor Logistics', brand: 'Ledger', url: 'ledger.cloud' }),
  testimonialCard({ id: 'five-star-review-1x1', name: 'Five-Star Review', ratio: 2, accent: '#ff7b39', bg: '#fff6ee', photo: 'media/customer-1.jpg', quote: 'The coffee is incredible and it arrives two days after roasting.', customer: 'Mia Chen', role: 'Subscriber since 2023', brand: 'North Roast', url: 'northroast.coffee' }),
  // podcast
  podcastEpisode({ id: 'podcast-episode-9x16', name: 'Podcast Episode', ratio: 0, accent: '#ffb703', show: 'The Growth Loop', episode: '42', title: 'How small brands win on short video', guest: 'Priya Nair, founder of Kindred' }),
  podcastEpisode({
    id: 'podcast-host-16x9', name: 'Podcast with Host', ratio: 1, accent: '#00c2a8', show: 'Founders Table', episode: '18', title: 'Pricing your first product', guest: 'Sam Rivera, CEO of Tiny Seed',
    presenter: { avatar: '621', voice: 'english-nathan', script: 'Welcome to {{show}}. Today: {{title}}, with {{guest}}.' },
  }),
  podcastEpisode({ id: 'podcast-clip-1x1', name: 'Podcast Clip', ratio: 2, accent: '#ff5a7a', show: 'Tiny Kitchen', episode: '7', title: 'Cooking for one without the waste', guest: 'Chef Ana Lopes' }),
  // quote
  quoteCard({ id: 'quote-story-9x16', name: 'Quote Story', ratio: 0, bg: '#14213d', accent: '#fca311', fg: '#ffffff', quote: 'The best marketing doesn’t feel like marketing.', author: 'Tom Fishburne', handle: '@brightside.studio', style: 'block' }),
  quoteCard({ id: 'inspiring-quote-16x9', name: 'Inspiring Quote', ratio: 1, bg: '#1b1446', accent: '#ff7b54', fg: '#ffffff', quote: 'Make something people want, then tell them about it.', author: 'Founder’s notebook', handle: '@makersweekly', style: 'gradient' }),
  quoteCard({ id: 'quote-card-1x1', name: 'Quote Card', ratio: 2, bg: '#f3ede2', accent: '#c8553d', fg: '#16172b', quote: 'Good design is good business.', author: 'Thomas J. Watson Jr.', handle: '@studio.north', style: 'block' }),
  // real estate
  listing({
    id: 'just-listed-9x16', name: 'Just Listed', ratio: 0, accent: '#c8553d', address: '14 Maple Grove, Austin', price: '$685,000', beds: '4', baths: '3', area: '2,150 sq ft', agent: 'Harbor Realty', phone: '(512) 555-0142',
    presenter: { avatar: '614', voice: 'english-olivia', script: 'Just listed: {{address}}. {{beds}} bedrooms, {{baths}} baths, for {{price}}.' },
  }),
  listing({ id: 'property-tour-16x9', name: 'Property Tour', ratio: 1, accent: '#2a9d8f', address: 'The Linden, 22 Park Row', price: '$1,250,000', beds: '3', baths: '2', area: '1,640 sq ft', agent: 'Linden & Co.', phone: '(212) 555-0198' }),
  listing({ id: 'open-house-1x1', name: 'Open House', ratio: 2, accent: '#e76f51', address: '8 Willow Lane, Portland', price: '$529,000', beds: '3', baths: '2', area: '1,480 sq ft', agent: 'Northwest Homes', phone: '(503) 555-0117' }),
  // recipe
  recipe({ id: 'recipe-reel-9x16', name: 'Recipe Reel', ratio: 0, accent: '#e76f51', photo: 'media/poke-bowl.jpg', dish: 'Salmon Poke Bowl', time: '20 min', serves: '2', ingredients: ['200 g sushi-grade salmon', '1 cup cooked sushi rice', '1 ripe mango, diced', 'Edamame, avocado, sesame'], handle: '@tinykitchen' }),
  recipe({ id: 'recipe-card-16x9', name: 'Recipe Card', ratio: 1, accent: '#d1495b', photo: 'media/cake.png', dish: 'Berry Chocolate Cake', time: '1 h 15 min', serves: '10', ingredients: ['250 g dark chocolate', '200 g butter and 4 eggs', '200 g caster sugar', 'Fresh berries to finish'], handle: 'sweetcrumb.com/cake' }),
  recipe({ id: 'recipe-square-1x1', name: 'Recipe Square', ratio: 2, accent: '#2a9d8f', photo: 'media/poke-bowl.jpg', dish: 'Rainbow Poke', time: '15 min', serves: '2', ingredients: ['Salmon or tofu', 'Sushi rice', 'Mango and avocado', 'Soy-sesame dressing'], handle: '@greenbowl' }),
  // event
  eventInvite({ id: 'event-invite-9x16', name: 'Event Invite', ratio: 0, accent: '#6d5ae6', title: 'Future of Work Summit', day: '14', month: 'OCT', venue: 'Pier 27, San Francisco', detail: 'One day, 30 speakers and the people building how we work next.', agenda: ['Keynote: work after the office', 'Workshops on AI for small teams', 'Evening drinks on the pier'], url: 'fowsummit.com' }),
  eventInvite({ id: 'conference-16x9', name: 'Conference Promo', ratio: 1, accent: '#ff5a7a', title: 'Retail Growth Live', day: '03', month: 'MAR', venue: 'ExCeL London', detail: 'The two-day show for independent shops going online.', agenda: ['20 talks from founders who scaled', 'Meet 80 tools for online stores', 'Free one-to-one advice clinic'], url: 'retailgrowth.live' }),
  eventInvite({ id: 'webinar-1x1', name: 'Webinar Invite', ratio: 2, accent: '#00a896', title: 'Free Webinar: Video Ads', day: '21', month: 'JUN', venue: 'Online · 6 pm CET', detail: 'Learn to make ads that stop the scroll.', agenda: ['Hooks that work in 3 seconds', 'Editing for sound-off viewing', 'Live Q&A'], url: 'adschool.io/webinar' }),
  // hiring
  hiring({
    id: 'we-are-hiring-9x16', name: "We're Hiring", ratio: 0, accent: '#ffd166', company: 'Bloomly', role: 'Senior Product Designer', place: 'Remote in Europe', perks: ['Four-day work week', '€2,000 yearly learning budget', 'Team retreats twice a year'], url: 'bloomly.com/careers',
    presenter: { avatar: '712', voice: 'english-emily', script: 'Hi! {{company}} is hiring a {{role}}. Come build with us.' },
  }),
  hiring({ id: 'job-opening-16x9', name: 'Job Opening', ratio: 1, accent: '#8ecae6', company: 'Harbor Realty', role: 'Office Manager', place: 'Austin, Texas', perks: ['Health, dental and vision cover', 'Bonus on every closed deal', 'Free parking downtown'], url: 'harborrealty.com/jobs' }),
  hiring({ id: 'join-our-team-1x1', name: 'Join Our Team', ratio: 2, accent: '#95d5b2', company: 'Green Bowl', role: 'Head Chef', place: 'Lisbon', perks: ['Five-day weeks, no late shifts', 'Your own seasonal menu', 'Meals and a yearly trip'], url: 'greenbowl.pt/jobs' }),
  // news
  newsFlash({
    id: 'news-anchor-16x9', name: 'News Anchor', ratio: 1, accent: '#e63946', outlet: 'City Daily', headline: 'New riverside park opens to the public', summary: 'Ten acres of gardens and paths open along the east bank this weekend.', ticker: 'Weather: sunny, 24°C · Markets up 0.8% · Metro line 4 reopens Monday',
    presenter: { avatar: '607', voice: 'english-chloe', script: 'Good evening, this is {{outlet}}. {{headline}}. {{summary}}' },
  }),
  newsFlash({ id: 'breaking-news-9x16', name: 'Breaking News', ratio: 0, accent: '#e63946', outlet: 'CITY DAILY', headline: 'Downtown metro line reopens after upgrade', summary: 'Trains run every four minutes from Monday, with step-free access at all stations.', ticker: 'Traffic: bridge lanes open · Weather: light rain, 16°C' }),
  newsFlash({ id: 'news-update-1x1', name: 'News Update', ratio: 2, accent: '#1d4ed8', outlet: 'TECH BRIEF', headline: 'Small businesses double video ad spend', summary: 'A new survey of 2,000 shops finds short video is now their top channel.', ticker: 'Read the full report at techbrief.news' }),
];

const ids = new Set<string>();
const names = new Set<string>();
for (const file of all) {
  if (ids.has(file.id) || names.has(file.name)) throw new Error(`duplicate ${file.id} / ${file.name}`);
  ids.add(file.id);
  names.add(file.name);
  if (!file.id.endsWith(ratioName[file.aspect_ratio])) throw new Error(`${file.id} does not end with its ratio`);
  const { id, ...body } = file;
  writeFileSync(path.join(templatesDirectory, `${id}.json`), `${JSON.stringify(body, null, 2)}\n`);
}
console.log(`wrote ${all.length} templates`);
