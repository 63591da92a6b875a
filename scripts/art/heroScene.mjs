// Paints the hero background (a floodlit stadium at dusk) on a canvas. Self-contained, because it runs inside a
// browser page (see render-hero.mjs). Deterministic: the same seed paints the same picture.

/** @param {HTMLCanvasElement} canvas @param {number} seed */
export function paintStadium(canvas, seed) {
  const ctx = canvas.getContext('2d');
  const W = canvas.width;
  const H = canvas.height;
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  // Dusk sky.
  const sky = ctx.createLinearGradient(0, 0, 0, H * 0.55);
  sky.addColorStop(0, '#0b1a3a');
  sky.addColorStop(0.6, '#23407a');
  sky.addColorStop(1, '#e0875a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);

  // Far city glow on the horizon.
  const horizon = H * 0.42;
  const glow = ctx.createRadialGradient(W * 0.5, horizon, 10, W * 0.5, horizon, W * 0.7);
  glow.addColorStop(0, 'rgba(255,190,120,0.55)');
  glow.addColorStop(1, 'rgba(255,190,120,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);

  // Stands: three tiers curving around the field, packed with a crowd of coloured dots.
  const tiers = [
    { top: H * 0.3, bottom: H * 0.44, shade: '#1a2440' },
    { top: H * 0.44, bottom: H * 0.56, shade: '#222d4d' },
    { top: H * 0.56, bottom: H * 0.64, shade: '#2a365a' },
  ];
  const crowd = [
    '#f5f5f4',
    '#fbbf24',
    '#ef4444',
    '#22c55e',
    '#3b82f6',
    '#e879f9',
    '#fb923c',
    '#a3a3a3',
  ];
  for (const tier of tiers) {
    ctx.fillStyle = tier.shade;
    ctx.beginPath();
    ctx.moveTo(0, tier.top + H * 0.05);
    ctx.quadraticCurveTo(W / 2, tier.top - H * 0.05, W, tier.top + H * 0.05);
    ctx.lineTo(W, tier.bottom + H * 0.05);
    ctx.quadraticCurveTo(W / 2, tier.bottom - H * 0.05, 0, tier.bottom + H * 0.05);
    ctx.closePath();
    ctx.fill();
    const dots = Math.round((W * (tier.bottom - tier.top)) / 30);
    for (let i = 0; i < dots; i++) {
      const x = rand() * W;
      const bend = ((x - W / 2) / (W / 2)) ** 2 * H * 0.1 - H * 0.05;
      const y = tier.top + bend + rand() * (tier.bottom - tier.top);
      ctx.globalAlpha = 0.2 + rand() * 0.35;
      ctx.fillStyle = crowd[Math.floor(rand() * crowd.length)];
      ctx.fillRect(x, y, 2 + rand() * 2, 2 + rand() * 2.5);
    }
    ctx.globalAlpha = 1;
  }

  // Roof edge.
  ctx.fillStyle = '#0a1224';
  ctx.beginPath();
  ctx.moveTo(0, H * 0.26);
  ctx.quadraticCurveTo(W / 2, H * 0.2, W, H * 0.26);
  ctx.lineTo(W, H * 0.33);
  ctx.quadraticCurveTo(W / 2, H * 0.25, 0, H * 0.33);
  ctx.closePath();
  ctx.fill();

  // Field and running track in perspective.
  const fieldTop = H * 0.66;
  const grass = ctx.createLinearGradient(0, fieldTop, 0, H);
  grass.addColorStop(0, '#1f6b3a');
  grass.addColorStop(1, '#0f3d22');
  ctx.fillStyle = '#b4532a';
  ctx.fillRect(0, fieldTop - H * 0.03, W, H);
  ctx.fillStyle = grass;
  ctx.beginPath();
  ctx.moveTo(W * 0.12, H);
  ctx.lineTo(W * 0.3, fieldTop + H * 0.05);
  ctx.lineTo(W * 0.7, fieldTop + H * 0.05);
  ctx.lineTo(W * 0.88, H);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 2;
  for (let lane = 0; lane <= 8; lane++) {
    const xTop = W * 0.7 + lane * W * 0.03;
    const xBottom = W * 0.88 + lane * W * 0.075;
    ctx.beginPath();
    ctx.moveTo(xTop, fieldTop + H * 0.05 - lane * 1.5);
    ctx.lineTo(xBottom, H);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(W - xTop, fieldTop + H * 0.05 - lane * 1.5);
    ctx.lineTo(W - xBottom, H);
    ctx.stroke();
  }
  // Stripes mown into the grass.
  ctx.globalAlpha = 0.08;
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 6; i++) {
    const y0 = fieldTop + H * 0.05 + ((H - fieldTop) * i) / 6;
    ctx.fillRect(0, y0, W, (H - fieldTop) / 12);
  }
  ctx.globalAlpha = 1;

  // Floodlights with soft beams.
  const lights = [0.08, 0.3, 0.7, 0.92];
  for (const fx of lights) {
    const x = W * fx;
    const y = H * (0.1 + Math.abs(fx - 0.5) * 0.1);
    ctx.fillStyle = '#0a1224';
    ctx.fillRect(x - 2, y, 4, H * 0.25);
    const beam = ctx.createLinearGradient(x, y, W / 2, H * 0.85);
    beam.addColorStop(0, 'rgba(255,250,225,0.28)');
    beam.addColorStop(1, 'rgba(255,250,225,0)');
    ctx.fillStyle = beam;
    ctx.beginPath();
    ctx.moveTo(x - 20, y);
    ctx.lineTo(W / 2 - W * 0.25, H);
    ctx.lineTo(W / 2 + W * 0.25, H);
    ctx.lineTo(x + 20, y);
    ctx.closePath();
    ctx.fill();
    const halo = ctx.createRadialGradient(x, y, 2, x, y, 70);
    halo.addColorStop(0, 'rgba(255,255,240,1)');
    halo.addColorStop(0.2, 'rgba(255,245,210,0.6)');
    halo.addColorStop(1, 'rgba(255,245,210,0)');
    ctx.fillStyle = halo;
    ctx.fillRect(x - 70, y - 70, 140, 140);
    ctx.fillStyle = '#fffef5';
    for (let i = -2; i <= 2; i++) ctx.fillRect(x + i * 7 - 2, y - 6, 5, 5);
  }

  // Bokeh from camera flashes in the crowd.
  for (let i = 0; i < 60; i++) {
    const x = rand() * W;
    const y = H * (0.28 + rand() * 0.38);
    const r = 2 + rand() * 6;
    const b = ctx.createRadialGradient(x, y, 0, x, y, r);
    b.addColorStop(0, 'rgba(255,255,255,0.8)');
    b.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = b;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }

  // Film grain, then a light blur pass for a lens-like softness.
  const image = ctx.getImageData(0, 0, W, H);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (rand() - 0.5) * 8;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
  ctx.filter = 'blur(1.6px)';
  ctx.drawImage(canvas, 0, 0);
  ctx.filter = 'none';
}
