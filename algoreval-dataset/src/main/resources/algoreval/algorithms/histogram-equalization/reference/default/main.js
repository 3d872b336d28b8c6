function histogramEqualization(image) {
  const hist = new Array(256).fill(0);
  let total = 0;
  for (const row of image) {
    for (const v of row) {
      hist[v]++;
      total++;
    }
  }
  const cdf = new Array(256).fill(0);
  let running = 0;
  let cdfMin = 0;
  for (let v = 0; v < 256; v++) {
    running += hist[v];
    cdf[v] = running;
    if (cdfMin === 0 && running > 0) cdfMin = running;
  }
  const denom = total - cdfMin;
  const mapping = new Array(256).fill(0);
  for (let v = 0; v < 256; v++) {
    if (hist[v] > 0 && denom > 0) {
      // round((cdf - cdfMin) * 255 / denom) with halves rounded up, in exact integer arithmetic
      mapping[v] = Math.floor((2 * (cdf[v] - cdfMin) * 255 + denom) / (2 * denom));
    }
  }
  return image.map((row) => row.map((v) => mapping[v]));
}

const image = [
  [52, 55, 61, 66, 70, 61],
  [63, 59, 55, 90, 109, 85],
  [62, 59, 68, 113, 144, 104],
  [63, 58, 71, 122, 154, 106],
  [67, 61, 68, 104, 126, 88],
  [70, 65, 63, 79, 85, 71],
];
for (const row of histogramEqualization(image)) {
  console.log(row.join(' '));
}
