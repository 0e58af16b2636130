// The heat map of Grundy values: values from the server, drawn once on a
// canvas; the reading frame is drawn on a second canvas above it, so that a
// hover redraws one square, not 65,536.
import { t } from "./words.js";
import { toBoard } from "./analysis.js";
import { $, api } from "./common.js";

export const heat = { size: 0, values: null, max: 0, at: [0, 0], cell: 1, touch: matchMedia("(pointer: coarse)").matches };

// Viridis, as the SVG heat map: dark purple (0) through teal to yellow (max).
const STOPS = [[68, 1, 84], [72, 40, 120], [62, 74, 137], [49, 104, 142], [38, 130, 142], [31, 158, 137], [53, 183, 121], [109, 205, 89], [180, 222, 44], [253, 231, 37]];
export function heatRgb(g, max) {
  const t = max ? g / max : 0;
  const f = t * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(f));
  const u = f - i;
  return STOPS[i].map((c, j) => Math.round(c + (STOPS[i + 1][j] - c) * u));
}
export const heatColour = (g, max) => `rgb(${heatRgb(g, max).join(",")})`;
// The ink that reads on a colour of the scale: dark on the light end, white on the dark.
export const inkOn = ([r, g, b]) => (0.299 * r + 0.587 * g + 0.114 * b > 140 ? "#1b1b1b" : "#fff");

// The game drawn (a two-pile game of the catalogue), its parameters' query
// and its parameter as the board's settings take it.
heat.game = "wythoff";
heat.query = "";
heat.param = "";

export async function loadHeat() {
  const size = Number($("heat-size").value);
  const canvas = $("heat-map");
  const game = heat.game;
  const query = `${heat.query ? `${heat.query}&` : ""}size=${size}`;
  canvas.setAttribute("aria-busy", "true");
  $("heat-read").textContent = t("heat-computing", { size: String(size) });
  $("heat-svg").href = `/api/${game}/grundy.svg?${query}`;
  $("heat-svg").download = `${game}-grundy.svg`;
  try {
    const answer = await api(`/api/${game}/grundy_table?${query}`);
    if (Number($("heat-size").value) !== size || heat.game !== game) return;
    heat.size = size;
    heat.values = answer.values.map((row) => row.map(Number));
    heat.max = Number(answer.max);
    heat.at = [Math.min(heat.at[0], size - 1), Math.min(heat.at[1], size - 1)];
    drawHeat();
    const how = t(heat.touch ? "heat-tap" : "heat-hover");
    $("heat-read").textContent = t("heat-read", { size: String(size), max: String(heat.max), how });
    $("heat-play").disabled = false;
  } catch (e) {
    $("heat-read").textContent = t("play-error", { error: e.message });
  } finally {
    canvas.removeAttribute("aria-busy");
  }
}

// The geometry, in CSS pixels: a margin for the axes and their names (pile 1
// across, pile 2 up, as on the board), the squares, and the scale bar.
export const HEAT_LEFT = 50;
export const HEAT_TOP = 8;
export const HEAT_BOTTOM = 40;
export const HEAT_RIGHT = 76;

// A canvas sized in CSS pixels and drawn at the screen's pixel ratio.
function sized(canvas, width, height) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

const px = (x) => HEAT_LEFT + x * heat.cell;
const py = (y) => HEAT_TOP + (heat.size - 1 - y) * heat.cell;

export function drawHeat() {
  const n = heat.size;
  // In presentation mode the map fits the screen's height as well.
  const present = document.body.classList.contains("present");
  const room = Math.min(present ? innerHeight - 130 - HEAT_TOP - HEAT_BOTTOM : 640, $("heat").clientWidth - 30 - HEAT_LEFT - HEAT_RIGHT);
  // Whole pixels a square where they fit; on a narrow screen a square may be
  // less than a pixel, so that the map and its scale stay in the window.
  heat.cell = room >= n ? Math.floor(room / n) : Math.max(0.5, room / n);
  const side = n * heat.cell;
  const width = HEAT_LEFT + side + HEAT_RIGHT;
  const height = HEAT_TOP + side + HEAT_BOTTOM;
  const ctx = sized($("heat-base"), width, height);
  sized($("heat-map"), width, height);
  const map = $("heat-map");
  Object.assign(map.dataset, { left: HEAT_LEFT, top: HEAT_TOP, cell: heat.cell, size: n });
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  // The values as one image, a pixel a square, scaled up without smoothing.
  const image = new ImageData(n, n);
  const palette = Array.from({ length: heat.max + 1 }, (_, g) => heatRgb(g, heat.max));
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const at = 4 * ((n - 1 - y) * n + x);
      const [r, g, b] = palette[heat.values[x][y]];
      image.data[at] = r;
      image.data[at + 1] = g;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
  const square = document.createElement("canvas");
  square.width = n;
  square.height = n;
  square.getContext("2d").putImageData(image, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(square, HEAT_LEFT, HEAT_TOP, side, side);
  // The P-positions (G = 0): outlined in white, or filled white where a
  // square is too small for an outline.
  const cell = heat.cell;
  ctx.strokeStyle = "#fff";
  ctx.fillStyle = "#fff";
  ctx.lineWidth = Math.max(1, cell / 6);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      if (heat.values[x][y] !== 0) continue;
      if (cell >= 6) ctx.strokeRect(px(x) + ctx.lineWidth / 2, py(y) + ctx.lineWidth / 2, cell - ctx.lineWidth, cell - ctx.lineWidth);
      else ctx.fillRect(px(x), py(y), cell, cell);
    }
  }
  // Each value written in its square where the squares are large enough to read.
  if (cell >= 22) {
    ctx.font = `${Math.min(16, Math.floor(cell * 0.5))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        const g = heat.values[x][y];
        ctx.fillStyle = inkOn(palette[g]);
        ctx.fillText(String(g), px(x) + cell / 2, py(y) + cell / 2 + 1);
      }
    }
  }
  // Axes: a tick every 8, 16 or 32 squares, and their names.
  ctx.fillStyle = "#1b1b1b";
  ctx.font = "12px system-ui, sans-serif";
  const step = n <= 32 ? 8 : n <= 128 ? 16 : 32;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let x = 0; x < n; x += step) ctx.fillText(String(x), px(x) + cell / 2, HEAT_TOP + side + 4);
  ctx.fillText(t("heat-pile1"), HEAT_LEFT + side / 2, HEAT_TOP + side + 20);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let y = 0; y < n; y += step) ctx.fillText(String(y), HEAT_LEFT - 4, py(y) + cell / 2);
  ctx.save();
  ctx.translate(14, HEAT_TOP + side / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = "center";
  ctx.fillText(t("heat-pile2"), 0, 0);
  ctx.restore();
  // The scale: 0 at the bottom, the largest value at the top, the words
  // beside the bar, never over it.
  const barX = HEAT_LEFT + side + 14;
  for (let i = 0; i < side; i++) {
    ctx.fillStyle = heatColour(((side - 1 - i) / Math.max(1, side - 1)) * heat.max, heat.max);
    ctx.fillRect(barX, HEAT_TOP + i, 14, 1);
  }
  ctx.fillStyle = "#1b1b1b";
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillText(String(heat.max), barX + 20, HEAT_TOP);
  ctx.textBaseline = "middle";
  ctx.fillText("G", barX + 20, HEAT_TOP + side / 2);
  ctx.textBaseline = "bottom";
  ctx.fillText("0", barX + 20, HEAT_TOP + side);
  drawFrame();
}

// The reading frame alone, on the upper canvas.
function drawFrame() {
  const canvas = $("heat-map");
  const ctx = canvas.getContext("2d");
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const [x, y] = heat.at;
  const cell = heat.cell;
  ctx.strokeStyle = "#000";
  ctx.lineWidth = 2;
  ctx.strokeRect(px(x) - 1, py(y) - 1, cell + 2, cell + 2);
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = 1;
  ctx.strokeRect(px(x) - 2.5, py(y) - 2.5, cell + 5, cell + 5);
}

export function heatAt(event) {
  const rect = $("heat-map").getBoundingClientRect();
  const x = Math.floor((event.clientX - rect.left - HEAT_LEFT) / heat.cell);
  const y = heat.size - 1 - Math.floor((event.clientY - rect.top - HEAT_TOP) / heat.cell);
  return x >= 0 && y >= 0 && x < heat.size && y < heat.size ? [x, y] : null;
}
export function heatRead([x, y]) {
  if (heat.at[0] === x && heat.at[1] === y && $("heat-read").textContent.startsWith(`G(${x}, ${y})`)) return;
  heat.at = [x, y];
  const g = heat.values[x][y];
  $("heat-read").textContent = t(g === 0 ? "heat-square-p" : "heat-square", { x: String(x), y: String(y), g: String(g) });
  $("heat-play").textContent = t("heat-play", { x: String(x), y: String(y) });
  drawFrame();
}
// Plays from the square read, on the board, in the game drawn.
export function heatPlay() {
  toBoard(heat.at.map(BigInt), false, true, heat.game, heat.param);
}
const map = $("heat-map");
map.addEventListener("pointermove", (e) => {
  if (e.pointerType !== "mouse") return;
  const p = heat.values && heatAt(e);
  if (p) heatRead(p);
});
// A click or a tap reads a square (the page stays where it is); the button
// under the map plays from it.
map.addEventListener("pointerdown", (e) => {
  heat.touch = e.pointerType !== "mouse";
});
map.addEventListener("click", (e) => {
  const p = heat.values && heatAt(e);
  if (p) heatRead(p);
});
$("heat-play").addEventListener("click", heatPlay);
addEventListener("resize", () => heat.values && drawHeat());
map.addEventListener("keydown", (e) => {
  if (!heat.values) return;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (steps[e.key]) {
    e.preventDefault();
    const [x, y] = heat.at;
    heatRead([Math.max(0, Math.min(heat.size - 1, x + steps[e.key][0])), Math.max(0, Math.min(heat.size - 1, y + steps[e.key][1]))]);
  } else if (e.key === "Enter") {
    e.preventDefault();
    heatPlay();
  }
});
