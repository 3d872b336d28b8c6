function otsuThreshold(image) {
  const hist = new Array(256).fill(0);
  let total = 0;
  let sumAll = 0;
  for (const row of image) {
    for (const v of row) {
      hist[v]++;
      total++;
      sumAll += v;
    }
  }
  let bestT = 0;
  let bestVar = -1;
  let count0 = 0;
  let sum0 = 0;
  for (let t = 0; t < 256; t++) {
    count0 += hist[t];
    sum0 += t * hist[t];
    const count1 = total - count0;
    if (count0 === 0 || count1 === 0) continue;
    const mean0 = sum0 / count0;
    const mean1 = (sumAll - sum0) / count1;
    const w0 = count0 / total;
    const w1 = count1 / total;
    const varBetween = w0 * w1 * (mean0 - mean1) * (mean0 - mean1);
    if (varBetween > bestVar) {
      // strict: keeps the smallest maximising t
      bestVar = varBetween;
      bestT = t;
    }
  }
  return bestT;
}

function binarize(image, t) {
  return image.map((row) => row.map((v) => (v > t ? 255 : 0)));
}

const image = [
  [34, 41, 38, 52, 170, 185, 190],
  [29, 45, 60, 160, 178, 201, 188],
  [36, 48, 95, 172, 140, 195, 210],
  [40, 33, 57, 120, 166, 182, 176],
  [27, 62, 44, 88, 150, 199, 205],
  [31, 39, 70, 110, 158, 174, 168],
];
const t = otsuThreshold(image);
console.log(t);
for (const row of binarize(image, t)) {
  console.log(row.join(' '));
}
