const KERNEL = [
  [1, 2, 1],
  [2, 4, 2],
  [1, 2, 1],
];

function gaussianBlur(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  const clamp = (x, n) => Math.min(Math.max(x, 0), n - 1);
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let total = 0;
      for (let di = -1; di <= 1; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
          total += KERNEL[di + 1][dj + 1] * image[clamp(i + di, rows)][clamp(j + dj, cols)];
        }
      }
      row.push(Math.floor((total + 8) / 16));
    }
    result.push(row);
  }
  return result;
}

const image = [
  [10, 200, 35, 90, 255, 0],
  [120, 45, 180, 60, 15, 220],
  [250, 5, 77, 140, 199, 33],
  [64, 128, 0, 211, 90, 175],
  [30, 240, 100, 8, 160, 66],
  [185, 12, 230, 150, 40, 95],
];
for (const row of gaussianBlur(image)) {
  console.log(row.join(' '));
}
