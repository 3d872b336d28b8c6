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
  let bestNum = -1n;
  let bestDen = 1n;
  let count0 = 0;
  let sum0 = 0;
  for (let t = 0; t < 256; t++) {
    count0 += hist[t];
    sum0 += t * hist[t];
    const count1 = total - count0;
    if (count0 === 0 || count1 === 0) continue;
    // w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sumAll)^2 / (total^2 * count0 * count1);
    // compared as exact fractions, so different splits with equal variances tie (floats may not)
    const d = BigInt(total) * BigInt(sum0) - BigInt(count0) * BigInt(sumAll);
    const num = d * d;
    const den = BigInt(count0) * BigInt(count1);
    if (num * bestDen > bestNum * den) {
      // strict: keeps the smallest maximising t
      bestNum = num;
      bestDen = den;
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
