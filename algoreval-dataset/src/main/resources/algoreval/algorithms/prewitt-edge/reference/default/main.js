function prewittEdge(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
  const px = (r, c) => image[Math.min(Math.max(r, 0), rows - 1)][Math.min(Math.max(c, 0), cols - 1)];
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let gx = 0;
      let gy = 0;
      for (let d = -1; d <= 1; d++) {
        gx += px(i + d, j + 1) - px(i + d, j - 1);
        gy += px(i + 1, j + d) - px(i - 1, j + d);
      }
      row.push(Math.min(255, Math.abs(gx) + Math.abs(gy)));
    }
    result.push(row);
  }
  return result;
}

const image = [
  [20, 22, 25, 60, 110, 115],
  [21, 24, 30, 75, 112, 118],
  [23, 26, 45, 90, 108, 120],
  [40, 55, 70, 85, 95, 100],
  [80, 90, 88, 70, 60, 52],
];
for (const row of prewittEdge(image)) {
  console.log(row.join(' '));
}
