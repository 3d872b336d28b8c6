function convolve2d(image, kernel) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  const k = kernel.length;
  const half = Math.floor(k / 2);
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let total = 0;
      for (let a = 0; a < k; a++) {
        for (let b = 0; b < k; b++) {
          // True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
          const r = i + half - a;
          const c = j + half - b;
          if (r >= 0 && r < rows && c >= 0 && c < cols) {
            total += kernel[a][b] * image[r][c];
          }
        }
      }
      row.push(total);
    }
    result.push(row);
  }
  return result;
}

const image = [
  [12, 40, 87, 150, 200, 180, 95],
  [30, 65, 120, 210, 240, 160, 70],
  [55, 90, 35, 100, 185, 130, 45],
  [80, 145, 60, 20, 90, 220, 110],
  [25, 170, 205, 75, 15, 60, 140],
  [5, 100, 230, 250, 120, 35, 10],
];
const kernel = [
  [-1, 0, 2],
  [-2, 1, 1],
  [0, 3, -1],
];
for (const row of convolve2d(image, kernel)) {
  console.log(row.join(' '));
}
