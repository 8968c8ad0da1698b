/**
 * Draws the templates' default pictures (content/templates/media/): flat
 * illustrations of products, rooms, food and events, so the media are
 * reproducible from the repository. Run: npx tsx content/templates/tools/make-media.ts
 */
import { mkdirSync } from 'node:fs';
import { designLooks, renderLookPng } from '@talkreel/looks';
import { mediaDirectory, save } from './media-kit.ts';
import { drawLamp, drawSneaker, drawHeadphones, drawCoffee, drawSerum, drawWatch, drawLaptop, drawPhoneApp, drawMicrophone, drawCake } from './media-products.ts';
import { drawHouse, drawLivingRoom, drawBowl, drawStage, drawOffice, drawCity, drawGradient, drawLogo } from './media-scenes.ts';

async function main(): Promise<void> {
  mkdirSync(mediaDirectory, { recursive: true });
  await save('lamp.png', 800, 800, drawLamp);
  await save('sneaker.png', 980, 720, drawSneaker);
  await save('headphones.png', 800, 800, drawHeadphones);
  await save('coffee.png', 800, 800, drawCoffee);
  await save('serum.png', 800, 800, drawSerum);
  await save('watch.png', 800, 800, drawWatch);
  await save('laptop.png', 1000, 700, drawLaptop);
  await save('phone-app.png', 700, 1000, drawPhoneApp);
  await save('microphone.png', 800, 800, drawMicrophone);
  await save('cake.png', 800, 800, drawCake);
  await save('logo.png', 400, 400, drawLogo);
  await save('house.jpg', 1080, 810, (c) => drawHouse(c, 1080, 810));
  await save('living-room.jpg', 1080, 810, (c) => drawLivingRoom(c, 1080, 810));
  await save('poke-bowl.jpg', 1000, 1000, (c) => drawBowl(c, 1000, 1000));
  await save('stage.jpg', 1080, 720, (c) => drawStage(c, 1080, 720));
  await save('office.jpg', 1080, 720, (c) => drawOffice(c, 1080, 720));
  await save('city.jpg', 1080, 720, (c) => drawCity(c, 1080, 720));
  await save('bg-sunset.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#ff7b54', '#6d2e8c', 'rgba(255, 209, 102, 0.8)', 'rgba(255, 61, 113, 0.7)'));
  await save('bg-ocean.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#0f2a5c', '#00a6a6', 'rgba(0, 194, 168, 0.7)', 'rgba(91, 108, 255, 0.7)'));
  await save('bg-violet.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#1b1446', '#6d5ae6', 'rgba(255, 90, 122, 0.6)', 'rgba(0, 194, 168, 0.5)'));
  // Customer headshots for testimonials: the embedded look engine draws them.
  const customers = [
    { name: 'customer-1.jpg', gender: 'female', ethnicity: 'east asian', appearance: 'bob haircut, teal blouse', background: 'bright cafe', seed: 4211 },
    { name: 'customer-2.jpg', gender: 'male', ethnicity: 'african', appearance: 'short beard, mustard sweater', background: 'studio gradient', seed: 5123 },
  ] as const;
  for (const customer of customers) {
    const [design] = designLooks({
      style: 'professional',
      gender: customer.gender,
      age: 'adult',
      ethnicity: customer.ethnicity,
      appearance: customer.appearance,
      background: customer.background,
      aspectRatio: 0,
      count: 1,
      seed: customer.seed,
    });
    const png = await renderLookPng(design!, { widthPx: 720, heightPx: 1280 });
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(Buffer.from(png));
    await save(customer.name, 720, 720, (c) => c.drawImage(image, 0, 120, 720, 720, 0, 0, 720, 720));
  }
}

await main();
