// The heat map of Grundy values: values from the server, drawn on a canvas.
import { analyse } from "./analysis.js";
import { $, reducedMotion, api } from "./common.js";

// ---- The heat map: values from the server, drawn on a canvas ----
export const heat = { size: 0, values: null, max: 0, at: [0, 0] };
export function heatColour(g, max) {
  // Viridis, as the SVG heat map: dark purple (0) through teal to yellow (max).
  const t = max ? g / max : 0;
  const stops = [[68, 1, 84], [72, 40, 120], [62, 74, 137], [49, 104, 142], [38, 130, 142], [31, 158, 137], [53, 183, 121], [109, 205, 89], [180, 222, 44], [253, 231, 37]];
  const f = t * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(f));
  const u = f - i;
  return `rgb(${stops[i].map((c, j) => Math.round(c + (stops[i + 1][j] - c) * u)).join(",")})`;
}
export async function loadHeat() {
  const size = Number($("heat-size").value);
  const canvas = $("heat-map");
  canvas.setAttribute("aria-busy", "true");
  $("heat-read").textContent = `Computing the values below ${size}…`;
  $("heat-svg").href = `/api/wythoff/grundy.svg?size=${size}`;
  try {
    const answer = await api(`/api/wythoff/grundy_table?size=${size}`);
    if (Number($("heat-size").value) !== size) return;
    heat.size = size;
    heat.values = answer.values.map((row) => row.map(Number));
    heat.max = Number(answer.max);
    drawHeat();
    $("heat-read").textContent = `G(x, y) for x and y below ${size}; the largest is ${heat.max}. Hover for a value.`;
  } catch (e) {
    $("heat-read").textContent = `Error: ${e.message}`;
  } finally {
    canvas.removeAttribute("aria-busy");
  }
}
// The canvas: the values with a margin for the axes (pile 1 across, pile 2
// up, as on the board) and a scale bar.
export const HEAT_LEFT = 34;
export const HEAT_BOTTOM = 34;
export const HEAT_RIGHT = 70;
export function drawHeat() {
  const canvas = $("heat-map");
  const n = heat.size;
  const room = Math.min(640, $("heat").clientWidth - 30 - HEAT_LEFT - HEAT_RIGHT);
  const cell = Math.max(1, Math.floor(room / n));
  const side = n * cell;
  canvas.width = HEAT_LEFT + side + HEAT_RIGHT;
  canvas.height = side + HEAT_BOTTOM + 8;
  canvas.style.width = `${canvas.width}px`;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const px = (x) => HEAT_LEFT + x * cell;
  const py = (y) => 4 + (n - 1 - y) * cell;
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      ctx.fillStyle = heatColour(heat.values[x][y], heat.max);
      ctx.fillRect(px(x), py(y), cell, cell);
    }
  }
  // The P-positions (G = 0), outlined in white.
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = Math.max(1, cell / 6);
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if (heat.values[x][y] === 0) ctx.strokeRect(px(x) + 0.5, py(y) + 0.5, cell - 1, cell - 1);
  // Axes: a tick every 8, 16 or 32 squares.
  ctx.fillStyle = "#1b1b1b";
  ctx.font = "12px system-ui, sans-serif";
  const step = n <= 32 ? 8 : n <= 128 ? 16 : 32;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let x = 0; x < n; x += step) ctx.fillText(String(x), px(x) + cell / 2, side + 8);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let y = 0; y < n; y += step) ctx.fillText(String(y), HEAT_LEFT - 4, py(y) + cell / 2);
  // The scale: 0 at the bottom, the largest value at the top.
  const barX = HEAT_LEFT + side + 14;
  for (let i = 0; i < side; i++) {
    ctx.fillStyle = heatColour(((side - 1 - i) / Math.max(1, side - 1)) * heat.max, heat.max);
    ctx.fillRect(barX, 4 + i, 14, 1);
  }
  ctx.fillStyle = "#1b1b1b";
  ctx.textAlign = "left";
  ctx.fillText(String(heat.max), barX + 18, 10);
  ctx.fillText("G", barX + 18, side / 2);
  ctx.textAlign = "right";
  ctx.fillText("pile 1 →", HEAT_LEFT + side, side + 22);
  ctx.fillText("0", barX + 18, side);
  const [hx, hy] = heat.at;
  ctx.strokeStyle = "#000";
  ctx.lineWidth = 2;
  ctx.strokeRect(px(hx) + 1, py(hy) + 1, cell - 2, cell - 2);
}
export function heatAt(event) {
  const canvas = $("heat-map");
  const rect = canvas.getBoundingClientRect();
  const scale = canvas.width / rect.width;
  const cell = (canvas.width - HEAT_LEFT - HEAT_RIGHT) / heat.size;
  const x = Math.floor(((event.clientX - rect.left) * scale - HEAT_LEFT) / cell);
  const y = heat.size - 1 - Math.floor(((event.clientY - rect.top) * scale - 4) / cell);
  return x >= 0 && y >= 0 && x < heat.size && y < heat.size ? [x, y] : null;
}
export function heatRead([x, y]) {
  heat.at = [x, y];
  const g = heat.values[x][y];
  $("heat-read").textContent = `G(${x}, ${y}) = ${g}${g === 0 ? ": a P-position" : ""}.`;
  drawHeat();
}
export function heatAnalyse([x, y]) {
  $("pile-a").value = String(x);
  $("pile-b").value = String(y);
  $("analyse-misere").checked = false;
  analyse();
  $("analyse").scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth" });
}
$("heat-map").addEventListener("mousemove", (e) => {
  const p = heat.values && heatAt(e);
  if (p) heatRead(p);
});
$("heat-map").addEventListener("click", (e) => {
  const p = heat.values && heatAt(e);
  if (p) heatAnalyse(p);
});
$("heat-map").addEventListener("keydown", (e) => {
  if (!heat.values) return;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (steps[e.key]) {
    e.preventDefault();
    const [x, y] = heat.at;
    heatRead([Math.max(0, Math.min(heat.size - 1, x + steps[e.key][0])), Math.max(0, Math.min(heat.size - 1, y + steps[e.key][1]))]);
  } else if (e.key === "Enter") {
    e.preventDefault();
    heatAnalyse(heat.at);
  }
});
$("heat-size").addEventListener("change", loadHeat);
