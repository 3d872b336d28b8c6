function rotate180(image) {
  // Reverse the order of the rows and the order of the pixels within each row.
  return image.map((row) => [...row].reverse()).reverse();
}

const image = [
  [12, 250, 37, 8, 199, 64],
  [0, 73, 145, 220, 5, 91],
  [255, 18, 102, 47, 166, 30],
  [81, 134, 9, 177, 240, 56],
  [23, 210, 68, 113, 1, 150],
];
for (const row of rotate180(image)) {
  console.log(row.join(' '));
}
