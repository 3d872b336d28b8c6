function dist2(p, q) {
  return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
}

function closestPair(points) {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let bestD2 = Infinity;
  let best = null;

  const consider = (p, q) => {
    const d = dist2(p, q);
    if (d < bestD2) {
      bestD2 = d;
      best = [p, q];
    }
  };

  const solve = (lo, hi) => {
    if (hi - lo <= 3) {
      for (let i = lo; i < hi; i++) {
        for (let j = i + 1; j < hi; j++) consider(pts[i], pts[j]);
      }
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    const midX = pts[mid][0];
    solve(lo, mid);
    solve(mid, hi);
    const strip = pts.slice(lo, hi).filter((p) => (p[0] - midX) ** 2 < bestD2).sort((a, b) => a[1] - b[1]);
    for (let i = 0; i < strip.length; i++) {
      for (let j = i + 1; j < strip.length; j++) {
        if ((strip[j][1] - strip[i][1]) ** 2 >= bestD2) break;
        consider(strip[i], strip[j]);
      }
    }
  };

  solve(0, pts.length);
  return best;
}

const points = [[3, 9], [-4, 2], [7, -3], [0, 0], [12, 5], [-6, -7], [4, 3], [9, 10],
  [-2, 8], [5, 1], [1, -5], [10, -8], [-9, 3], [4, -6], [8, 4], [-7, -3]];
const [p, q] = closestPair(points).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(Math.sqrt(dist2(p, q)).toFixed(4));
console.log(`${p[0]} ${p[1]}`);
console.log(`${q[0]} ${q[1]}`);
