function medianFilter(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  const clamp = (x, n) => Math.min(Math.max(x, 0), n - 1);
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      const window = [];
      for (let di = -1; di <= 1; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          // Replicate the border so every window holds exactly 9 values.
          window.push(image[clamp(i + di, rows)][clamp(j + dj, cols)]);
        }
      }
      window.sort((a, b) => a - b);
      row.push(window[4]);
    }
    result.push(row);
  }
  return result;
}

const image = [
  [100, 102, 255, 98, 97, 0, 95],
  [101, 0, 99, 100, 255, 96, 94],
  [103, 104, 100, 30, 98, 97, 255],
  [255, 105, 101, 99, 0, 93, 92],
  [106, 107, 0, 102, 100, 255, 90],
  [108, 255, 109, 103, 101, 91, 0],
];
for (const row of medianFilter(image)) {
  console.log(row.join(' '));
}
