// Recursive radix-2 Cooley-Tukey FFT; x is an array of [re, im] pairs whose length is a power of two.
function fftPairs(x) {
  const n = x.length;
  if (n === 1) return [x[0]];
  const even = fftPairs(x.filter((_, i) => i % 2 === 0));
  const odd = fftPairs(x.filter((_, i) => i % 2 === 1));
  const result = new Array(n);
  for (let k = 0; k < n / 2; k++) {
    const angle = (-2 * Math.PI * k) / n;
    const [wr, wi] = [Math.cos(angle), Math.sin(angle)];
    const [or, oi] = odd[k];
    const t = [wr * or - wi * oi, wr * oi + wi * or];
    result[k] = [even[k][0] + t[0], even[k][1] + t[1]];
    result[k + n / 2] = [even[k][0] - t[0], even[k][1] - t[1]];
  }
  return result;
}

// The AlgoREval+ interface: the transform of real samples, X[k] as [re, im].
function fft(x) {
  return fftPairs(x.map((v) => [v, 0]));
}

function fixed4(v) {
  const s = v.toFixed(4);
  return s === "-0.0000" ? "0.0000" : s;
}

const x = [1, 2, 3, 4, 0, -1, 5, 2];
for (const [re, im] of fftPairs(x.map((v) => [v, 0]))) {
  console.log(`${fixed4(re)} ${fixed4(im)}`);
}
