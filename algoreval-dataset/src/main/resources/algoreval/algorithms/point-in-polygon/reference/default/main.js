function pointInPolygon(polygon, point) {
  const [px, py] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    // Count crossings of the ray going right from the point; the half-open test counts a
    // vertex on the ray exactly once and skips horizontal edges.
    if ((yi > py) !== (yj > py)) {
      const xCross = xi + ((py - yi) * (xj - xi)) / (yj - yi);
      if (px < xCross) inside = !inside;
    }
  }
  return inside;
}

const polygon = [[0, 0], [8, 0], [8, 6], [6, 6], [6, 2], [4, 4], [2, 2], [2, 6], [0, 6]];
const queries = [[1, 3], [4, 1], [4, 5], [7, 4], [3, 4], [5, 2], [9, 2], [-1, 2],
  [3, 2], [5, 6], [-2, 0], [4, 3]];
for (const [x, y] of queries) {
  console.log(`${x} ${y} ${pointInPolygon(polygon, [x, y]) ? "inside" : "outside"}`);
}
