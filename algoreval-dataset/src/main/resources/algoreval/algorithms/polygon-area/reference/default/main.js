// Shoelace formula; the result does not depend on the orientation of the vertices.
function polygonArea(vertices) {
  let twiceSigned = 0;
  const n = vertices.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = vertices[i];
    const [x2, y2] = vertices[(i + 1) % n];
    twiceSigned += x1 * y2 - x2 * y1;
  }
  return Math.abs(twiceSigned) / 2;
}

const polygons = [
  [[-3, -2], [5, -1], [4, 4], [1, 1], [-2, 5]],
  [[0, 0], [0, 7], [3, 3], [6, 6], [7, -2]],
  [[0, 0], [8, 0], [8, 6], [6, 6], [6, 2], [4, 4], [2, 2], [2, 6], [0, 6]],
];
for (const vertices of polygons) {
  console.log(polygonArea(vertices).toFixed(1));
}
