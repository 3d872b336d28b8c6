function boxBlur(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  const result = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let total = 0;
      let count = 0;
      for (let r = Math.max(0, i - 1); r <= Math.min(rows - 1, i + 1); r++) {
        for (let c = Math.max(0, j - 1); c <= Math.min(cols - 1, j + 1); c++) {
          total += image[r][c];
          count++;
        }
      }
      row.push(Math.floor(total / count));
    }
    result.push(row);
  }
  return result;
}

const image = [
  [0, 255, 10, 20, 30, 200],
  [100, 50, 0, 255, 128, 64],
  [7, 8, 9, 250, 251, 252],
  [255, 0, 255, 0, 255, 0],
  [13, 200, 31, 99, 180, 3],
];
for (const row of boxBlur(image)) {
  console.log(row.join(' '));
}
