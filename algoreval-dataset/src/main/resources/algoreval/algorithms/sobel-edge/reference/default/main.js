const KX = [
  [-1, 0, 1],
  [-2, 0, 2],
  [-1, 0, 1],
];
const KY = [
  [-1, -2, -1],
  [0, 0, 0],
  [1, 2, 1],
];

function sobelEdge(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  const clamp = (x, n) => Math.min(Math.max(x, 0), n - 1);
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let gx = 0;
      let gy = 0;
      for (let di = -1; di <= 1; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
          const v = image[clamp(i + di, rows)][clamp(j + dj, cols)];
          gx += KX[di + 1][dj + 1] * v;
          gy += KY[di + 1][dj + 1] * v;
        }
      }
      // gx^2 + gy^2 is an integer, so its square root is never exactly halfway
      row.push(Math.min(255, Math.round(Math.sqrt(gx * gx + gy * gy))));
    }
    result.push(row);
  }
  return result;
}

const image = [
  [10, 12, 15, 40, 70, 72, 75],
  [11, 14, 22, 50, 68, 74, 77],
  [13, 18, 35, 58, 66, 71, 60],
  [30, 42, 48, 52, 45, 40, 38],
  [70, 75, 60, 41, 30, 25, 20],
];
for (const row of sobelEdge(image)) {
  console.log(row.join(' '));
}
