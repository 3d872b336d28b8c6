function rotate90(image) {
  const rows = image.length;
  const cols = rows ? image[0].length : 0;
  // Row r of the result is column r of the input read from the bottom row upwards.
  const result = [];
  for (let r = 0; r < cols; r++) {
    const row = [];
    for (let c = 0; c < rows; c++) {
      row.push(image[rows - 1 - c][r]);
    }
    result.push(row);
  }
  return result;
}

const image = [
  [11, 22, 33, 44, 55, 66, 77],
  [5, 0, 255, 128, 64, 32, 16],
  [90, 80, 70, 60, 50, 40, 30],
  [1, 2, 3, 4, 5, 6, 7],
  [200, 150, 100, 75, 25, 12, 9],
];
for (const row of rotate90(image)) {
  console.log(row.join(' '));
}
