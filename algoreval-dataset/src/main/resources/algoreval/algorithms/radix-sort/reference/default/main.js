function radixSort(arr) {
  let result = arr.slice();
  const max = arr.reduce((m, x) => Math.max(m, x), 0);
  for (let exp = 1; Math.floor(max / exp) > 0; exp *= 10) {
    // One stable counting-sort pass on the decimal digit at position exp.
    const counts = new Array(10).fill(0);
    for (const x of result) counts[Math.floor(x / exp) % 10]++;
    for (let d = 1; d < 10; d++) counts[d] += counts[d - 1];
    const output = new Array(result.length);
    for (let i = result.length - 1; i >= 0; i--) {
      const d = Math.floor(result[i] / exp) % 10;
      output[--counts[d]] = result[i];
    }
    result = output;
  }
  return result;
}

const arr = [170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58];
console.log(radixSort(arr).join(' '));
